import * as z from 'zod/mini';
import type { ResultSchema } from '../domain/result-schemas';

/** A result_schema (already held to the subset when written). */
const resultSchemaShape = (): z.ZodMiniType<ResultSchema> =>
  z.object({
    type: z.literal('object'),
    properties: z.record(
      z.string(),
      z.object({
        type: z.optional(z.enum(['string', 'number', 'integer', 'boolean'])),
        enum: z.optional(z.array(z.union([z.string(), z.number()]))),
        title: z.optional(z.string()),
        description: z.optional(z.string()),
        minimum: z.optional(z.number()),
        maximum: z.optional(z.number()),
        minLength: z.optional(z.number()),
        maxLength: z.optional(z.number()),
      }),
    ),
    required: z.optional(z.array(z.string())),
    additionalProperties: z.optional(z.literal(false)),
    title: z.optional(z.string()),
    description: z.optional(z.string()),
  });

/** A submitted result: the fields the schema checked, each a string, number or boolean. */
export const taskResultItem = () => z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));

/**
 * A result_schema as an item holds it: its JSON text, because a DynamoDB map does not keep the order
 * of its keys, and the order of the properties is the order of the operator's form.
 */
export const resultSchemaItem = () =>
  z.pipe(
    z.pipe(
      z.string(),
      z.transform((text): unknown => {
        try {
          return JSON.parse(text);
        } catch {
          return undefined;
        }
      }),
    ),
    resultSchemaShape(),
  );

/** What an item stores of a result_schema (resultSchemaItem reads it back). */
export const storedResultSchema = (schema: ResultSchema): string => JSON.stringify(schema);
