import { InvalidRequestError } from '../../../platform/kernel/errors';

/** What photos are refused with. */
export const photoErrors = {
  unknownPhoto: (value: string) => new InvalidRequestError(`Unknown photo: ${value}`),
};
