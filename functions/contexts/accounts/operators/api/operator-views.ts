import * as z from 'zod/mini';
import { withMeta } from '../../../../platform/wire/meta';
import { KYC_STATUSES } from '../domain';

export const kycStatus = withMeta(z.enum(KYC_STATUSES), {
  id: 'KycStatus',
  description:
    'PENDING until the back office records APPROVED or REJECTED (production); development approves at once. ' +
    'Only APPROVED operators can accept tasks and request payouts.',
});
