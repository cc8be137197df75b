import { describe, expect, it } from 'vitest';
import { accounts } from '../../../../../../../functions/contexts/money/ledger/domain/accounts';
import { refuseHold, releaseHold, reportTask } from '../../../../../../../functions/contexts/work/safety-holds/use-cases';
import { FakeSafetyHolds } from '../../../../../../support/fakes/safety-holds';
import { aTask } from '../../../../../../support/task-fixture';

const NOW = new Date('2026-11-26T12:00:00.000Z');
const CLAIM = { operator: { id: 'op_1', name: 'Olga', rating: 5 }, claimed_at: '2026-11-26T11:00:00.000Z', estimate_minutes: 30 };

/** The ports with one task (a $10 reward, $1 fee in escrow) and its escrow on the fake ledger. */
const withTask = (overrides: Parameters<typeof aTask>[0] = {}) => {
  const deps = new FakeSafetyHolds();
  deps.table.add(aTask(overrides));
  deps.table.ledger.balances.set(accounts.agentEscrow('agt_1'), 1_100);
  return deps;
};
const report = (deps: FakeSafetyHolds, operatorId: string) => reportTask(deps, 'tsk_1', operatorId, { reason: 'prohibited' }, NOW);

describe('reporting a task', () => {
  it('counts the first report on an open task and holds it at the second, with the reported hold', async () => {
    const deps = withTask();
    await report(deps, 'op_1');
    expect(deps.table.task('tsk_1')).toMatchObject({ status: 'PENDING', reports: 1 });
    await report(deps, 'op_2');
    expect(deps.table.task('tsk_1')).toMatchObject({
      status: 'HELD',
      reports: 2,
      escrow_cents: 1_100,
      hold: { category: 'operator_report', held_at: NOW.toISOString() },
    });
    expect(deps.table.events).toEqual([{ taskId: 'tsk_1', status: 'HELD', previous: 'PENDING' }]);
    expect([...deps.stored.keys()]).toEqual(['tsk_1#op_1', 'tsk_1#op_2']);
  });

  it('refuses a second report by the same operator, on the count and on the hold alike', async () => {
    const deps = withTask();
    await report(deps, 'op_1');
    await expect(report(deps, 'op_1')).rejects.toMatchObject({ message: 'Already reported' });
    expect(deps.table.task('tsk_1')).toMatchObject({ status: 'PENDING', reports: 1 });
  });

  it("ends the claimant's claim without penalty and holds the task", async () => {
    const deps = withTask({ status: 'ACCEPTED', ...CLAIM });
    deps.table.openClaims.set('op_1', new Set(['tsk_1']));
    await report(deps, 'op_1');
    const held = deps.table.task('tsk_1');
    expect(held).toMatchObject({ status: 'HELD', hold: { category: 'operator_report' } });
    expect([held.operator, held.claimed_at, held.estimate_minutes]).toEqual([undefined, undefined, undefined]);
    expect(deps.table.openClaims.get('op_1')).toEqual(new Set());
  });

  it('reads the task again when another report counted first, and holds it once', async () => {
    const deps = withTask();
    let raced = false;
    deps.table.beforeWrite = async () => {
      if (raced) return;
      raced = true;
      await report(deps, 'op_2');
    };
    await report(deps, 'op_1');
    expect(deps.table.task('tsk_1')).toMatchObject({ status: 'HELD', reports: 2 });
    expect(deps.table.events.filter((event) => event.status === 'HELD')).toHaveLength(1);
  });

  it('hides what the operator cannot see, and refuses work past the point a report can stop it', async () => {
    await expect(report(withTask({ status: 'ACCEPTED', ...CLAIM }), 'op_2')).rejects.toMatchObject({ message: 'Task not found' });
    await expect(report(withTask({ status: 'SUBMITTED', ...CLAIM }), 'op_1')).rejects.toMatchObject({ message: 'Task not found or no longer open' });
  });
});

describe("staff's decision on a HELD task", () => {
  const held = { status: 'HELD' as const, hold: { reason: 'Reported', category: 'operator_report', held_at: NOW.toISOString() } };

  it('releases it to operators with its escrow, audited; the judged reports no longer count', async () => {
    const deps = withTask({ ...held, reports: 2 });
    const task = await releaseHold(deps, 'tsk_1', 'sam@example.com', NOW);
    expect(task).toMatchObject({ status: 'PENDING', escrow_cents: 1_100 });
    expect(task.reports).toBeUndefined();
    await report(deps, 'op_3');
    expect(deps.table.task('tsk_1')).toMatchObject({ status: 'PENDING', reports: 1 });
    expect(deps.audited).toEqual([expect.objectContaining({ action: 'hold_release', target: 'tsk_1', actor: 'sam@example.com' })]);
  });

  it('refuses it: CANCELLED, the whole escrow back to the deposit, audited with the reason', async () => {
    const deps = withTask(held);
    const task = await refuseHold(deps, 'tsk_1', 'Surveillance', 'sam@example.com', NOW);
    expect(task).toMatchObject({ status: 'CANCELLED', escrow_cents: 0, refunded_cents: 1_100, cancelled_at: NOW.toISOString() });
    expect(deps.table.ledger.balance(accounts.agentDeposit('agt_1'))).toBe(1_100);
    expect(deps.audited).toEqual([expect.objectContaining({ action: 'hold_refusal', detail: 'refused: Surveillance' })]);
    await expect(refuseHold(deps, 'tsk_1', 'again', 'sam@example.com', NOW)).rejects.toMatchObject({ message: 'Task not found or not held' });
  });
});
