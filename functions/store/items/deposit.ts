import * as z from 'zod';
import { DEPOSIT_STATUSES, type Deposit } from '../../core/deposits';
import { itemOf } from './read';

/** A reported deposit (keys.deposit). */
export const depositItem = itemOf<Deposit>()({
  transaction_id: z.string(),
  agent_id: z.string(),
  chain: z.string(),
  tx_hash: z.string(),
  amount_cents: z.number().int(),
  from_address: z.string().optional(),
  status: z.enum(DEPOSIT_STATUSES),
  confirmations: z.number().int(),
  confirmations_required: z.number().int(),
  created_at: z.string(),
  confirmed_at: z.string().optional(),
  failed_at: z.string().optional(),
});
