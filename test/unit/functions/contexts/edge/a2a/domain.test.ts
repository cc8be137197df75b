import { TaskState } from '@a2a-js/sdk';
import { describe, expect, it } from 'vitest';
import { A2A_STATE_OF } from '../../../../../../functions/contexts/delivery/a2a-push/domain/a2a-push';
import { a2aRefusal, a2aTask, HANDOFF_REFUSAL_CODE } from '../../../../../../functions/contexts/edge/a2a/domain/a2a';
import { TASK_STATUSES } from '../../../../../../functions/contexts/work/tasks/domain';

describe('A2A domain', () => {
  it('maps every Handoff status to an A2A state, the agent’s turn to input-required, and never to failed or rejected', () => {
    const states = TASK_STATUSES.map((status) => A2A_STATE_OF[status]);
    expect(states).not.toContain(TaskState.TASK_STATE_UNSPECIFIED);
    expect(states).not.toContain(TaskState.TASK_STATE_FAILED);
    expect(states).not.toContain(TaskState.TASK_STATE_REJECTED);
    expect(TASK_STATUSES.filter((status) => A2A_STATE_OF[status] === TaskState.TASK_STATE_INPUT_REQUIRED)).toEqual([
      'ESTIMATE_PENDING',
      'MANUAL_REVIEW',
    ]);
  });

  it('makes the A2A task of a Handoff task: the same id as task and context, the view as its artifact', () => {
    const view = { task_id: 't-1', status: 'COMPLETED' as const, updated_at: '2026-11-29T06:00:00.000Z', result: { open: true } };
    const task = a2aTask(view);
    expect(task).toMatchObject({ id: 't-1', contextId: 't-1', status: { state: TaskState.TASK_STATE_COMPLETED, timestamp: view.updated_at } });
    expect(task.artifacts[0]?.parts[0]?.content).toEqual({ $case: 'data', value: view });
  });

  it('turns a route’s refusal into the A2A error of its kind, keeping the message', () => {
    expect(a2aRefusal(400, 'Unknown field: deadline_hours', 'create')).toMatchObject({
      name: 'RequestMalformedError',
      message: 'Unknown field: deadline_hours',
    });
    expect(a2aRefusal(404, 'Task not found', 'read').name).toBe('TaskNotFoundError');
    expect(a2aRefusal(404, 'Task not found or cannot be cancelled', 'cancel').name).toBe('TaskNotCancelableError');
    expect(a2aRefusal(422, 'Refused by the acceptable use policy: fraud', 'create')).toMatchObject({
      envelopeCode: HANDOFF_REFUSAL_CODE,
      message: 'Refused by the acceptable use policy: fraud',
    });
  });
});
