/**
 * A submitted result checked against its task's result_schema (./result-schemas.ts): Ajv compiles
 * each schema once and keeps it by its hash, a bounded number at a time. A file of its own so
 * that Ajv is bundled only where results are checked, not wherever a schema is read.
 */
import { createHash } from 'node:crypto';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';

import { taskErrors } from '../errors';
import { MAX_RESULT_STRING, type ResultSchema, type TaskResult } from './result-schemas';

/** What Ajv compiles: the schema closed to other fields, and every string bounded. */
const strictFormOf = (schema: ResultSchema) => ({
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

// strict: an unknown keyword is an error, not ignored; the parsed subset has none, so this only guards the code.
const ajv = new Ajv({ strict: true, allErrors: false, addUsedSchema: false, validateFormats: false });
const MAX_COMPILED = 200;
const compiled = new Map<string, { validate: ValidateFunction; source: object }>();

const hashOf = (schema: ResultSchema): string => createHash('sha256').update(JSON.stringify(schema)).digest('hex');

/** The compiled validator of `schema`, compiled at most once while it stays among the last MAX_COMPILED used. */
const validatorOf = (schema: ResultSchema): ValidateFunction => {
  const hash = hashOf(schema);
  const hit = compiled.get(hash);
  if (hit) {
    compiled.delete(hash);
    compiled.set(hash, hit);
    return hit.validate;
  }
  const source = strictFormOf(schema);
  const validate = ajv.compile(source);
  compiled.set(hash, { validate, source });
  if (compiled.size > MAX_COMPILED) {
    const [oldest, entry] = compiled.entries().next().value!;
    compiled.delete(oldest);
    ajv.removeSchema(entry.source);
  }
  return validate;
};

/** How many schemas are compiled and kept (tests: compiled once per schema). */
export const compiledSchemaCount = (): number => compiled.size;

/** One Ajv error as `<JSON pointer> <reason>`: a missing or unexpected field is pointed at itself. */
const problemOf = (error: ErrorObject): string => {
  if (error.keyword === 'required') return `${error.instancePath}/${(error.params as { missingProperty: string }).missingProperty} is required`;
  if (error.keyword === 'additionalProperties')
    return `${error.instancePath}/${(error.params as { additionalProperty: string }).additionalProperty} is not a field of result_schema`;
  if (error.keyword === 'enum')
    return `${error.instancePath} must be one of ${(error.params as { allowedValues: unknown[] }).allowedValues.map(String).join(', ')}`;
  return `${error.instancePath || '/'} ${error.message ?? 'is invalid'}`;
};

/** The result if it matches `schema`, else 400 `result does not match result_schema: <JSON pointer> <reason>`. */
export const checkResult = (schema: ResultSchema, result: unknown): TaskResult => {
  const validate = validatorOf(schema);
  if (validate(result)) return result as TaskResult;
  throw taskErrors.resultMismatch(problemOf(validate.errors![0]!));
};
