import { toDollars } from '../../core/money';
import type { Payout } from '../../core/payouts';

export const payoutView = (payout: Payout) => ({
  payout_id: payout.payout_id,
  amount_usd: toDollars(payout.amount_cents),
  gas_fee_usd: toDollars(payout.gas_fee_cents),
  net_amount_usd: toDollars(payout.net_cents),
  to_address: payout.to_address,
  chain: payout.chain,
  status: payout.status,
  tx_hash: payout.tx_hash ?? null,
  created_at: payout.created_at,
  confirmed_at: payout.confirmed_at ?? null,
});
