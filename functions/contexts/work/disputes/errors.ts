import { ConflictError, error, InvalidRequestError } from '../../../platform/kernel/errors';

/** What disputes are refused with: appeals and their resolution. */
export const disputeErrors = {
  appealAlreadyFiled: error(ConflictError, 'Appeal already filed'),
  splitAmountRequired: error(InvalidRequestError, 'operator_amount_usd is required with split'),
  splitAmountOutOfRange: (rewardDollars: number) =>
    new InvalidRequestError(`operator_amount_usd must be above 0 and below the reward ($${rewardDollars})`),
};
