import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { Deposit } from '../../functions/contexts/money/deposits/domain/deposits';
import type { DepositsStore, PaymentPorts } from '../../functions/contexts/money/deposits/ports';
import { chainCheckAfter, listDueChainWork, takeChainRestart } from '../../functions/contexts/money/deposits/store';
import {
  confirmDeposit,
  failDeposit,
  getDeposit,
  isTransactionClaimed,
  paymentDeposit,
  pendingDeposits,
  recordConfirmations,
  recordDeposit,
  recordPayment,
} from '../../functions/contexts/money/deposits/store/deposits-store';
import { depositsKeys } from '../../functions/contexts/money/deposits/store/keys';
import { accounts } from '../../functions/contexts/money/ledger/domain';
import { getBalances } from '../../functions/contexts/money/ledger/store';
import type { Cents } from '../../functions/platform/kernel/money';
import { ddb, TABLE_NAME } from '../../functions/platform/table/client';
import { contributesNothing } from '../../functions/platform/table/contribution';
import { platformKeys } from '../../functions/platform/table/keys';
import { dueTimerEntries } from '../../functions/platform/table/query';
import { contractSides, refusalOf } from '../support/contract-sides';
import { FakeDepositsTable, FakePayments } from '../support/fakes/deposits';

interface Deposits {
  store: DepositsStore;
  payments: PaymentPorts['payments'];
  balance(agentId: string): Promise<Cents>;
}

const sides = contractSides<Deposits>({
  fake: () => {
    const table = new FakeDepositsTable();
    return { store: table, payments: new FakePayments(table), balance: async (agentId) => table.ledger.balance(accounts.agentDeposit(agentId)) };
  },
  'DynamoDB Local': () => ({
    store: { getDeposit, isTransactionClaimed, recordDeposit, confirmDeposit, failDeposit, pendingDeposits, recordConfirmations },
    payments: { paymentDeposit, recordPayment },
    balance: async (agentId) => (await getBalances([accounts.agentDeposit(agentId)])).get(accounts.agentDeposit(agentId))!,
  }),
});

const hash = () => `0x${randomUUID().replaceAll('-', '')}${randomUUID().replaceAll('-', '')}`;
const DUE = '2026-11-29T12:00:00.000Z';

/** A $20 deposit (under the STANDARD tier's $50, so no agent item is needed) of a new agent. */
const aDeposit = (overrides: Partial<Deposit> = {}): Deposit => ({
  transaction_id: `dep_${randomUUID()}`,
  agent_id: `agt_contract_${randomUUID()}`,
  chain: 'base',
  tx_hash: hash(),
  amount_cents: 2_000,
  status: 'PENDING_CONFIRMATIONS',
  confirmations: 0,
  confirmations_required: 3,
  created_at: '2026-11-29T11:00:00.000Z',
  ...overrides,
});

/** Leaves no deposit pending in the run's table, where the stack's confirmation checks would look for it on a chain. */
const settle = async (store: DepositsStore, deposit: Deposit) => {
  expect(await store.failDeposit(deposit, '2026-11-29T11:30:00.000Z')).toBe(true);
};

const anX402Payment = (overrides: Partial<Deposit> = {}) =>
  aDeposit({ from_address: `0x${randomUUID().replaceAll('-', '').slice(0, 20)}`, authorization_nonce: hash(), ...overrides });

describe.each(sides)('The deposits store (%s)', (_side, make) => {
  it('credits a deposit that arrives confirmed, once, and claims its hash', async () => {
    const { store, balance } = make();
    const deposit = aDeposit({ status: 'CONFIRMED', confirmations: 3, confirmed_at: '2026-11-29T11:00:00.000Z' });
    await store.recordDeposit(deposit, contributesNothing, DUE);
    expect(await balance(deposit.agent_id)).toBe(2_000);
    expect(await store.isTransactionClaimed('base', deposit.tx_hash)).toBe(true);
    expect(await store.pendingDeposits(deposit.agent_id)).toEqual([]);
    expect(await store.getDeposit(deposit.transaction_id)).toMatchObject({ status: 'CONFIRMED', amount_cents: 2_000 });
  });

  it('refuses to credit $50 or more to an agent that does not exist (the credit moves its agent to STANDARD), writing nothing', async () => {
    const { store, balance } = make();
    const deposit = aDeposit({ amount_cents: 5_000, status: 'CONFIRMED', confirmations: 3, confirmed_at: '2026-11-29T11:00:00.000Z' });
    expect(await refusalOf(store.recordDeposit(deposit, contributesNothing, DUE))).toEqual({ condition: 'agent_exists' });
    expect(await balance(deposit.agent_id)).toBe(0);
    expect(await store.getDeposit(deposit.transaction_id)).toBeUndefined();
    expect(await store.isTransactionClaimed('base', deposit.tx_hash)).toBe(false);
  });

  it('refuses a second deposit naming a claimed hash as already processed, whoever reports it', async () => {
    const { store, balance } = make();
    const first = aDeposit();
    await store.recordDeposit(first, contributesNothing, DUE);
    const again = aDeposit({ tx_hash: first.tx_hash, status: 'CONFIRMED' });
    expect(await refusalOf(store.recordDeposit(again, contributesNothing, DUE))).toEqual({
      error: 'ConflictError',
      message: 'Transaction already processed',
    });
    expect(await store.getDeposit(again.transaction_id)).toBeUndefined();
    expect(await balance(again.agent_id)).toBe(0);
  });

  it('lists a pending deposit for its agent until it is confirmed, then credits it once', async () => {
    const { store, balance } = make();
    const deposit = aDeposit();
    await store.recordDeposit(deposit, contributesNothing, DUE);
    expect(await store.pendingDeposits(deposit.agent_id)).toEqual([{ amount_cents: 2_000, due_at: DUE }]);
    await store.recordConfirmations(deposit.transaction_id, 2);
    expect((await store.getDeposit(deposit.transaction_id))?.confirmations).toBe(2);
    expect(await balance(deposit.agent_id)).toBe(0);

    expect(await store.confirmDeposit(deposit, 3, '2026-11-29T11:05:00.000Z', contributesNothing)).toBe(true);
    expect(await store.confirmDeposit(deposit, 4, '2026-11-29T11:06:00.000Z', contributesNothing)).toBe(false);
    expect(await balance(deposit.agent_id)).toBe(2_000);
    expect(await store.pendingDeposits(deposit.agent_id)).toEqual([]);
    expect(await store.getDeposit(deposit.transaction_id)).toMatchObject({
      status: 'CONFIRMED',
      confirmations: 3,
      confirmed_at: '2026-11-29T11:05:00.000Z',
    });
    // A confirmed deposit's count stays as it was confirmed.
    await store.recordConfirmations(deposit.transaction_id, 9);
    expect((await store.getDeposit(deposit.transaction_id))?.confirmations).toBe(3);
  });

  it('fails a pending deposit once, crediting nothing and releasing its hash to be reported again', async () => {
    const { store, balance } = make();
    const deposit = aDeposit();
    await store.recordDeposit(deposit, contributesNothing, DUE);
    expect(await store.failDeposit(deposit, '2026-11-29T11:05:00.000Z')).toBe(true);
    expect(await store.failDeposit(deposit, '2026-11-29T11:06:00.000Z')).toBe(false);
    expect(await store.confirmDeposit(deposit, 3, '2026-11-29T11:07:00.000Z', contributesNothing)).toBe(false);
    expect(await store.getDeposit(deposit.transaction_id)).toMatchObject({ status: 'FAILED', failed_at: '2026-11-29T11:05:00.000Z' });
    expect(await store.isTransactionClaimed('base', deposit.tx_hash)).toBe(false);
    expect(await store.pendingDeposits(deposit.agent_id)).toEqual([]);
    expect(await balance(deposit.agent_id)).toBe(0);
    const again = aDeposit({ tx_hash: deposit.tx_hash, agent_id: deposit.agent_id });
    await store.recordDeposit(again, contributesNothing, DUE);
    expect(await store.isTransactionClaimed('base', deposit.tx_hash)).toBe(true);
    await settle(store, again);
  });

  it('records an x402 payment once per authorization and finds its deposit by it', async () => {
    const { payments, balance } = make();
    const payment = anX402Payment({ status: 'CONFIRMED', confirmations: 3 });
    await payments.recordPayment(payment, contributesNothing, DUE);
    expect(await balance(payment.agent_id)).toBe(2_000);
    const authorization = { from: payment.from_address!, nonce: payment.authorization_nonce! };
    expect(await payments.paymentDeposit(authorization)).toMatchObject({ transaction_id: payment.transaction_id });

    const again = anX402Payment({ from_address: payment.from_address, authorization_nonce: payment.authorization_nonce });
    expect(await refusalOf(payments.recordPayment(again, contributesNothing, DUE))).toEqual({
      error: 'PaymentUsedError',
      message: expect.any(String),
    });
    expect(await balance(again.agent_id)).toBe(0);
  });

  it('refuses an x402 payment whose settlement hash a deposit claimed already as used', async () => {
    const { store, payments } = make();
    const deposit = aDeposit();
    await store.recordDeposit(deposit, contributesNothing, DUE);
    const payment = anX402Payment({ tx_hash: deposit.tx_hash, status: 'CONFIRMED' });
    expect(await refusalOf(payments.recordPayment(payment, contributesNothing, DUE))).toMatchObject({ error: 'PaymentUsedError' });
    expect(await payments.paymentDeposit({ from: payment.from_address!, nonce: payment.authorization_nonce! })).toBeUndefined();
    await settle(store, deposit);
  });

  it('releases a failed x402 payment’s authorization, so the same payment is recorded again', async () => {
    const { store, payments } = make();
    const payment = anX402Payment();
    await payments.recordPayment(payment, contributesNothing, DUE);
    expect(await store.failDeposit(payment, '2026-11-29T11:05:00.000Z')).toBe(true);
    const authorization = { from: payment.from_address!, nonce: payment.authorization_nonce! };
    expect(await payments.paymentDeposit(authorization)).toBeUndefined();
    const retried = anX402Payment({
      from_address: payment.from_address,
      authorization_nonce: payment.authorization_nonce,
      agent_id: payment.agent_id,
    });
    await payments.recordPayment(retried, contributesNothing, DUE);
    expect(await payments.paymentDeposit(authorization)).toMatchObject({ transaction_id: retried.transaction_id });
    await settle(store, retried);
  });
});

describe('The chain checks of pending deposits (DynamoDB Local)', () => {
  it("hand a stalled deposit's workflow restart to one sweep only, moving its check on past the restart", async () => {
    // Created far ahead, so the stack's own sweep never finds its check due while the test looks.
    const deposit = aDeposit({ created_at: '2099-01-01T00:00:00.000Z' });
    await recordDeposit(deposit, contributesNothing, DUE);
    const now = new Date('2100-01-01T00:00:00.000Z');
    const due = (await listDueChainWork(await dueTimerEntries(now))).find(({ work }) => work.id === deposit.transaction_id);
    expect(due).toMatchObject({
      work: { kind: 'deposit', id: deposit.transaction_id },
      item: depositsKeys.deposit(deposit.transaction_id),
      restarts: 0,
    });
    expect(await takeChainRestart(due!, now)).toBe(true);
    expect(await takeChainRestart(due!, now)).toBe(false);
    const { Item } = await ddb.send(
      new GetCommand({ TableName: TABLE_NAME, Key: depositsKeys.deposit(deposit.transaction_id), ConsistentRead: true }),
    );
    expect(Item).toMatchObject({ restarts: 1, gsi3sk: platformKeys.timer(chainCheckAfter(now, false, 1), deposit.transaction_id).gsi3sk });
    // Failed, it leaves the sweep's index and no pending deposit behind.
    expect(await failDeposit(deposit, '2100-01-01T00:01:00.000Z')).toBe(true);
  });
});
