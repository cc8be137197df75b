/**
 * Structured results: a task (or template) may carry `result_schema`, a small, safe subset of JSON
 * Schema that the operator's `result` must match at submit. The subset is a flat object of named
 * fields, each a string, number, integer, boolean or enum, so the operator app can render it as a
 * form and nothing in it reaches out (no $ref, no format, no pattern: no remote loads, no regular
 * expressions of the caller's to run). A result is checked against it in ./result-checks.ts.
 */
import { platformErrors } from '../../../../platform/kernel/errors';

export const MAX_RESULT_FIELDS = 32;
const MAX_ENUM_VALUES = 50;
/** A field's name: what a form labels and a JSON pointer names without escaping. */
const RESULT_FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
/** Names an object in JavaScript already answers to: as fields they would reach the prototype, not the result. */
const RESERVED_FIELD_NAMES: readonly string[] = ['__proto__', 'constructor', 'prototype'];
/** Every string of a result is at most this long, whatever the schema says. */
export const MAX_RESULT_STRING = 1000;
const MAX_TEXT = 500;
const MAX_ENUM_STRING = 200;

type ResultFieldType = 'string' | 'number' | 'integer' | 'boolean';
export interface ResultField {
  type?: ResultFieldType;
  enum?: (string | number)[];
  title?: string;
  description?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
}
export interface ResultSchema {
  type: 'object';
  properties: Record<string, ResultField>;
  required?: string[];
  additionalProperties?: false;
  title?: string;
  description?: string;
}
export type TaskResult = Record<string, string | number | boolean>;

const refuse = (why: string) => platformErrors.invalid(`result_schema ${why}`);
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown, where: string): string => {
  if (typeof value !== 'string' || value.length > MAX_TEXT) throw refuse(`${where} must be a string of at most ${MAX_TEXT} characters`);
  return value;
};
const finite = (value: unknown, where: string): number => {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw refuse(`${where} must be a number`);
  return value;
};
const count = (value: unknown, where: string): number => {
  if (!Number.isInteger(value) || (value as number) < 0 || (value as number) > MAX_RESULT_STRING)
    throw refuse(`${where} must be an integer from 0 to ${MAX_RESULT_STRING}`);
  return value as number;
};

const FIELD_TYPES: readonly ResultFieldType[] = ['string', 'number', 'integer', 'boolean'];
const KEYWORDS_OF: Record<ResultFieldType | 'enum', readonly string[]> = {
  string: ['type', 'title', 'description', 'enum', 'minLength', 'maxLength'],
  number: ['type', 'title', 'description', 'enum', 'minimum', 'maximum'],
  integer: ['type', 'title', 'description', 'enum', 'minimum', 'maximum'],
  boolean: ['type', 'title', 'description'],
  enum: ['title', 'description', 'enum'],
};

const enumValues = (value: unknown, type: ResultFieldType | undefined, where: string): (string | number)[] => {
  if (!Array.isArray(value) || value.length < 1 || value.length > MAX_ENUM_VALUES)
    throw refuse(`${where}.enum must list 1 to ${MAX_ENUM_VALUES} values`);
  for (const option of value) {
    const fits =
      type === undefined
        ? (typeof option === 'string' && option.length <= MAX_ENUM_STRING) || (typeof option === 'number' && Number.isFinite(option))
        : type === 'string'
          ? typeof option === 'string' && option.length <= MAX_ENUM_STRING
          : type === 'integer'
            ? Number.isInteger(option)
            : typeof option === 'number' && Number.isFinite(option);
    if (!fits) throw refuse(`${where}.enum values must be ${type === undefined ? 'strings or numbers' : `of type ${type}`}`);
  }
  if (new Set(value).size !== value.length) throw refuse(`${where}.enum values must be distinct`);
  return value;
};

const fieldOf = (value: unknown, where: string): ResultField => {
  if (!isObject(value)) throw refuse(`${where} must be an object`);
  if (value.type !== undefined && !FIELD_TYPES.includes(value.type as ResultFieldType))
    throw refuse(`${where}.type must be one of ${FIELD_TYPES.join(', ')}`);
  const type = value.type as ResultFieldType | undefined;
  if (type === undefined && value.enum === undefined) throw refuse(`${where} must have a type or an enum`);
  const allowed = KEYWORDS_OF[type ?? 'enum'];
  const unknown = Object.keys(value).find((keyword) => !allowed.includes(keyword));
  if (unknown !== undefined) throw refuse(`${where}: keyword ${unknown} is not supported (allowed here: ${allowed.join(', ')})`);
  const field: ResultField = {};
  if (type) field.type = type;
  if (value.enum !== undefined) field.enum = enumValues(value.enum, type, where);
  if (value.title !== undefined) field.title = text(value.title, `${where}.title`);
  if (value.description !== undefined) field.description = text(value.description, `${where}.description`);
  if (value.minimum !== undefined) field.minimum = finite(value.minimum, `${where}.minimum`);
  if (value.maximum !== undefined) field.maximum = finite(value.maximum, `${where}.maximum`);
  if (value.minLength !== undefined) field.minLength = count(value.minLength, `${where}.minLength`);
  if (value.maxLength !== undefined) field.maxLength = count(value.maxLength, `${where}.maxLength`);
  if (field.minimum !== undefined && field.maximum !== undefined && field.minimum > field.maximum)
    throw refuse(`${where}.minimum must not exceed maximum`);
  if (field.minLength !== undefined && field.maxLength !== undefined && field.minLength > field.maxLength)
    throw refuse(`${where}.minLength must not exceed maxLength`);
  if (type === 'integer' && field.minimum !== undefined && field.maximum !== undefined && Math.ceil(field.minimum) > Math.floor(field.maximum))
    throw refuse(`${where} allows no integer between minimum and maximum`);
  return field;
};

const ROOT_KEYWORDS = ['$schema', 'type', 'properties', 'required', 'additionalProperties', 'title', 'description'];

/**
 * The schema as accepted (a copy holding only the supported keywords; `$schema` dropped), or a 400
 * `result_schema <problem>` naming what is not in the subset.
 */
export const parseResultSchema = (value: unknown): ResultSchema => {
  if (!isObject(value)) throw refuse('must be an object');
  const unknown = Object.keys(value).find((keyword) => !ROOT_KEYWORDS.includes(keyword));
  if (unknown !== undefined) throw refuse(`keyword ${unknown} is not supported (allowed: ${ROOT_KEYWORDS.join(', ')})`);
  if (value.type !== 'object') throw refuse('type must be "object"');
  if (value.additionalProperties !== undefined && value.additionalProperties !== false)
    throw refuse('additionalProperties must be false or left out');
  if (!isObject(value.properties)) throw refuse('properties must be an object');
  const names = Object.keys(value.properties);
  if (names.length < 1 || names.length > MAX_RESULT_FIELDS) throw refuse(`properties must hold 1 to ${MAX_RESULT_FIELDS} fields`);
  const properties: Record<string, ResultField> = {};
  for (const name of names) {
    if (!RESULT_FIELD_NAME.test(name)) throw refuse(`property name ${JSON.stringify(name.slice(0, 70))} must be letters, digits and _ (at most 64)`);
    if (RESERVED_FIELD_NAMES.includes(name)) throw refuse(`property name ${name} is reserved (not ${RESERVED_FIELD_NAMES.join(', ')})`);
    properties[name] = fieldOf(value.properties[name], `properties.${name}`);
  }
  const schema: ResultSchema = { type: 'object', properties };
  if (value.required !== undefined) {
    const required = value.required;
    if (!Array.isArray(required) || required.some((name) => typeof name !== 'string' || !Object.hasOwn(properties, name)))
      throw refuse('required must list names of properties');
    if (new Set(required).size !== required.length) throw refuse('required must not repeat a name');
    schema.required = required as string[];
  }
  if (value.title !== undefined) schema.title = text(value.title, 'title');
  if (value.description !== undefined) schema.description = text(value.description, 'description');
  return schema;
};

/** A result that matches `schema` (the sandbox's simulated operator fills the form with it). */
export const syntheticResult = (schema: ResultSchema): TaskResult => {
  const value = (field: ResultField): string | number | boolean => {
    if (field.enum) return field.enum[0]!;
    switch (field.type) {
      case 'boolean':
        return true;
      case 'integer': {
        const low = field.minimum === undefined ? 1 : Math.max(1, Math.ceil(field.minimum));
        return field.maximum === undefined || low <= field.maximum ? low : Math.floor(field.maximum);
      }
      case 'number': {
        const low = field.minimum === undefined ? 1 : Math.max(1, field.minimum);
        return field.maximum === undefined || low <= field.maximum ? low : field.maximum;
      }
      default: {
        const sample = 'sandbox result'.padEnd(field.minLength ?? 0, '.');
        return sample.slice(0, Math.min(field.maxLength ?? MAX_RESULT_STRING, MAX_RESULT_STRING));
      }
    }
  };
  return Object.fromEntries(Object.entries(schema.properties).map(([name, field]) => [name, value(field)]));
};
