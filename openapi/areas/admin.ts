import { errors } from '../../functions/core/errors';
import type { Area } from '../operation';

export const admin: Area = {
  tag: { name: 'Admin', description: 'Back-office decisions (operator KYC)' },
  operations: {
    'POST /api/v1/admin/operators/{id}/kyc': {
      operationId: 'recordKycDecision',
      summary: "Record the outcome of an operator's identity check (back office)",
      description:
        "Sets the operator's `kyc_status` to `APPROVED` or `REJECTED` and records when. Only `APPROVED` operators can " +
        'accept, start and submit tasks and request payouts; the operator routes enforce the new status from the next ' +
        "request. A rejection also returns the operator's open claims (ESTIMATE_PENDING, ACCEPTED, IN_PROGRESS) to " +
        'PENDING, each with its callback. A later decision replaces an earlier one.',
      params: { id: 'The operator_id' },
      responses: { 200: 'Recorded' },
      errors: { 404: errors.operatorNotFound().message },
    },
  },
};
