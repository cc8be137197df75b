import * as z from 'zod/mini';
import { submitKycDocuments } from '../use-cases/kyc-documents';
import { kycDocuments } from '../wiring/kyc';
import { operatorHandler } from '../wiring/operator-handler';

const responses = !import.meta.bundled && { 200: z.object({ kyc_status: z.literal('PENDING') }) };

/** The operator hands the uploaded documents to the back office: KYC is PENDING until staff decide. */
export const handler = operatorHandler({ responses })(async (request) => {
  await submitKycDocuments(kycDocuments, request.principal.operatorId, request.now);
  return { status: 200, body: { kyc_status: 'PENDING' as const } };
});
