import type { LedgerPorts } from '../ports';
import { auditLedger, DEPLOYED_AUDIT } from '../store/ledger-audit-store';

/** The composition root of the daily ledger audit step. */
export const ledgerAudit: LedgerPorts = {
  audit: { auditLedger: (now) => auditLedger(DEPLOYED_AUDIT, now) },
  clock: { millis: () => Date.now() },
};
