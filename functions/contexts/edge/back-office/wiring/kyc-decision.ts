import { recordKycDecision } from '../../../accounts/operators/store';
import { moveTask } from '../../../work/tasks/wiring/moves';
import type { KycDecisionPorts } from '../ports';

/** The composition root of the back office's KYC decision route. */
export const kycDecisions: KycDecisionPorts = { store: { recordKycDecision }, moveTask };
