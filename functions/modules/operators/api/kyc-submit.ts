import * as z from 'zod/mini';
import { apiHandler, callingOperator } from '../../../platform/http/api-handler';
import { submitKycDocuments } from '../use-cases/kyc-documents';

const responses = { 200: z.object({ kyc_status: z.literal('PENDING') }) };

/** The operator hands the uploaded documents to the back office: KYC is PENDING until staff decide. */
export const handler = apiHandler({ responses })(async (request) => {
  await submitKycDocuments(callingOperator(request).operatorId, request.now);
  return { status: 200, body: { kyc_status: 'PENDING' as const } };
});
