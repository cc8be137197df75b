import * as z from 'zod/mini';
import { toDollars } from '../../../../platform/kernel/money';
import { withMeta } from '../../../../platform/wire/meta';
import { chainName, usd } from '../../../../platform/wire/schemas';
import { DEPOSIT_STATUSES } from '../domain';
import type { Deposit } from '../domain/deposits';

export const depositStatus = /* @__PURE__ */ withMeta(/* @__PURE__ */ z.enum(DEPOSIT_STATUSES), {
  id: 'DepositStatus',
  description:
    'CONFIRMED: credited. PENDING_CONFIRMATIONS: the transfer is on chain and is credited once it has confirmations_required ' +
    'blocks. FAILED: a reorganization took it out of the chain; nothing was credited.',
});

export const depositSchema = /* @__PURE__ */ withMeta(
  /* @__PURE__ */ z.object({
    transaction_id: /* @__PURE__ */ z.string(),
    chain: chainName,
    tx_hash: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.string(), {
      description: 'As reported (trimmed); a hash of 0x and 64 hex digits in lower case',
    }),
    amount_usdc: usd,
    amount_credited: /* @__PURE__ */ withMeta(usd, { description: 'amount_usdc once CONFIRMED, else 0' }),
    status: depositStatus,
    confirmations: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.int().check(/* @__PURE__ */ z.minimum(0)), {
      description: 'Blocks seen at the latest check (0 in development without a chain)',
    }),
    confirmations_required: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.int().check(/* @__PURE__ */ z.minimum(0)), {
      description: '0 in development without a chain',
    }),
    message: /* @__PURE__ */ z.string(),
  }),
  { id: 'DepositTransaction', description: 'A reported USDC deposit (the nine fields of the interface spec)' },
);

const messages: Record<Deposit['status'], (deposit: Deposit) => string> = {
  CONFIRMED: (deposit) => `Deposit confirmed: ${toDollars(deposit.amount_cents)} USDC credited to your deposit balance.`,
  PENDING_CONFIRMATIONS: (deposit) =>
    `Transfer found: it is credited once it has ${deposit.confirmations_required} confirmations (${deposit.confirmations} so far).`,
  FAILED: () => 'The transaction left the chain or changed in a reorganization: nothing was credited. Report it again once it is mined.',
};

/** The nine fields of a deposit transaction (openapi.yaml, DepositTransaction), amounts in dollars. */
export const depositView = (deposit: Deposit): z.output<typeof depositSchema> => ({
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
