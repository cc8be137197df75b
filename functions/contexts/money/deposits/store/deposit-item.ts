import * as z from 'zod/mini';
import { itemOf } from '../../../../platform/table/read-item';
import { DEPOSIT_STATUSES, type Deposit } from '../domain/deposits';

/** A reported deposit (depositsKeys.deposit). */
export const depositItem = /* @__PURE__ */ itemOf<Deposit>()(() => ({
  transaction_id: z.string(),
  agent_id: z.string(),
  chain: z.string(),
  tx_hash: z.string(),
  amount_cents: z.number().check(z.int()),
  from_address: z.optional(z.string()),
  authorization_nonce: z.optional(z.string()),
  status: z.enum(DEPOSIT_STATUSES),
  confirmations: z.number().check(z.int()),
  confirmations_required: z.number().check(z.int()),
  created_at: z.string(),
  confirmed_at: z.optional(z.string()),
  failed_at: z.optional(z.string()),
}));
