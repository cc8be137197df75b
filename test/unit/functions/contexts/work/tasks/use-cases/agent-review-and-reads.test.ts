import { describe, expect, it } from 'vitest';
import { handler as verifyRoute } from '../../../../../../../functions/contexts/work/completion/api/verify';
import type { Task } from '../../../../../../../functions/contexts/work/tasks/domain/tasks';
import type { AgentReviewPorts, AgentTaskReadPorts } from '../../../../../../../functions/contexts/work/tasks/ports';
import { retrieveCredential } from '../../../../../../../functions/contexts/work/tasks/use-cases/retrieve-credential';
import { getOwnedTask, listOwnedTasks, photoUrls } from '../../../../../../../functions/contexts/work/tasks/use-cases/task-queries';
import { verifyTask } from '../../../../../../../functions/contexts/work/tasks/use-cases/verify-task';
import { contribution } from '../../../../../../../functions/platform/table/contribution';
import { aPhoto } from '../../../../../../support/fakes/photos';
import { FakeTaskTable } from '../../../../../../support/fakes/tasks';
import { bodyOf, refusalOf } from '../../../../../../support/refusals';
import { aTask } from '../../../../../../support/task-fixture';

const now = new Date('2026-11-26T12:00:00.000Z');
const submitted = (overrides: Partial<Task> = {}) =>
  aTask({ status: 'SUBMITTED', operator: { id: 'op_1', name: 'Ada', rating: 5 }, submitted_at: now.toISOString(), ...overrides });

/** The agent's review on a table holding `task`; `mailed` and `finalized` record what the review asked for. */
const reviewOn = (task: Task) => {
  const table = new FakeTaskTable();
  table.add(task);
  const mailed: Task[] = [];
  const finalized: string[] = [];
  const deps: AgentReviewPorts = {
    moveTask: table.moveTask,
    mailDispute: async (disputed) => {
      mailed.push(disputed);
    },
    finalize: async (taskId) => {
      finalized.push(taskId);
      return { ...table.task(taskId), status: 'COMPLETED' };
    },
    settings: { disputeAppealHours: 48 },
  };
  return { table, deps, mailed, finalized };
};

describe("the agent's own review of the proof", () => {
  it('approves: VERIFIED with when, finalized at once so the answer says COMPLETED', async () => {
    const { table, deps, finalized, mailed } = reviewOn(submitted());
    const task = await verifyTask(deps, 'tsk_1', 'agt_1', { decision: 'APPROVE' }, now);
    expect(task.status).toBe('COMPLETED');
    expect(table.task('tsk_1')).toMatchObject({ status: 'VERIFIED', verified_at: now.toISOString() });
    expect([finalized, mailed]).toEqual([['tsk_1'], []]);
  });

  it('rejects with a reason: DISPUTED with the appeal deadline the setting gives, and the operator mailed', async () => {
    const { deps, finalized, mailed } = reviewOn(submitted());
    const task = await verifyTask(deps, 'tsk_1', 'agt_1', { decision: 'REJECT', reason: 'Wrong door' }, now);
    expect(task).toMatchObject({
      status: 'DISPUTED',
      dispute: { reason: 'Wrong door', disputed_at: now.toISOString(), appeal_deadline: '2026-11-28T12:00:00.000Z' },
    });
    expect([finalized, mailed.map((t) => t.task_id)]).toEqual([[], ['tsk_1']]);
  });

  it('refuses a rejection without a reason, and a review by another agent or of a task not in review, moving nothing', async () => {
    const { table, deps } = reviewOn(submitted());
    await expect(verifyTask(deps, 'tsk_1', 'agt_1', { decision: 'REJECT' }, now)).rejects.toThrow('reason is required');
    await expect(verifyTask(deps, 'tsk_1', 'agt_2', { decision: 'APPROVE' }, now)).rejects.toThrow('Task not found');
    expect(table.task('tsk_1').status).toBe('SUBMITTED');
    const open = reviewOn(aTask());
    await expect(verifyTask(open.deps, 'tsk_1', 'agt_1', { decision: 'APPROVE' }, now)).rejects.toThrow('Task not found or not in reviewable status');
  });

  it('answers 400 reason is required with REJECT to a rejection without a reason, the task staying in review', async () => {
    const { table, deps, mailed } = reviewOn(submitted({ status: 'MANUAL_REVIEW' }));
    expect(await refusalOf(() => verifyTask(deps, 'tsk_1', 'agt_1', { decision: 'REJECT' }, now))).toEqual({
      status: 400,
      body: { error: 'reason is required with REJECT' },
    });
    expect([table.task('tsk_1').status, mailed]).toEqual(['MANUAL_REVIEW', []]);
  });

  it.each(['PENDING', 'ACCEPTED', 'IN_PROGRESS'] as const)(
    'answers 404 Task not found or not in reviewable status to a review from %s',
    async (status) => {
      const { table, deps } = reviewOn(aTask({ status, operator: status === 'PENDING' ? undefined : { id: 'op_1', name: 'Ada', rating: 5 } }));
      expect(await refusalOf(() => verifyTask(deps, 'tsk_1', 'agt_1', { decision: 'APPROVE' }, now))).toEqual({
        status: 404,
        body: { error: 'Task not found or not in reviewable status' },
      });
      expect(table.task('tsk_1').status).toBe(status);
    },
  );

  it('reads only APPROVE or REJECT as the decision (400)', async () => {
    expect(await refusalOf(() => bodyOf(verifyRoute, { decision: 'MAYBE' }))).toEqual({
      status: 400,
      body: { error: 'decision must be one of APPROVE, REJECT' },
    });
  });

  it("commits the caller's contribute (the audit entry) in the review's own move", async () => {
    const { table, deps } = reviewOn(submitted());
    await verifyTask(deps, 'tsk_1', 'agt_1', { decision: 'APPROVE' }, now, (task) =>
      contribution([{ Put: { TableName: 't', Item: { pk: `AUDIT#${task.task_id}` } } }]),
    );
    expect(table.alsoWritten).toEqual([{ Put: { TableName: 't', Item: { pk: 'AUDIT#tsk_1' } } }]);
  });
});

/** Reads over a table of the agent's tasks, newest first, a delivery log and photo copies. */
const readsOn = (tasks: Task[]) => {
  const table = new FakeTaskTable();
  for (const task of tasks) table.add(task);
  const newestFirst = (agentId: string) => [...table.items.values()].filter((task) => task.agent_id === agentId).reverse();
  const deps: AgentTaskReadPorts = {
    tasks: table,
    lists: {
      pageAgentTasks: async (agentId, { limit, offset, after }) => {
        const all = newestFirst(agentId);
        const from = after ? all.findIndex((task) => task.task_id === after.taskId) + 1 : offset;
        const page = all.slice(from, from + limit);
        const last = page.at(-1);
        return { tasks: page, next: from + limit < all.length && last ? { createdAt: last.created_at, taskId: last.task_id } : undefined };
      },
      countAgentTasks: async (agentId) => newestFirst(agentId).length,
    },
    photos: {
      getTaskPhotos: async (taskId, ids) =>
        [aPhoto('tsk_1', 'ph_1', { agent_key: 'agent/ph_1' }), aPhoto('tsk_1', 'ph_2'), aPhoto('tsk_9', 'ph_3', { agent_key: 'agent/ph_3' })].filter(
          (photo) => photo.task_id === taskId && ids.includes(photo.photo_id),
        ),
    },
    presignDownload: async (key) => `https://bucket.example/${key}?signed`,
  };
  return deps;
};

describe('what an agent reads of its tasks', () => {
  it("finds its own task; another agent's task does not exist for it", async () => {
    const deps = readsOn([aTask()]);
    await expect(getOwnedTask(deps, 'tsk_1', 'agt_1')).resolves.toMatchObject({ task_id: 'tsk_1' });
    await expect(getOwnedTask(deps, 'tsk_1', 'agt_2')).rejects.toThrow('Task not found');
    await expect(getOwnedTask(deps, 'tsk_404', 'agt_1')).rejects.toThrow('Task not found');
  });

  it('pages by cursor, and refuses a cursor made for another agent', async () => {
    const tasks = ['a', 'b', 'c'].map((id, n) => aTask({ task_id: `tsk_${id}`, created_at: `2026-11-26T10:0${n}:00.000Z` }));
    const deps = readsOn([...tasks, aTask({ task_id: 'tsk_other', agent_id: 'agt_2' })]);
    const first = await listOwnedTasks(deps, 'agt_1', { limit: 2, offset: 0 });
    expect([first.tasks.map((t) => t.task_id), first.pagination.total]).toEqual([['tsk_c', 'tsk_b'], 3]);
    const second = await listOwnedTasks(deps, 'agt_1', { limit: 2, offset: 0, cursor: first.nextCursor! });
    expect([second.tasks.map((t) => t.task_id), second.nextCursor]).toEqual([['tsk_a'], null]);
    await expect(listOwnedTasks(deps, 'agt_2', { limit: 2, offset: 0, cursor: first.nextCursor! })).rejects.toThrow(/cursor/i);
  });

  it("links only this task's photo copies without metadata, never another task's photo nor an original", async () => {
    const deps = readsOn([aTask()]);
    expect(await photoUrls(deps, 'tsk_1', ['ph_1', 'ph_2', 'ph_3'])).toEqual(['https://bucket.example/agent/ph_1?signed']);
  });

  it('hands out the encrypted credential only of its own COMPLETED CREDENTIAL task', async () => {
    const jwe = { protected: 'p', encrypted_key: 'k', iv: 'i', ciphertext: 'c', tag: 't' };
    const done = aTask({ task_domain: 'CREDENTIAL', status: 'COMPLETED', encrypted_credential: jwe });
    const deps = readsOn([done, aTask({ task_id: 'tsk_open', task_domain: 'CREDENTIAL' }), aTask({ task_id: 'tsk_phys', status: 'COMPLETED' })]);
    expect(await retrieveCredential(deps, 'tsk_1', 'agt_1')).toEqual({ taskId: 'tsk_1', encryptedCredential: jwe });
    for (const [taskId, agentId] of [
      ['tsk_1', 'agt_2'],
      ['tsk_open', 'agt_1'],
      ['tsk_phys', 'agt_1'],
    ])
      await expect(retrieveCredential(deps, taskId!, agentId!)).rejects.toThrow('Credential task not found or not completed');
  });
});
