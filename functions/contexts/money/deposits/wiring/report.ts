import { getAgent } from '../../../accounts/agents/store';
import { isTransactionClaimed, recordDeposit } from '../store/deposits-store';
import type { ReportPorts } from '../use-cases/report-deposit';
import { depositConfirmedEvent, depositSettings } from './reads';
import { depositChain } from './transfers';

/**
 * The composition root of the deposit report route: the claim and the record of a deposit, the chain's
 * check; none of the confirmation workflow's moves, which its function would otherwise link.
 */
export const depositReports: ReportPorts = {
  deposits: { isTransactionClaimed, recordDeposit },
  confirmedEvent: depositConfirmedEvent,
  agents: { getAgent },
  chain: depositChain,
  settings: depositSettings,
};
