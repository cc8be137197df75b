import * as z from 'zod/mini';

/**
 * A copy of `schema` with documentation metadata (a description, or an `id` that makes it one
 * named component of openapi.yaml), as classic zod's `.meta()`: registered on the copy rather
 * than added as a `z.meta()` check, so schemas derived from it (`.check()`, `z.pick`, `z.omit`)
 * neither repeat its `id` nor count as refined.
 */
export const withMeta = <T extends z.ZodMiniType>(schema: T, metadata: z.core.GlobalMeta): T => {
  const copy = schema.clone();
  z.globalRegistry.add(copy, metadata);
  return copy;
};
