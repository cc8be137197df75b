import { describe, expect, it } from 'vitest';
import { handler as listTasks } from '../../../../../../../functions/contexts/work/tasks/api/agent/list';
import { handler as acceptTask } from '../../../../../../../functions/contexts/work/tasks/api/operator/accept';
import { handler as submitProof } from '../../../../../../../functions/contexts/work/tasks/api/operator/submit';
import { TASK_STATUSES } from '../../../../../../../functions/contexts/work/tasks/domain/tasks';
import { bodyOf, queryOf, refusalOf } from '../../../../../../support/refusals';

const STATUSES = TASK_STATUSES.join(', ');

describe('what the task routes read, refused with 400 before any use case runs', () => {
  it.each([
    [{ limit: '101' }, 'limit must be at most 100'],
    [{ offset: '-1' }, 'offset must be at least 0'],
    [{ status: 'DONE' }, `status must be one of ${STATUSES}`],
  ])('GET /api/v1/tasks refuses the query %j', async (query, message) => {
    expect(await refusalOf(() => queryOf(listTasks, query))).toEqual({ status: 400, body: { error: message } });
  });

  it.each([
    [{ estimate_minutes: -5 }, 'estimate_minutes must be at least 0'],
    [{ estimate_hours: 1.5 }, 'estimate_hours must be an integer'],
  ])('POST /api/v1/operator/tasks/{id}/accept refuses the estimate %j', async (estimate, message) => {
    expect(await refusalOf(() => bodyOf(acceptTask, estimate))).toEqual({ status: 400, body: { error: message } });
  });

  it.each([
    [{ photos: 'a.jpg', notes: 'x' }, 'photos must be an array'],
    [{ photos: [1], notes: 'x' }, 'photos[0] must be a string'],
    [{ photos: [] }, 'notes is required'],
  ])('POST /api/v1/operator/tasks/{id}/submit refuses the proof %j', async (proof, message) => {
    expect(await refusalOf(() => bodyOf(submitProof, proof))).toEqual({ status: 400, body: { error: message } });
  });
});
