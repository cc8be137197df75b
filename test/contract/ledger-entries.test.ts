import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { accounts, entries, escrowEntries, type JournalEntry } from '../../functions/contexts/money/ledger/domain';
import { entryItems, getBalances } from '../../functions/contexts/money/ledger/store';
import type { Cents } from '../../functions/platform/kernel/money';
import { transactWrite } from '../../functions/platform/table/transactions';
import { contractSides, refusalOf } from '../support/contract-sides';
import { FakeLedger } from '../support/fakes/ledger';

/** Posting an entry alone, and reading a balance back. */
interface Ledger {
  post(entry: JournalEntry): Promise<void>;
  balance(account: string): Promise<Cents>;
}

const sides = contractSides<Ledger>({
  fake: () => {
    const ledger = new FakeLedger();
    return { post: async (entry) => ledger.post(entry), balance: async (account) => ledger.balance(account) };
  },
  'DynamoDB Local': () => ({
    post: (entry) => transactWrite(entryItems(entry, new Date().toISOString())),
    balance: async (account) => (await getBalances([account])).get(account)!,
  }),
});

describe.each(sides)('Ledger entries (%s)', (_side, make) => {
  const agent = () => `agt_contract_${randomUUID()}`;

  it('credits a deposit from the external account, which alone may go below zero', async () => {
    const ledger = make();
    const agentId = agent();
    await ledger.post(entries.deposit(agentId, 2_500, randomUUID()));
    expect(await ledger.balance(accounts.agentDeposit(agentId))).toBe(2_500);
  });

  it('posts an entry id once: the second post is refused as entry_absent and moves nothing', async () => {
    const ledger = make();
    const agentId = agent();
    const deposit = entries.deposit(agentId, 1_000, randomUUID());
    await ledger.post(deposit);
    expect(await refusalOf(ledger.post(deposit))).toEqual({ condition: 'entry_absent' });
    expect(await ledger.balance(accounts.agentDeposit(agentId))).toBe(1_000);
  });

  it('refuses a debit its balance does not cover as balance_covers, and neither account moves', async () => {
    const ledger = make();
    const agentId = agent();
    await ledger.post(entries.deposit(agentId, 999, randomUUID()));
    expect(await refusalOf(ledger.post(entries.escrowHold(agentId, `tsk_${randomUUID()}`, 1_000)))).toEqual({ condition: 'balance_covers' });
    expect(await ledger.balance(accounts.agentDeposit(agentId))).toBe(999);
    expect(await ledger.balance(accounts.agentEscrow(agentId))).toBe(0);
  });

  it('takes a debit of the whole balance, down to zero (and gives it back)', async () => {
    const ledger = make();
    const agentId = agent();
    const taskId = `tsk_${randomUUID()}`;
    await ledger.post(entries.deposit(agentId, 1_000, randomUUID()));
    await ledger.post(entries.escrowHold(agentId, taskId, 1_000));
    expect(await ledger.balance(accounts.agentDeposit(agentId))).toBe(0);
    expect(await ledger.balance(accounts.agentEscrow(agentId))).toBe(1_000);
    await ledger.post(escrowEntries.escrowRefund(agentId, taskId, 1_000));
    expect(await ledger.balance(accounts.agentEscrow(agentId))).toBe(0);
  });
});
