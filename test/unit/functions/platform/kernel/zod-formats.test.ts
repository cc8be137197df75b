import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { coercedNumber, isoDate, isoDateTime } from '../../../../../functions/platform/kernel/zod-formats';

describe('zod formats imported one by one', () => {
  it('are the schemas of z.iso.datetime, z.iso.date and z.coerce.number, with their options', () => {
    const pairs = [
      [isoDateTime({ precision: 3 }), z.iso.datetime({ precision: 3 })],
      [isoDateTime({ offset: true }), z.iso.datetime({ offset: true })],
      [isoDateTime(), z.iso.datetime()],
      [isoDate(), z.iso.date()],
      [coercedNumber().check(z.int(), z.minimum(1)), z.coerce.number().check(z.int(), z.minimum(1))],
    ] as const;
    for (const [ours, zods] of pairs) expect(z.toJSONSchema(ours, { io: 'input' })).toEqual(z.toJSONSchema(zods, { io: 'input' }));
  });

  it('accept and refuse what zod/mini does', () => {
    expect(isoDateTime({ precision: 3 }).safeParse('2026-11-22T10:00:00.000Z').success).toBe(true);
    expect(isoDateTime({ precision: 3 }).safeParse('2026-11-22T10:00:00Z').success).toBe(false);
    expect(isoDateTime({ offset: true }).safeParse('2026-11-22T10:00:00+02:00').success).toBe(true);
    expect(isoDateTime().safeParse('2026-11-22T10:00:00+02:00').success).toBe(false);
    expect(isoDate().safeParse('2026-11-22').success).toBe(true);
    expect(isoDate().safeParse('2026-11-22T10:00:00Z').success).toBe(false);
    expect(coercedNumber().parse('20')).toBe(20);
    expect(coercedNumber().safeParse('twenty').success).toBe(false);
  });
});
