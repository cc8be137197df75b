import { newId } from '../../../../platform/kernel/secrets';
import { auditWrite } from '../../../accounts/audit/store';
import { countSafetyEvent } from '../../safety/store';
import { getTask, pageHeld } from '../../tasks/store';
import { moveTask } from '../../tasks/wiring/moves';
import type { SafetyHoldPorts } from '../ports';
import { listReports, recordReport, reportWrite } from '../store';

/** The composition root of operators' reports and the back office's safety queue. */
export const safetyHolds: SafetyHoldPorts = {
  tasks: { getTask, moveTask },
  reports: { reportWrite, recordReport, listReports },
  pageHeld,
  audit: { entry: auditWrite },
  countSafetyEvent,
  newReportId: () => newId('rep'),
};
