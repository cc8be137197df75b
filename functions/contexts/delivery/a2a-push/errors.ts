import { error, InvalidRequestError, RuleViolationError } from '../../../platform/kernel/errors';

/** What A2A push notification configs are refused with. */
export const a2aPushErrors = {
  tooManyA2aPushConfigs: (max: number) => new RuleViolationError(`Too many push notification configs: at most ${max} per task`),
  unsupportedA2aPushScheme: (scheme: string, supported: string) =>
    new InvalidRequestError(`Unsupported push notification authentication scheme: ${scheme} (supported: ${supported})`),
  invalidA2aPushConfig: (problem: string) => new InvalidRequestError(`Invalid push notification config: ${problem}`),
  a2aPushCredentialsRequired: error(InvalidRequestError, 'authentication.credentials is required: the token sent as Authorization: Bearer'),
};
