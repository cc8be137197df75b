import { newId } from '../../../../platform/kernel/secrets';
import { getAgent, removeSuspension } from '../../../accounts/agents/store';
import { adminAuditEntry } from '../../../accounts/audit/wiring/table';
import type { UnsuspensionPorts } from '../ports';

/**
 * The composition root of the back office's unsuspend route: lifting a suspension moves no task and
 * mails no one, so its function links none of what suspending composes (./api.ts).
 */
export const unsuspensions: UnsuspensionPorts = {
  agents: { getAgent, removeSuspension },
  audit: { entry: adminAuditEntry },
  newId,
};
