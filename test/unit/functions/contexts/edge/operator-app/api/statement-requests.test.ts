import { describe, expect, it } from 'vitest';
import { handler as statement } from '../../../../../../../functions/contexts/edge/operator-app/api/statement';
import { statementPeriod } from '../../../../../../../functions/contexts/money/earnings/domain/statements';
import { queryOf, refusalOf } from '../../../../../../support/refusals';

describe("an earnings statement's period and format", () => {
  it.each([
    ['a date that is not YYYY-MM-DD', { from: '2026-2-1', to: '2026-02-03' }, expect.stringMatching(/^from /)],
    ['no dates', {}, expect.stringMatching(/^from /)],
    ['an unknown format', { from: '2026-02-01', to: '2026-02-03', format: 'xlsx' }, expect.stringMatching(/^format /)],
  ])('refuses %s with 400', async (_, query, error) => {
    expect(await refusalOf(() => queryOf(statement, query))).toEqual({ status: 400, body: { error } });
  });

  it('refuses more than 366 days (2025-01-01 to 2026-01-02) and takes exactly 366 (2024)', () => {
    expect(statementPeriod('2025-01-01', '2026-01-02')).toEqual({ refused: 'A statement covers at most 366 days' });
    expect(statementPeriod('2024-01-01', '2024-12-31')).toEqual({ start: '2024-01-01T00:00:00.000Z', end: '2025-01-01T00:00:00.000Z' });
  });
});
