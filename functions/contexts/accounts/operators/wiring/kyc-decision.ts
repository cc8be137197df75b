import { moveTask } from '../../../work/tasks/wiring/moves';
import type { KycDecisionPorts } from '../ports';
import { recordKycDecision } from '../store/operators-store';

/** The composition root of the back office's KYC decision route. */
export const kycDecisions: KycDecisionPorts = { store: { recordKycDecision }, moveTask };
