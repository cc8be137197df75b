import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accounts, isPlatformFeeAccount, PLATFORM_FEE_SHARDS } from '../../../../../../../functions/contexts/money/ledger/domain/accounts';
import { entries, escrowEntries, type JournalEntry } from '../../../../../../../functions/contexts/money/ledger/domain/ledger';
import { LedgerTally } from '../../../../../../../functions/contexts/money/ledger/domain/ledger-tally';

type Item = { balance: [string, number] } | { line: [string, string, number] } | { entry: JournalEntry } | { task: [string, number] };

/** The items a sound ledger of these entries stores: each entry, a line per posting, each account's balance; `holds` open tasks. */
const storedItems = (journal: JournalEntry[], holds: [string, number][] = []): Item[] => {
  const balances = new Map<string, number>();
  const items: Item[] = [];
  for (const entry of journal) {
    items.push({ entry });
    for (const { account, amount } of entry.postings) {
      items.push({ line: [account, entry.entryId, amount] });
      balances.set(account, (balances.get(account) ?? 0) + amount);
    }
  }
  for (const [account, balance] of balances) items.push({ balance: [account, balance] });
  for (const hold of holds) items.push({ task: hold });
  return items;
};

const tallied = (items: Item[]): string[] => {
  const tally = new LedgerTally();
  for (const item of items) {
    if ('balance' in item) tally.balance(...item.balance);
    else if ('line' in item) tally.line(...item.line);
    else if ('entry' in item) tally.entry(item.entry);
    else tally.task(...item.task);
  }
  return tally.findings().map((finding) => finding.message);
};

const journal = [
  entries.deposit('a', 5000, '0x1'),
  entries.escrowHold('a', 't1', 1100),
  entries.escrowHold('a', 't2', 700),
  escrowEntries.escrowRelease('a', 't1', 'o', 1000, 100),
  entries.earningsCleared('o', { taskId: 't1', amount: 1000 }),
];
const holds: [string, number][] = [
  ['a', 0],
  ['a', 700],
];

describe('LedgerTally: the whole-ledger audit over items in any order', () => {
  it('finds nothing in a sound ledger, whatever order the scan meets its items in', () => {
    const items = storedItems(journal, holds);
    fc.assert(
      fc.property(fc.shuffledSubarray(items, { minLength: items.length }), (shuffled) => {
        expect(tallied(shuffled)).toEqual([]);
      }),
    );
  });

  it('finds a balance that is not the sum of its lines, and a negative one', () => {
    const items = storedItems(journal, holds).map((item) =>
      'balance' in item && item.balance[0] === accounts.agentDeposit('a') ? { balance: [item.balance[0], -1] as [string, number] } : item,
    );
    expect(tallied(items)).toEqual([
      `${accounts.agentDeposit('a')}: balance -1 but its lines sum to 3200`,
      `${accounts.agentDeposit('a')}: negative balance -1`,
    ]);
  });

  it('finds a line without its posting, a posting without its line, and a line that disagrees with its posting', () => {
    const sound = storedItems(journal, holds);
    const isLine = (item: Item, entryId: string, account: string) => 'line' in item && item.line[1] === entryId && item.line[0] === account;
    const escrow = accounts.agentEscrow('a');
    // Balances adjusted so that only the pairing is wrong.
    const withoutLine = sound
      .filter((item) => !isLine(item, 'hold:t2', escrow))
      .map((item) => ('balance' in item && item.balance[0] === escrow ? { balance: [escrow, 0] as [string, number] } : item));
    expect(tallied(withoutLine)).toEqual([
      `${escrow}: its lines and the journal's postings to it differ`,
      'agent a: escrow 0 but open task holds sum to 700',
    ]);
    expect(tallied([...sound, { line: [escrow, 'hold:t9', 0] }])).toEqual([`${escrow}: its lines and the journal's postings to it differ`]);
    const changed = sound.map((item) => (isLine(item, 'hold:t2', escrow) ? { line: [escrow, 'hold:t2', 600] as [string, string, number] } : item));
    expect(tallied(changed)).toContain(`${escrow}: its lines and the journal's postings to it differ`);
  });

  it('finds an unbalanced entry, and an escrow that is not its open tasks', () => {
    const unbalanced = { entryId: 'bad', kind: 'deposit' as const, postings: [{ account: 'x', amount: 1 }] };
    expect(tallied([...storedItems(journal, holds), { entry: unbalanced }])).toContain('bad: postings sum to 1, not 0');
    expect(tallied(storedItems(journal, [...holds, ['a', 5]]))).toEqual(['agent a: escrow 700 but open task holds sum to 705']);
  });

  it('sums the fee shards into the platform fees, and checks each shard as an account of its own', () => {
    const fees = [
      entries.deposit('a', 10_000, '0x2'),
      ...['t1', 't2', 't3', 't4', 't5', 't6'].flatMap((taskId, i) => [
        entries.escrowHold('a', taskId, 1_100 + i),
        escrowEntries.escrowRelease('a', taskId, 'o', 1_000, 100 + i),
      ]),
    ];
    const shards = new Set(fees.flatMap((entry) => entry.postings.map((p) => p.account)).filter(isPlatformFeeAccount));
    expect(shards.size).toBeGreaterThan(1);
    const tally = new LedgerTally();
    for (const item of storedItems(fees)) {
      if ('balance' in item) tally.balance(...item.balance);
      else if ('line' in item) tally.line(...item.line);
      else if ('entry' in item) tally.entry(item.entry);
    }
    expect(tally.findings()).toEqual([]);
    expect(tally.platformFees()).toBe(100 + 101 + 102 + 103 + 104 + 105);
  });
});

describe('The platform fee account, in shards', () => {
  it("posts a task's fee to the shard its id picks, always the same, and spreads tasks evenly over every shard", () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 3200; i++) {
      const taskId = `task_${randomUUID().replace(/-/g, '')}`;
      const release = escrowEntries.escrowRelease('a', taskId, 'o', 1_000, 100);
      const [shard] = release.postings.map((p) => p.account).filter(isPlatformFeeAccount);
      expect(shard).toBe(accounts.platformFees(taskId));
      expect(escrowEntries.escrowSplit('a', taskId, 'o', { operator: 500, fee: 50, refund: 550 }).postings).toContainEqual({
        account: shard,
        amount: 50,
      });
      counts.set(shard!, (counts.get(shard!) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual([...accounts.platformFeeAccounts].sort());
    expect(accounts.platformFeeAccounts).toHaveLength(PLATFORM_FEE_SHARDS);
    // 100 a shard on average; a fair hash stays well inside half to one and a half times that.
    for (const count of counts.values()) {
      expect(count).toBeGreaterThan(50);
      expect(count).toBeLessThan(150);
    }
  });
});
