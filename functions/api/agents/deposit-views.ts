import type { Deposit } from '../../core/deposits';
import { toDollars } from '../../core/money';

const messages: Record<Deposit['status'], (deposit: Deposit) => string> = {
  CONFIRMED: (deposit) => `Deposit confirmed: ${toDollars(deposit.amount_cents)} USDC credited to your deposit balance.`,
  PENDING_CONFIRMATIONS: (deposit) =>
    `Transfer found: it is credited once it has ${deposit.confirmations_required} confirmations (${deposit.confirmations} so far).`,
  FAILED: () => 'The transaction left the chain or changed in a reorganization: nothing was credited. Report it again once it is mined.',
};

/** The nine fields of a deposit transaction (interface spec), amounts in dollars. */
export const depositView = (deposit: Deposit) => ({
  transaction_id: deposit.transaction_id,
  chain: deposit.chain,
  tx_hash: deposit.tx_hash,
  amount_usdc: toDollars(deposit.amount_cents),
  amount_credited: deposit.status === 'CONFIRMED' ? toDollars(deposit.amount_cents) : 0,
  status: deposit.status,
  confirmations: deposit.confirmations,
  confirmations_required: deposit.confirmations_required,
  message: messages[deposit.status](deposit),
});
