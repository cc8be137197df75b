import { newId } from '../../../../platform/kernel/secrets';
import { adminAuditEntry } from '../../../accounts/audit/wiring/table';
import { countSafetyEvent } from '../../safety/store';
import { getTask, pageHeld } from '../../tasks/store';
import { moveTask } from '../../tasks/wiring/moves';
import type { HeldQueuePorts, SafetyHoldPorts } from '../ports';
import { listReports, recordReport, reportWrite } from '../store';

/** The composition root of operators' reports and the back office's decisions on held tasks. */
export const safetyHolds: SafetyHoldPorts = {
  tasks: { getTask, moveTask },
  reports: { reportWrite, recordReport, listReports },
  pageHeld,
  audit: { entry: adminAuditEntry },
  countSafetyEvent,
  newReportId: () => newId('rep'),
};

/** The safety queue's: it reads, so its function links no task move. */
export const heldQueue: HeldQueuePorts = { pageHeld, reports: { listReports } };
