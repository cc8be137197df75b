import { auditTable } from '../../audit/wiring/table';
import { pageKycQueue } from '../../operators/store';
import { kycDocumentsForStaff } from '../../operators/use-cases';
import { kycDocuments } from '../../operators/wiring/kyc';
import type { StaffReadPorts } from '../ports';

/** The composition root of the back office's KYC queue. */
export const staffReads: StaffReadPorts = {
  audit: auditTable.audit,
  pageKycQueue,
  kycDocumentsForStaff: (operatorId) => kycDocumentsForStaff(kycDocuments, operatorId),
};
