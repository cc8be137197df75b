import { presignDownload } from '../../../../adapters/photos/storage';
import { getTaskPhotos } from '../../../work/photos/store';
import { getSafetyRecord } from '../../../work/safety/store';
import { countAgentTasks, getTask, pageDisputes } from '../../../work/tasks/store';
import { getAgent, getAgentRecords, listSuspensionEvents } from '../../agents/store';
import { pageKycQueue } from '../../operators/store';
import { kycDocumentsForStaff } from '../../operators/use-cases';
import { kycDocuments } from '../../operators/wiring/kyc';
import type { StaffReadPorts } from '../ports';
import { pageAudit, recordAudit } from '../store/staff-store';

/** The composition root of the back office's read routes. */
export const staffReads: StaffReadPorts = {
  staff: { pageAudit, recordAudit },
  pageDisputes,
  pageKycQueue,
  kycDocumentsForStaff: (operatorId) => kycDocumentsForStaff(kycDocuments, operatorId),
  getTask,
  getTaskPhotos,
  presignDownload,
  getAgent,
  getAgentRecords,
  countAgentTasks,
  listSuspensionEvents,
  getSafetyRecord,
};
