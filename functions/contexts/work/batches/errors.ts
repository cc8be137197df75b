import { error, InvalidRequestError, NotFoundError } from '../../../platform/kernel/errors';

/** What batches are refused with. */
export const batchErrors = {
  batchNotFound: error(NotFoundError, 'Batch not found'),
  consensusAgreementOutOfRange: (min: number, seats: number) =>
    new InvalidRequestError(`consensus.min_agreement must be between ${min} and seats (${seats})`),
  consensusFieldNotInResultSchema: (field: string) => new InvalidRequestError(`consensus.field must be a property of result_schema: ${field}`),
};
