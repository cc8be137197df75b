import { presignDownload } from '../../../../adapters/photos/storage';
import { getTaskPhotos } from '../../../work/photos/store';
import { getSafetyRecord } from '../../../work/safety/store';
import { countAgentTasks, getTask, pageDisputes } from '../../../work/tasks/store';
import { getAgent, getAgentRecords, listSuspensionEvents } from '../../agents/store';
import { recordAudit } from '../../audit/store';
import { pageKycQueue } from '../../operators/store';
import { kycDocumentsForStaff } from '../../operators/use-cases';
import { kycDocuments } from '../../operators/wiring/kyc';
import type { StaffReadPorts } from '../ports';

/** The composition root of the back office's read routes. */
export const staffReads: StaffReadPorts = {
  adminAudit: { recordAudit },
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
