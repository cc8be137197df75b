import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkResult } from '../../../../../../../functions/contexts/work/tasks/domain/result-checks';
import { MAX_RESULT_FIELDS, parseResultSchema, syntheticResult } from '../../../../../../../functions/contexts/work/tasks/domain/result-schemas';
import { resultSchemaItem, storedResultSchema, taskResultItem } from '../../../../../../../functions/contexts/work/tasks/store/result-schema-item';
import { InvalidRequestError } from '../../../../../../../functions/platform/kernel/errors';
import { STORE_CHECK_SCHEMA } from '../../../../../../support/result-schema';

const schema = STORE_CHECK_SCHEMA;

describe('parseResultSchema: the subset', () => {
  it('accepts string, number, integer, boolean and enum fields with required, and drops $schema', () => {
    expect(parseResultSchema({ $schema: 'https://json-schema.org/draft/2020-12/schema', ...schema })).toEqual(schema);
  });

  it.each([
    [{ ...schema, type: 'array' }, 'result_schema type must be "object"'],
    [{ ...schema, $ref: 'https://evil.example/schema.json' }, 'result_schema keyword $ref is not supported'],
    [{ ...schema, properties: { at: { type: 'string', format: 'date-time' } } }, 'result_schema properties.at: keyword format is not supported'],
    [{ ...schema, properties: { at: { type: 'string', pattern: '(a+)+$' } } }, 'result_schema properties.at: keyword pattern is not supported'],
    [
      { ...schema, properties: { nested: { type: 'object' } } },
      'result_schema properties.nested.type must be one of string, number, integer, boolean',
    ],
    [{ ...schema, properties: { list: { type: 'array' } } }, 'result_schema properties.list.type must be one of'],
    [{ ...schema, properties: { x: {} } }, 'result_schema properties.x must have a type or an enum'],
    [{ ...schema, properties: {} }, `result_schema properties must hold 1 to ${MAX_RESULT_FIELDS} fields`],
    [{ ...schema, properties: { 'a/b': { type: 'string' } } }, 'result_schema property name "a/b" must be letters, digits and _'],
    [{ ...schema, required: ['missing'] }, 'result_schema required must list names of properties'],
    [{ ...schema, required: ['toString'] }, 'result_schema required must list names of properties'],
    [{ ...schema, required: ['constructor'] }, 'result_schema required must list names of properties'],
    [{ ...schema, properties: { constructor: { type: 'string' } } }, 'result_schema property name constructor is reserved'],
    [{ ...schema, properties: { prototype: { type: 'string' } } }, 'result_schema property name prototype is reserved'],
    [JSON.parse('{"type":"object","properties":{"__proto__":{"type":"string"}}}'), 'result_schema property name __proto__ is reserved'],
    [{ ...schema, additionalProperties: true }, 'result_schema additionalProperties must be false or left out'],
    [{ ...schema, properties: { n: { type: 'number', minimum: 5, maximum: 1 } } }, 'result_schema properties.n.minimum must not exceed maximum'],
    [{ ...schema, properties: { n: { type: 'integer', enum: [1.5] } } }, 'result_schema properties.n.enum values must be of type integer'],
    [{ ...schema, properties: { n: { enum: [{ a: 1 }] } } }, 'result_schema properties.n.enum values must be strings or numbers'],
    [{ ...schema, properties: { n: { enum: ['a', 'a'] } } }, 'result_schema properties.n.enum values must be distinct'],
    [{ ...schema, properties: { n: { type: 'boolean', minimum: 1 } } }, 'result_schema properties.n: keyword minimum is not supported'],
    ['a string', 'result_schema must be an object'],
  ])('refuses %j: %s', (value, message) => {
    expect(() => parseResultSchema(value)).toThrow(message);
  });

  it(`refuses more than ${MAX_RESULT_FIELDS} properties`, () => {
    const properties = Object.fromEntries(Array.from({ length: MAX_RESULT_FIELDS + 1 }, (_, index) => [`f${index}`, { type: 'string' }]));
    expect(() => parseResultSchema({ type: 'object', properties })).toThrow(`result_schema properties must hold 1 to ${MAX_RESULT_FIELDS} fields`);
    delete properties[`f${MAX_RESULT_FIELDS}`];
    expect(Object.keys(parseResultSchema({ type: 'object', properties }).properties)).toHaveLength(MAX_RESULT_FIELDS);
  });
});

describe('syntheticResult', () => {
  it('fills every field with a value its schema accepts, bounds included', () => {
    const bounded = parseResultSchema({
      type: 'object',
      properties: {
        low: { type: 'integer', minimum: 3, maximum: 4 },
        negative: { type: 'number', maximum: -2 },
        code: { type: 'string', minLength: 20, maxLength: 25 },
        short: { type: 'string', maxLength: 3 },
        pick: { type: 'number', enum: [7, 8] },
      },
      required: ['low', 'negative', 'code', 'short', 'pick'],
    });
    const result = syntheticResult(bounded);
    expect(checkResult(bounded, result)).toEqual(result);
    expect(syntheticResult(parseResultSchema(schema))).toEqual({ open: true, price: 1, shelves: 1, state: 'tidy', note: 'sandbox result' });
  });
});

/** Names as agents write them, and the ones JavaScript objects already answer to. */
const fieldName = fc.oneof(
  fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,10}$/),
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__', 'length', 'a b', '', '0'),
  fc.string({ maxLength: 12 }),
);
const fieldValue = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.double(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 2 }),
);
const field = fc.oneof(
  fc.record({ type: fc.constantFrom('string', 'number', 'integer', 'boolean') }),
  fc.record({ enum: fc.uniqueArray(fc.oneof(fc.string({ maxLength: 5 }), fc.integer()), { minLength: 1, maxLength: 4 }) }),
);
/** A schema from pairs of name and field, built with JSON.parse so that `__proto__` is an own key, as it is in a request body. */
const schemaFrom = (fields: [string, unknown][], required: string[]) =>
  JSON.parse(
    `{"type":"object","properties":{${fields.map(([name, f]) => `${JSON.stringify(name)}:${JSON.stringify(f)}`).join(',')}},"required":${JSON.stringify(required)}}`,
  );

describe('result schemas and results, for any names and values', () => {
  it('either refuses a schema with a 400 or accepts one whose matching result is checked and stored as sent, and any other result is a 400, never another error', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fieldName, field), { minLength: 1, maxLength: 5 }),
        fc.array(fieldName, { maxLength: 3 }),
        fc.dictionary(fieldName, fieldValue, { maxKeys: 4 }),
        (fields, required, other) => {
          let parsed: ReturnType<typeof parseResultSchema>;
          try {
            parsed = parseResultSchema(schemaFrom(fields, [...new Set(required)]));
          } catch (error) {
            expect(error).toBeInstanceOf(InvalidRequestError);
            return;
          }
          for (const name of parsed.required ?? []) expect(Object.hasOwn(parsed.properties, name)).toBe(true);
          expect(resultSchemaItem().parse(storedResultSchema(parsed))).toEqual(parsed);
          const result = syntheticResult(parsed);
          expect(checkResult(parsed, result)).toEqual(result);
          expect(taskResultItem().parse(JSON.parse(JSON.stringify(result)))).toEqual(result);
          try {
            checkResult(parsed, JSON.parse(JSON.stringify(other)));
          } catch (error) {
            expect(error).toBeInstanceOf(InvalidRequestError);
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});
