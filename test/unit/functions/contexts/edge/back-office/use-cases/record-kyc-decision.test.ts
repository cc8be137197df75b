import { describe, expect, it } from 'vitest';
import { recordOperatorKyc } from '../../../../../../../functions/contexts/edge/back-office/use-cases/record-kyc-decision';
import type { MoveTaskRequest } from '../../../../../../../functions/contexts/work/tasks/ports';
import { TransitionRefusedError } from '../../../../../../../functions/platform/kernel/errors';
import { anOperator, FakeOperatorsStore } from '../../../../../../support/fakes/operators';
import { aTask } from '../../../../../../support/task-fixture';

const now = new Date('2026-11-26T12:00:00.000Z');

describe('recordOperatorKyc', () => {
  it("records a rejection with its audit entry and hands each of the operator's open claims back, skipping one that already left", async () => {
    const store = FakeOperatorsStore.with(anOperator({ kyc_status: 'PENDING', open_claims: new Set(['tsk_1', 'tsk_2']) }));
    const moves: MoveTaskRequest[] = [];
    const moveTask = async (request: MoveTaskRequest) => {
      moves.push(request);
      if (request.taskId === 'tsk_1') throw new TransitionRefusedError('Task not found or not claimed');
      return { task: aTask({ task_id: request.taskId }), moved: true } as never;
    };
    const operator = await recordOperatorKyc({ store, moveTask }, 'op_1', { decision: 'REJECTED', reason: 'blurred ID' }, 'alice@example.com', now);
    expect(operator).toMatchObject({ kyc_status: 'REJECTED', kyc_reason: 'blurred ID' });
    expect(store.audit).toEqual([
      { at: now.toISOString(), actor: 'alice@example.com', action: 'kyc_decision', target: 'op_1', detail: 'REJECTED: blurred ID' },
    ]);
    expect(moves.map((move) => [move.taskId, move.trigger, move.actor])).toEqual([
      ['tsk_1', 'revoke_claim', { kind: 'system', operatorId: 'op_1' }],
      ['tsk_2', 'revoke_claim', { kind: 'system', operatorId: 'op_1' }],
    ]);
  });

  it('moves no task on an approval, and stops on a failure that is not a refused move', async () => {
    const store = FakeOperatorsStore.with(anOperator({ kyc_status: 'PENDING', open_claims: new Set(['tsk_1']) }));
    const moves: MoveTaskRequest[] = [];
    const recording = async (request: MoveTaskRequest) => {
      moves.push(request);
      return {} as never;
    };
    await recordOperatorKyc({ store, moveTask: recording }, 'op_1', { decision: 'APPROVED' }, 'a', now);
    expect(moves).toEqual([]);
    const failing = async () => {
      throw new Error('table down');
    };
    await expect(recordOperatorKyc({ store, moveTask: failing }, 'op_1', { decision: 'REJECTED' }, 'a', now)).rejects.toThrow('table down');
  });
});
