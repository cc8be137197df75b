import type { LedgerPorts } from '../../../money/ledger/ports';
import { auditLedger, DEPLOYED_AUDIT } from '../../../money/ledger/store';
import { openHolds } from '../store/open-holds-store';

/** The composition root of the daily ledger audit step: the ledger's scan, checked against the escrow tasks hold. */
export const ledgerAudit: LedgerPorts = {
  audit: { auditLedger: (now) => auditLedger(openHolds, DEPLOYED_AUDIT, now) },
  clock: { millis: () => Date.now() },
};
