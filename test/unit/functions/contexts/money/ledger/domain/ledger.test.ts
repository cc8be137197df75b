import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accounts } from '../../../../../../../functions/contexts/money/ledger/domain/accounts';
import {
  assertBalanced,
  entries,
  escrowEntries,
  type JournalEntry,
  ledgerViolations,
} from '../../../../../../../functions/contexts/money/ledger/domain/ledger';

describe('journal entries', () => {
  it('balance to zero for every kind of movement', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), (reward, fee) => {
        for (const entry of [
          entries.deposit('a', reward, 'tx'),
          entries.escrowHold('a', 't', reward + fee),
          escrowEntries.escrowRefund('a', 't', reward + fee),
          escrowEntries.escrowRelease('a', 't', 'o', reward, fee),
        ]) {
          expect(entry.postings.reduce((sum, p) => sum + p.amount, 0)).toBe(0);
        }
      }),
    );
  });

  it('are keyed by their cause, so a task has one hold, one refund and one release', () => {
    expect(entries.escrowHold('a', 'task_1', 100).entryId).toBe('hold:task_1');
    expect(escrowEntries.escrowRefund('a', 'task_1', 100).entryId).toBe('refund:task_1');
    expect(escrowEntries.escrowRelease('a', 'task_1', 'o', 90, 10).entryId).toBe('release:task_1');
    expect(entries.deposit('a', 100, '0xabc').entryId).toBe('deposit:0xabc');
  });

  it('refuse unbalanced, fractional or repeated postings', () => {
    expect(() => assertBalanced({ entryId: 'x', postings: [{ account: 'a', amount: 1 }] })).toThrow('sum to 1');
    expect(() =>
      assertBalanced({
        entryId: 'x',
        postings: [
          { account: 'a', amount: 0.5 },
          { account: 'b', amount: -0.5 },
        ],
      }),
    ).toThrow('integer');
    expect(() =>
      assertBalanced({
        entryId: 'x',
        postings: [
          { account: 'a', amount: 1 },
          { account: 'a', amount: -1 },
        ],
      }),
    ).toThrow('twice');
  });
});

describe('ledgerViolations', () => {
  const deposit = entries.deposit('a', 1000, 'tx1');
  const hold = entries.escrowHold('a', 't1', 550);
  const sound = (journal: JournalEntry[]) => {
    const balances = new Map<string, number>();
    const lines = new Map<string, { entryId: string; amount: number }[]>();
    for (const entry of journal) {
      for (const { account, amount } of entry.postings) {
        balances.set(account, (balances.get(account) ?? 0) + amount);
        lines.set(account, [...(lines.get(account) ?? []), { entryId: entry.entryId, amount }]);
      }
    }
    return { balances, lines, entries: journal, openHolds: new Map([['a', 550]]) };
  };

  it('finds nothing wrong with a sound ledger', () => {
    expect(ledgerViolations(sound([deposit, hold]))).toEqual([]);
  });

  it('notices a balance that disagrees with its lines', () => {
    const snapshot = sound([deposit, hold]);
    snapshot.balances.set(accounts.agentDeposit('a'), 500);
    expect(ledgerViolations(snapshot)).toEqual([`${accounts.agentDeposit('a')}: balance 500 but its lines sum to 450`]);
  });

  it('notices escrow that does not match the open task holds', () => {
    const snapshot = { ...sound([deposit, hold]), openHolds: new Map([['a', 0]]) };
    expect(ledgerViolations(snapshot)).toEqual(['agent a: escrow 550 but open task holds sum to 0']);
  });

  it('notices a negative balance outside the external accounts', () => {
    const overdrawn = entries.escrowHold('a', 't2', 2000);
    const snapshot = { ...sound([deposit, overdrawn]), openHolds: new Map([['a', 2000]]) };
    expect(ledgerViolations(snapshot)).toEqual([`${accounts.agentDeposit('a')}: negative balance -1000`]);
  });
});
