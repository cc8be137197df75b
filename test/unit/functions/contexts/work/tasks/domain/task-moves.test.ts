import { describe, expect, it } from 'vitest';
import { accounts } from '../../../../../../../functions/contexts/money/ledger/domain/accounts';
import { type MoveRequest, planMove } from '../../../../../../../functions/contexts/work/tasks/domain/task-moves';
import { transitionFor } from '../../../../../../../functions/contexts/work/tasks/domain/transitions';
import { TransitionRefusedError } from '../../../../../../../functions/platform/kernel/errors';
import { aTask } from '../../../../../../support/task-fixture';

const NOW = new Date('2026-11-26T12:00:00.000Z');
const rules = {
  timerRules: { workGraceMs: 24 * 3_600_000, stallMs: 300_000, safetyHoldMs: 24 * 3_600_000 },
  maxOpenClaims: 3,
  killFee: { percent: 10, minCents: 100 },
};
const operator = { id: 'op_1', name: 'Ada', rating: 5 };

const task = aTask;

const request = (trigger: MoveRequest['trigger'], actor: MoveRequest['actor'], extra: Partial<MoveRequest> = {}): MoveRequest => ({
  taskId: 'tsk_1',
  trigger,
  actor,
  now: NOW,
  ...extra,
});

const postings = (plan: ReturnType<typeof planMove>) => Object.fromEntries((plan.money?.postings ?? []).map((p) => [p.account, p.amount]));

describe('planMove', () => {
  // The submit route's move is wired without the metrics counter (tasks/wiring/proof-submission.ts): it must count nothing.
  it.each(['ACCEPTED', 'IN_PROGRESS'] as const)('a submit from %s enters SUBMITTED and moves no money, so it counts no move metric', (status) => {
    expect(transitionFor('submit')).toMatchObject({ to: 'SUBMITTED' });
    expect(transitionFor('submit').money).toBeUndefined();
    const plan = planMove(task({ status, operator: { ...operator, id: 'op_1' } }), request('submit', { kind: 'operator', id: 'op_1' }), rules);
    expect(plan.next.status).toBe('SUBMITTED');
    expect(plan.money).toBeUndefined();
    expect(plan.moneyMoved).toBeUndefined();
  });

  it("finalization releases the reward to the operator's pending balance and the fee to the platform, and counts a completion on both records", () => {
    const plan = planMove(task({ status: 'VERIFIED', operator }), request('finalize', { kind: 'system' }), rules);

    expect(plan.next).toMatchObject({ status: 'COMPLETED', version: 5, escrow_cents: 0, updated_at: NOW.toISOString() });
    expect(plan.money?.kind).toBe('escrow_release');
    expect(postings(plan)).toEqual({
      [accounts.agentEscrow('agt_1')]: -1_100,
      [accounts.operatorPending('op_1')]: 1_000,
      [accounts.platformFees('tsk_1')]: 100,
    });
    expect(plan.moneyMoved).toEqual({ releasedCents: 1_100, refundedCents: 0 });
    expect(plan.records).toEqual({
      operator: { operatorId: 'op_1', counters: ['tasks_completed'] },
      agent: { agentId: 'agt_1', counters: ['completed_tasks'] },
    });
    expect(plan.claim).toBeUndefined();
  });

  it('a cancellation refunds the whole escrow to the agent and records the refund on the task', () => {
    const plan = planMove(task(), request('cancel', { kind: 'agent', id: 'agt_1' }), rules);

    expect(plan.next).toMatchObject({ status: 'CANCELLED', escrow_cents: 0, refunded_cents: 1_100 });
    expect(postings(plan)).toEqual({ [accounts.agentEscrow('agt_1')]: -1_100, [accounts.agentDeposit('agt_1')]: 1_100 });
    expect(plan.moneyMoved).toEqual({ releasedCents: 0, refundedCents: 1_100 });
    expect(plan.records).toEqual({});
  });

  it("an agent's cancel from ACCEPTED pays the operator the kill fee and refunds the rest, in one kill_fee entry", () => {
    const plan = planMove(
      task({ status: 'ACCEPTED', operator, reward_cents: 2_500, fee_cents: 250, escrow_cents: 2_750 }),
      request('cancel', { kind: 'agent', id: 'agt_1' }),
      rules,
    );

    expect(plan.next).toMatchObject({ status: 'CANCELLED', escrow_cents: 0, refunded_cents: 2_500, kill_fee_cents: 250 });
    expect(plan.money?.kind).toBe('kill_fee');
    expect(postings(plan)).toEqual({
      [accounts.agentEscrow('agt_1')]: -2_750,
      [accounts.operatorPending('op_1')]: 250,
      [accounts.agentDeposit('agt_1')]: 2_500,
    });
    expect(plan.moneyMoved).toEqual({ releasedCents: 250, refundedCents: 2_500 });
  });

  it.each([
    // reward, escrow (reward + 10% fee), kill fee, refund: the API's kill-fee cases
    ['at its minimum: $1.00 on a $5 reward', 500, 550, 100, 450],
    ['at 10%: $2.50 on a $25 reward', 2_500, 2_750, 250, 2_500],
    ['10% floored to the cent: $1.23 on $12.34', 1_234, 1_357, 123, 1_234],
    ['capped at the reward: the whole $1.00 on the smallest reward', 100, 110, 100, 10],
  ])("an agent's cancel from ACCEPTED pays the operator the kill fee %s and refunds the rest", (_, reward, escrow, fee, refund) => {
    const accepted = task({ status: 'ACCEPTED', operator, reward_cents: reward, fee_cents: escrow - reward, escrow_cents: escrow });
    const plan = planMove(accepted, request('cancel', { kind: 'agent', id: 'agt_1' }), rules);
    expect(plan.next).toMatchObject({ status: 'CANCELLED', escrow_cents: 0, refunded_cents: refund, kill_fee_cents: fee });
    expect(postings(plan)).toEqual({
      [accounts.agentEscrow('agt_1')]: -escrow,
      [accounts.operatorPending('op_1')]: fee,
      [accounts.agentDeposit('agt_1')]: refund,
    });
  });

  it("an agent's cancel from ESTIMATE_PENDING pays no kill fee, though an operator claimed it", () => {
    const plan = planMove(task({ status: 'ESTIMATE_PENDING', operator }), request('cancel', { kind: 'agent', id: 'agt_1' }), rules);

    expect(plan.money?.kind).toBe('escrow_refund');
    expect(plan.next.kill_fee_cents).toBeUndefined();
  });

  it("a split pays the operator's share, the fee in proportion and refunds the rest, counting a split dispute", () => {
    const disputed = task({
      status: 'DISPUTED',
      operator,
      dispute: { reason: 'blurry', disputed_at: '2026-11-26T11:00:00.000Z', appeal_deadline: '2026-11-29T11:00:00.000Z' },
    });
    const plan = planMove(
      disputed,
      request(
        'resolve_split',
        { kind: 'admin' },
        {
          changes: (t) => ({ dispute: { ...t.dispute!, resolution: { outcome: 'split', operator_cents: 400, resolved_at: NOW.toISOString() } } }),
        },
      ),
      rules,
    );

    expect(postings(plan)).toEqual({
      [accounts.agentEscrow('agt_1')]: -1_100,
      [accounts.operatorPending('op_1')]: 400,
      [accounts.platformFees('tsk_1')]: 40,
      [accounts.agentDeposit('agt_1')]: 660,
    });
    expect(plan.next).toMatchObject({ status: 'COMPLETED', escrow_cents: 0, refunded_cents: 660 });
    expect(plan.moneyMoved).toEqual({ releasedCents: 440, refundedCents: 660 });
    expect(plan.records.operator?.counters).toEqual(['tasks_completed', 'disputes_split']);
  });

  it('a split without the operator share is a programming error, not a guess', () => {
    const disputed = task({
      status: 'DISPUTED',
      operator,
      dispute: { reason: 'x', disputed_at: NOW.toISOString(), appeal_deadline: NOW.toISOString() },
    });
    expect(() => planMove(disputed, request('resolve_split', { kind: 'admin' }), rules)).toThrow(/needs the operator's share/);
  });

  it('moves no money and counts nothing on a sandbox task', () => {
    const plan = planMove(task({ status: 'VERIFIED', sandbox: true, escrow_cents: 0, operator }), request('finalize', { kind: 'system' }), rules);
    expect(plan.money).toBeUndefined();
    expect(plan.records).toEqual({});
  });

  it.each(['finalize', 'agent_reject'] as const)("counts nothing on the agent's record for a sandbox task's %s", (trigger) => {
    const from = trigger === 'finalize' ? 'VERIFIED' : 'SUBMITTED';
    const actor = trigger === 'finalize' ? ({ kind: 'system' } as const) : ({ kind: 'agent', id: 'agt_1' } as const);
    const real = planMove(task({ status: from, operator }), request(trigger, actor), rules);
    expect(real.records.agent).toEqual({ agentId: 'agt_1', counters: [trigger === 'finalize' ? 'completed_tasks' : 'disputed_tasks'] });
    const sandbox = planMove(task({ status: from, sandbox: true, escrow_cents: 0, operator }), request(trigger, actor), rules);
    expect(sandbox.records).toEqual({});
  });

  it("takes a claim within the operator's limit on accept and gives it back when the claim is withdrawn", () => {
    const accepted = planMove(
      task(),
      request('accept', { kind: 'operator', id: 'op_1' }, { changes: () => ({ operator, claimed_at: NOW.toISOString() }) }),
      rules,
    );
    expect(accepted.claim).toEqual({ operatorId: 'op_1', taskId: 'tsk_1', change: 'take', limit: 3 });

    const withdrawn = planMove(
      accepted.next,
      request('withdraw_claim', { kind: 'operator', id: 'op_1' }, { clears: ['operator', 'claimed_at'] }),
      rules,
    );
    expect(withdrawn.claim).toEqual({ operatorId: 'op_1', taskId: 'tsk_1', change: 'give_back' });
    expect(withdrawn.next.operator).toBeUndefined();
    expect(withdrawn.next.status).toBe('PENDING');
  });

  it('counts a dispute on the agent record when the agent rejects the proof', () => {
    const plan = planMove(task({ status: 'SUBMITTED', operator }), request('agent_reject', { kind: 'agent', id: 'agt_1' }), rules);
    expect(plan.records).toEqual({ agent: { agentId: 'agt_1', counters: ['disputed_tasks'] } });
    expect(plan.money).toBeUndefined();
  });

  it('owes a callback check by the stall delay, keeping an earlier pending one, and forgets restarts of the last status', () => {
    const withCallback = task({ callback_url: 'https://agent.example/hook', resumes: 2 });
    const fresh = planMove(withCallback, request('cancel', { kind: 'agent', id: 'agt_1' }), rules);
    expect(fresh.next.callbacks_due).toBe(new Date(NOW.getTime() + rules.timerRules.stallMs).toISOString());
    expect(fresh.next.resumes).toBeUndefined();

    const pending = planMove(
      { ...withCallback, callbacks_due: '2026-11-26T11:59:00.000Z' },
      request('cancel', { kind: 'agent', id: 'agt_1' }),
      rules,
    );
    expect(pending.next.callbacks_due).toBe('2026-11-26T11:59:00.000Z');
  });

  it("refuses by the transition table: another agent's task is not found, a wrong status is the trigger's refusal", () => {
    expect(() => planMove(task(), request('cancel', { kind: 'agent', id: 'agt_2' }), rules)).toThrow('Task not found');
    expect(() => planMove(task({ status: 'COMPLETED' }), request('cancel', { kind: 'agent', id: 'agt_1' }), rules)).toThrow(TransitionRefusedError);
  });

  it('refuses a missing task as not found to agents and workflows, and with the refusal operators and the back office get', () => {
    expect(() => planMove(undefined, request('finalize', { kind: 'system' }), rules)).toThrow('Task not found');
    expect(() => planMove(undefined, request('start', { kind: 'operator', id: 'op_1' }), rules)).toThrow(TransitionRefusedError);
  });
});
