import { describe, expect, it, vi } from 'vitest';
import type { LedgerAuditResult, LedgerPorts } from '../../../../../../../functions/contexts/money/ledger/ports';
import { runLedgerAudit } from '../../../../../../../functions/contexts/money/ledger/use-cases/audit-ledger';
import { logger } from '../../../../../../../functions/platform/logging/logger';
import { emitted } from '../../../../../../support/emitted-metrics';

const NOW = new Date('2026-06-01T03:00:00.000Z');

/** The audit's ports: a store that answers `result`, and a clock that advances 250 ms per reading. */
const auditing = (result: Partial<LedgerAuditResult>) => {
  let millis = 1_000;
  const auditLedger = vi.fn(async () => ({ violations: [], unconfirmed: [], scanned: 0, platformFeesCents: 0, ...result }));
  const deps: LedgerPorts = { audit: { auditLedger }, clock: { millis: () => (millis += 250) - 250 } };
  return { deps, auditLedger };
};

describe('runLedgerAudit: the daily audit publishes the violation count and logs where to look', () => {
  it('publishes LedgerViolations 0 for a sound ledger, so the alarm sees a value every day', async () => {
    const { deps, auditLedger } = auditing({ scanned: 120, platformFeesCents: 4_200 });
    const info = vi.spyOn(logger, 'info').mockImplementation(() => undefined);

    const records = await emitted(() => runLedgerAudit(deps, NOW));

    expect(auditLedger).toHaveBeenCalledWith(NOW);
    expect(records).toEqual([expect.objectContaining({ LedgerViolations: 0 })]);
    expect(info).toHaveBeenCalledWith('Ledger audit done', { violations: 0, unconfirmed: 0, scanned: 120, platformFeesCents: 4_200, ms: 250 });
    info.mockRestore();
  });

  it('logs each confirmed violation, up to 50, and counts them all', async () => {
    const violations = Array.from({ length: 60 }, (_, i) => `operator:op_${i}:available: negative balance -1`);
    const { deps } = auditing({ violations });
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    vi.spyOn(logger, 'info').mockImplementation(() => undefined);

    const records = await emitted(() => runLedgerAudit(deps, NOW));

    expect(records).toEqual([expect.objectContaining({ LedgerViolations: 60 })]);
    expect(error).toHaveBeenCalledTimes(50);
    expect(error).toHaveBeenCalledWith('Ledger invariant violated', { violation: violations[0] });
    vi.restoreAllMocks();
  });

  it('warns of findings that racing writes explain, without counting them as violations', async () => {
    const unconfirmed = Array.from({ length: 12 }, (_, i) => `finding ${i}`);
    const { deps } = auditing({ unconfirmed });
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    vi.spyOn(logger, 'info').mockImplementation(() => undefined);

    const records = await emitted(() => runLedgerAudit(deps, NOW));

    expect(records).toEqual([expect.objectContaining({ LedgerViolations: 0 })]);
    expect(warn).toHaveBeenCalledWith(
      'Ledger audit: findings that writes raced, not confirmed',
      expect.objectContaining({ unconfirmed: 12, first: unconfirmed.slice(0, 10) }),
    );
    vi.restoreAllMocks();
  });
});
