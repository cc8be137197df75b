/**
 * A submitted result checked against its task's result_schema (./result-schemas.ts). The subset is
 * a flat object of plain fields, so the check is written out here rather than compiled by a general
 * JSON Schema validator (Ajv alone was a third of the submit's bundle). Its answers are those Ajv
 * gives for the schema closed to other fields with every string bounded, stopping at the first
 * problem: the same words and the same order of checks (pinned against Ajv by the unit tests).
 */
import { taskErrors } from '../errors';
import { MAX_RESULT_STRING, type ResultField, type ResultSchema, type TaskResult } from './result-schemas';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const hasType = (type: NonNullable<ResultField['type']>, value: unknown): boolean =>
  type === 'integer' ? Number.isInteger(value) : type === 'number' ? Number.isFinite(value) : typeof value === type;

/** A string's length in code points: a character outside the BMP (an emoji) counts once, as JSON Schema counts it. */
const lengthOf = (text: string): number => {
  let length = 0;
  for (const _ of text) length++;
  return length;
};

/** Why `value` does not fit `field` (`must ...`), or undefined if it fits. */
const fieldProblem = (field: ResultField, value: unknown): string | undefined => {
  const { type } = field;
  // A string, or a number with bounds, has its type checked with its bounds, after the enum; any other type before it.
  const boundedType = type === 'string' || (type === 'number' && (field.minimum !== undefined || field.maximum !== undefined));
  if (type !== undefined && !boundedType && !hasType(type, value)) return `must be ${type}`;
  if (field.enum && !field.enum.includes(value as string | number)) return `must be one of ${field.enum.map(String).join(', ')}`;
  if (type === 'string') {
    if (typeof value !== 'string') return 'must be string';
    const maxLength = Math.min(field.maxLength ?? MAX_RESULT_STRING, MAX_RESULT_STRING);
    const length = lengthOf(value);
    if (length > maxLength) return `must NOT have more than ${maxLength} characters`;
    if (field.minLength !== undefined && length < field.minLength) return `must NOT have fewer than ${field.minLength} characters`;
  } else if (type === 'number' || type === 'integer') {
    if (!hasType(type, value)) return `must be ${type}`;
    const number = value as number;
    if (field.maximum !== undefined && number > field.maximum) return `must be <= ${field.maximum}`;
    if (field.minimum !== undefined && number < field.minimum) return `must be >= ${field.minimum}`;
  }
  return undefined;
};

/**
 * The first problem as `<JSON pointer> <reason>`: not an object; then a required field missing (in
 * the order `required` lists them); then a field the schema does not name (in the result's order);
 * then a field's value (in the schema's order). Only the result's own fields count: a field named
 * like something every object inherits (`valueOf`, `toString`) is missing when it is left out (Ajv
 * read the inherited function there, and refused every result leaving such an optional field out).
 */
const problemOf = (schema: ResultSchema, result: unknown): string | undefined => {
  if (!isObject(result)) return '/ must be object';
  const fieldOf = (name: string): unknown => (Object.hasOwn(result, name) ? result[name] : undefined);
  const missing = schema.required?.find((name) => fieldOf(name) === undefined);
  if (missing !== undefined) return `/${missing} is required`;
  const extra = Object.keys(result).find((name) => !Object.hasOwn(schema.properties, name));
  if (extra !== undefined) return `/${extra} is not a field of result_schema`;
  for (const [name, field] of Object.entries(schema.properties)) {
    const value = fieldOf(name);
    const problem = value === undefined ? undefined : fieldProblem(field, value);
    if (problem !== undefined) return `/${name} ${problem}`;
  }
  return undefined;
};

/** The result if it matches `schema`, else 400 `result does not match result_schema: <JSON pointer> <reason>`. */
export const checkResult = (schema: ResultSchema, result: unknown): TaskResult => {
  const problem = problemOf(schema, result);
  if (problem !== undefined) throw taskErrors.resultMismatch(problem);
  return result as TaskResult;
};
