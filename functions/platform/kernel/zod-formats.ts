/**
 * zod/mini's `z.iso.datetime`, `z.iso.date` and `z.coerce.number`, built as zod/mini builds them but
 * imported one by one. Reached through the `z.iso` and `z.coerce` namespaces, they keep every other
 * member of those namespaces in a bundle (ISO times and durations, coerced bigints and dates...: ~3 KB
 * in each function that uses them), since esbuild cannot drop a namespace's unused members.
 */
import * as z from 'zod/mini';
import { _coercedNumber, _isoDate, _isoDateTime, type $ZodISODateParams, type $ZodISODateTimeParams, type $ZodNumberParams } from 'zod/v4/core';

/** `z.iso.datetime(params)`. */
export const isoDateTime = (params?: string | $ZodISODateTimeParams): z.ZodMiniISODateTime => _isoDateTime(z.ZodMiniISODateTime, params);

/** `z.iso.date(params)`. */
export const isoDate = (params?: string | $ZodISODateParams): z.ZodMiniISODate => _isoDate(z.ZodMiniISODate, params);

/** `z.coerce.number(params)`: a number from the text of a query parameter. */
export const coercedNumber = (params?: string | $ZodNumberParams): z.ZodMiniNumber<unknown> =>
  _coercedNumber(z.ZodMiniNumber, params) as z.ZodMiniNumber<unknown>;
