import { Ajv, type ErrorObject } from 'ajv';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkResult } from '../../../../../../../functions/contexts/work/tasks/domain/result-checks';
import {
  MAX_RESULT_STRING,
  parseResultSchema,
  type ResultSchema,
  syntheticResult,
} from '../../../../../../../functions/contexts/work/tasks/domain/result-schemas';
import { STORE_CHECK_SCHEMA } from '../../../../../../support/result-schema';

const schema = STORE_CHECK_SCHEMA;

describe('checkResult', () => {
  const parsed = parseResultSchema(schema);

  it('takes a result that matches', () => {
    expect(checkResult(parsed, { open: true, price: 2.5, state: 'tidy' })).toEqual({ open: true, price: 2.5, state: 'tidy' });
  });

  it.each([
    [{ price: 1 }, '/open is required'],
    [{ open: 'yes', price: 1 }, '/open must be boolean'],
    [{ open: true, price: -1 }, '/price must be >= 0'],
    [{ open: true, price: 1, shelves: 2.5 }, '/shelves must be integer'],
    [{ open: true, price: 1, state: 'dirty' }, '/state must be one of tidy, messy'],
    [{ open: true, price: 1, note: 'x'.repeat(21) }, '/note must NOT have more than 20 characters'],
    [{ open: true, price: 1, extra: 1 }, '/extra is not a field of result_schema'],
  ])('refuses %j with the JSON pointer and the reason', (result, problem) => {
    expect(() => checkResult(parsed, result)).toThrow(`result does not match result_schema: ${problem}`);
  });

  it('bounds strings the schema leaves unbounded', () => {
    const free = parseResultSchema({ type: 'object', properties: { text: { type: 'string' } } });
    expect(() => checkResult(free, { text: 'x'.repeat(1001) })).toThrow('/text must NOT have more than 1000 characters');
  });

  it("checks as Ajv did, first problem first: a missing field, then one not in the schema, then each value in the schema's order", () => {
    expect(() => checkResult(parsed, { note: 5, extra: 1 })).toThrow('/open is required');
    expect(() => checkResult(parsed, { note: 5, extra: 1, open: true, price: 1 })).toThrow('/extra is not a field of result_schema');
    expect(() => checkResult(parsed, { note: 5, open: 'yes', price: 1 })).toThrow('/open must be boolean');
    expect(() => checkResult(parsed, [])).toThrow('result does not match result_schema: / must be object');
  });

  it('checks an enum before the type of a string or of a bounded number, and after any other type', () => {
    const typed = parseResultSchema({
      type: 'object',
      properties: {
        code: { type: 'string', enum: ['a'] },
        bounded: { type: 'number', minimum: 0, enum: [1] },
        free: { type: 'number', enum: [1] },
        whole: { type: 'integer', enum: [1] },
      },
    });
    expect(() => checkResult(typed, { code: 5 })).toThrow('/code must be one of a');
    expect(() => checkResult(typed, { bounded: 'x' })).toThrow('/bounded must be one of 1');
    expect(() => checkResult(typed, { free: 'x' })).toThrow('/free must be number');
    expect(() => checkResult(typed, { whole: 1.5 })).toThrow('/whole must be integer');
  });

  it("reads only the result's own fields: one named like an inherited property (valueOf, toString) is missing when left out", () => {
    const named = parseResultSchema({
      type: 'object',
      properties: { valueOf: { type: 'string' }, toString: { type: 'string' }, note: { type: 'string' } },
      required: ['toString'],
    });
    expect(checkResult(named, { toString: 'x' })).toEqual({ toString: 'x' });
    expect(checkResult(named, { toString: 'x', valueOf: 'y' })).toEqual({ toString: 'x', valueOf: 'y' });
    expect(() => checkResult(named, { note: 'n' })).toThrow('result does not match result_schema: /toString is required');
    expect(() => checkResult(named, { toString: 'x', valueOf: 5 })).toThrow('/valueOf must be string');
  });

  it('counts a string in characters, an emoji as one', () => {
    const short = parseResultSchema({ type: 'object', properties: { mark: { type: 'string', minLength: 2, maxLength: 2 } } });
    expect(checkResult(short, { mark: '😀😀' })).toEqual({ mark: '😀😀' });
    expect(() => checkResult(short, { mark: '😀' })).toThrow('/mark must NOT have fewer than 2 characters');
    expect(() => checkResult(short, { mark: '😀😀😀' })).toThrow('/mark must NOT have more than 2 characters');
  });
});

/** Ajv's first error in the words the result check has always used. */
const ajvProblem = (error: ErrorObject): string => {
  if (error.keyword === 'required') return `${error.instancePath}/${(error.params as { missingProperty: string }).missingProperty} is required`;
  if (error.keyword === 'additionalProperties')
    return `${error.instancePath}/${(error.params as { additionalProperty: string }).additionalProperty} is not a field of result_schema`;
  if (error.keyword === 'enum')
    return `${error.instancePath} must be one of ${(error.params as { allowedValues: unknown[] }).allowedValues.map(String).join(', ')}`;
  return `${error.instancePath || '/'} ${error.message}`;
};
const ajv = new Ajv({ strict: true, allErrors: false, addUsedSchema: false, validateFormats: false });
/** What Ajv compiled: the schema closed to other fields, every string bounded. */
const ajvSchemaOf = (schema: ResultSchema) => ({
  type: 'object',
  additionalProperties: false,
  required: schema.required ?? [],
  properties: Object.fromEntries(
    Object.entries(schema.properties).map(([name, field]) => [
      name,
      field.type === 'string' ? { ...field, maxLength: Math.min(field.maxLength ?? MAX_RESULT_STRING, MAX_RESULT_STRING) } : field,
    ]),
  ),
});

const optional = <T>(value: fc.Arbitrary<T>) => fc.option(value, { nil: undefined });
const name = fc.oneof(fc.constantFrom('a', 'b', 'toString', 'valueOf', '__proto__', '0', 'x/y'), fc.stringMatching(/^[a-c][a-c0-9]?$/));
const number = fc.oneof(
  fc.integer({ min: -3, max: 3 }),
  fc.double({ noNaN: true, noDefaultInfinity: true, min: -4, max: 4 }),
  fc.constantFrom(0.5, 1e21),
);
const text = fc.oneof(fc.string({ maxLength: 4 }), fc.constantFrom('😀😀', '\ud83d', 'x'.repeat(1001)));
/** Bounds in order, each given or not. */
const ordered = <K extends string>(low: K, high: K, bound: fc.Arbitrary<number>) =>
  fc
    .tuple(optional(bound), optional(bound))
    .map(([x, y]) => (x !== undefined && y !== undefined && x > y ? { [low]: y, [high]: x } : { [low]: x, [high]: y }));
const field = fc.oneof(
  fc
    .tuple(optional(fc.uniqueArray(text, { minLength: 1, maxLength: 3 })), ordered('minLength', 'maxLength', fc.integer({ min: 0, max: 3 })))
    .map(([options, lengths]) => ({ type: 'string', enum: options, ...lengths })),
  fc
    .tuple(
      fc.constantFrom('number', 'integer'),
      optional(fc.uniqueArray(fc.integer({ min: -3, max: 3 }), { minLength: 1, maxLength: 3 })),
      ordered('minimum', 'maximum', number),
    )
    .map(([type, options, bounds]) => ({ type, enum: options, ...bounds })),
  fc.constant({ type: 'boolean' }),
  fc.uniqueArray(fc.oneof(text, number), { minLength: 1, maxLength: 3 }).map((options) => ({ enum: options })),
);
const value = fc.oneof(text, number, fc.boolean(), fc.constant(null), fc.constant([1]), fc.constant({}));

describe('the result check against Ajv, the validator it replaced', () => {
  it('gives the answer Ajv gave, word for word, for any schema of the subset and any result near one that matches', () => {
    fc.assert(
      fc.property(
        fc.dictionary(name, field, { minKeys: 1, maxKeys: 3 }),
        fc.array(fc.oneof(fc.nat(), name), { maxLength: 2 }),
        fc.array(fc.tuple(fc.oneof(fc.nat(), name), optional(value)), { maxLength: 2 }),
        (fields, required, changes) => {
          // a required name, like a change below, is one of the fields (by its place) or any name
          const fieldNamed = (which: number | string, names: string[]) => (typeof which === 'number' ? names[which % names.length]! : which);
          const requiredNames = [...new Set(required.map((which) => fieldNamed(which, Object.keys(fields))))];
          let parsed: ResultSchema;
          try {
            parsed = parseResultSchema(JSON.parse(JSON.stringify({ type: 'object', properties: fields, required: requiredNames })));
          } catch {
            return;
          }
          const names = Object.keys(parsed.properties);
          const result: Record<string, unknown> = { ...syntheticResult(parsed) };
          for (const [which, change] of changes) {
            const key = fieldNamed(which, names);
            if (change === undefined) delete result[key];
            else result[key] = change;
          }
          const sent = JSON.parse(JSON.stringify(result));
          const validate = ajv.compile(ajvSchemaOf(parsed));
          // Ajv reads a field by its name, inherited ones too; with no prototype, only the result's own fields are there.
          const expected = validate(Object.assign(Object.create(null), sent))
            ? undefined
            : `result does not match result_schema: ${ajvProblem(validate.errors![0]!)}`;
          ajv.removeSchema(validate.schema as object);
          let answer: string | undefined;
          try {
            checkResult(parsed, sent);
          } catch (error) {
            answer = (error as Error).message;
          }
          expect(answer).toBe(expected);
        },
      ),
      { numRuns: 500 },
    );
  });
});
