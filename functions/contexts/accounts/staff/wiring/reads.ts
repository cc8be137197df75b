import { recordAudit } from '../../audit/store';
import { pageKycQueue } from '../../operators/store';
import { kycDocumentsForStaff } from '../../operators/use-cases';
import { kycDocuments } from '../../operators/wiring/kyc';
import type { StaffReadPorts } from '../ports';

/** The composition root of the back office's KYC queue. */
export const staffReads: StaffReadPorts = {
  adminAudit: { recordAudit },
  pageKycQueue,
  kycDocumentsForStaff: (operatorId) => kycDocumentsForStaff(kycDocuments, operatorId),
};
