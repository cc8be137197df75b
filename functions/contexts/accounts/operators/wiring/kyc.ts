import { objectExists, presignDownload, presignUpload } from '../../../../adapters/photos/storage';
import type { KycPorts } from '../ports';
import { getOperator, listKycDocuments, putKycDocument, submitKyc } from '../store/operators-store';

/** The composition root of the identity documents' routes, the operator's and the back office's. */
export const kycDocuments: KycPorts = {
  store: { getOperator, putKycDocument, listKycDocuments, submitKyc },
  objects: { presignUpload, presignDownload, exists: objectExists },
};
