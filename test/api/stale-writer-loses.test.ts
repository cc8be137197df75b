import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { afterEach, describe, expect, it } from 'vitest';
import type { MoveResult } from '../../functions/contexts/work/tasks/ports';
import { getTask } from '../../functions/contexts/work/tasks/store/tasks-store';
import { moveTask } from '../../functions/contexts/work/tasks/wiring/moves';
import { ddb } from '../../functions/platform/table/client';
import { api } from '../support/api';
import { createTask, fundedAgent, newOperator, operatorClaims } from '../support/tasks';

const HOLD = 'holdStaleTaskWrite';

type Put = { Item?: Record<string, unknown> };
/** A key attribute as the document client passes it, or marshalled (`{ S: ... }`). */
const text = (value: unknown): unknown => (typeof value === 'object' && value !== null && 'S' in value ? value.S : value);
const writesTask = (put: Put | undefined, taskId: string) => text(put?.Item?.pk) === `TASK#${taskId}` && text(put?.Item?.sk) === 'TASK';

/**
 * Holds the first transaction that writes the task until `release()`, so the write it carries
 * (decided from the task as it was read) arrives late; records how DynamoDB answered it.
 */
const holdFirstWriteOf = (taskId: string) => {
  let reached!: () => void;
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (reached = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: { taskItem?: number; outcome?: unknown } = {};
  ddb.middlewareStack.add(
    (next) => async (args) => {
      const items = (args.input as { TransactItems?: { Put?: Put }[] }).TransactItems ?? [];
      const taskItem = items.findIndex((item) => writesTask(item.Put, taskId));
      if (taskItem < 0 || 'outcome' in held) return next(args);
      held.taskItem = taskItem;
      reached();
      await released;
      try {
        const result = await next(args);
        held.outcome = 'written';
        return result;
      } catch (error) {
        held.outcome = error;
        throw error;
      }
    },
    { step: 'initialize', name: HOLD },
  );
  return { arrived, release, held };
};

afterEach(() => {
  ddb.middlewareStack.remove(HOLD);
});

describe('A task that leaves a status and comes back to it (ABA)', () => {
  it('refuses the write decided before the round trip, on the task’s status and version, and the claim is decided again', async () => {
    const agent = await fundedAgent(20);
    const { task_id: taskId } = await createTask(agent);
    const [late, early] = [await newOperator('Late Lena'), await newOperator('Early Eve')];
    const before = (await getTask(taskId))!;
    const stale = holdFirstWriteOf(taskId);

    // Late Lena's claim reads the task (PENDING, version v), decides, and its write is held.
    const now = new Date();
    const lateClaim = moveTask({
      taskId,
      trigger: 'accept',
      actor: { kind: 'operator', id: late.id },
      now,
      changes: (task) => ({
        operator: { id: late.id, name: late.name, rating: late.rating },
        estimate_minutes: 30,
        estimate_note: `decided from version ${task.version}`,
        claimed_at: now.toISOString(),
        approval_deadline: new Date(now.getTime() + 60 * 60 * 1000).toISOString(),
      }),
    });
    await stale.arrived;
    // Meanwhile: Early Eve claims (v+1, ESTIMATE_PENDING) and the agent rejects her estimate (v+2, PENDING again).
    expect((await operatorClaims(taskId, early)).status).toBe(200);
    expect((await api('POST', `/api/v1/tasks/${taskId}/estimate/reject`, { apiKey: agent.apiKey, body: {} })).status).toBe(200);
    const returned = (await getTask(taskId))!;
    expect(returned).toMatchObject({ status: 'PENDING', version: before.version + 2 });
    expect(returned.operator).toBeUndefined();
    stale.release();
    const [claim] = await Promise.allSettled([lateClaim]);

    // The late write found the status it expected but not the version: the task's own condition refused it.
    // (Its outbox event, version v+1, collides with Eve's too; refused by that alone, the claim would end in
    // an error instead of being decided again, so the test asks which condition failed.)
    expect(stale.held.outcome).toBeInstanceOf(TransactionCanceledException);
    const reasons = (stale.held.outcome as TransactionCanceledException).CancellationReasons ?? [];
    expect(reasons[stale.held.taskItem!]?.Code, 'the task item: #status = :from AND version = :version').toBe('ConditionalCheckFailed');
    // So Lena's claim was decided again from the task as it is now, and only that decision was written.
    expect(claim).toMatchObject({ status: 'fulfilled' });
    const { task } = (claim as PromiseFulfilledResult<MoveResult>).value;
    const stored = (await getTask(taskId))!;
    expect(stored).toEqual(task);
    expect(stored).toMatchObject({
      status: 'ESTIMATE_PENDING',
      version: before.version + 3,
      operator: { id: late.id },
      estimate_note: `decided from version ${before.version + 2}`,
    });
  });
});
