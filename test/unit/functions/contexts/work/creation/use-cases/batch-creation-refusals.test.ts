import { describe, expect, it } from 'vitest';
import { accounts } from '../../../../../../../functions/contexts/money/ledger/domain/accounts';
import type { ConsensusRule } from '../../../../../../../functions/contexts/work/batches/domain';
import { handler } from '../../../../../../../functions/contexts/work/creation/api/create-batch';
import { createBatchFromBody } from '../../../../../../../functions/contexts/work/creation/use-cases';
import type { CreationBody } from '../../../../../../../functions/contexts/work/templates/use-cases';
import { contributesNothing } from '../../../../../../../functions/platform/table/contribution';
import { fakeBatches } from '../../../../../../support/fakes/batches';
import { FakeTaskCreation } from '../../../../../../support/fakes/tasks';
import { FakeTemplatesTable } from '../../../../../../support/fakes/templates';
import { bodyOf, refusalOf } from '../../../../../../support/refusals';
import { taskBody } from '../../../../../../support/request-bodies';

const now = new Date('2026-11-26T12:00:00.000Z');

/**
 * POST /api/v1/batches short of HTTP and the table: the body read as the route's handler reads it (3 seats
 * of the task unless `overrides` says otherwise), then created over fakes for a VERIFIED agt_1 holding `dollars`.
 */
const batcher = (dollars: number) => {
  const batches = fakeBatches();
  batches.table.tiers.set('agt_1', 'VERIFIED');
  batches.ledger.balances.set(accounts.agentDeposit('agt_1'), dollars * 100);
  const deps = { templates: new FakeTemplatesTable(), tasks: new FakeTaskCreation(), batches };
  const create = (overrides: Record<string, unknown>) => {
    const request = bodyOf<{ task: CreationBody; seats: number; consensus?: ConsensusRule }>(handler, { task: taskBody(), seats: 3, ...overrides });
    return createBatchFromBody(deps, 'agt_1', request, now, contributesNothing);
  };
  const deposit = () => batches.ledger.balance(accounts.agentDeposit('agt_1'));
  return { batches, create, deposit };
};

describe('POST /api/v1/batches: what the body may hold (400)', () => {
  it.each([
    [{ seats: 51 }, 'seats must be at most 50'],
    [{ seats: 2.5 }, 'seats must be an integer'],
    [{ seats: '3' }, 'seats must be a number'],
    [{ task: undefined }, 'task is required'],
    [{ task: taskBody({ reward_usd: 'ten' }) }, 'task.reward_usd must be a number'],
    [{ consensus: { field: 'open', min_agreement: 1 } }, 'consensus.min_agreement must be at least 2'],
    [{ consensus: { field: 'has space', min_agreement: 2 } }, 'consensus.field must be a property name (letters, digits, _; at most 64)'],
    [{ consensus: { field: 'x'.repeat(65), min_agreement: 2 } }, 'consensus.field must be a property name (letters, digits, _; at most 64)'],
    [{ consensus: { min_agreement: 2 } }, 'consensus.field is required'],
    [{ seats: 3, consensus: { field: 'open', min_agreement: 4 } }, 'consensus.min_agreement must be between 2 and seats (3)'],
  ])('refuses %j, holding nothing', async (overrides, message) => {
    const { batches, create, deposit } = batcher(100);
    expect(await refusalOf(() => create(overrides))).toEqual({ status: 400, body: { error: message } });
    expect([deposit(), batches.table.batches.size]).toEqual([100_00, 0]);
  });
});

describe("POST /api/v1/batches: the tier's daily task limit (422)", () => {
  it('counts every seat against it: 11 seats refused, 10 taken, then 2 more refused', async () => {
    const { create } = batcher(200);
    const refused = { status: 422, body: { error: 'Daily task limit reached: VERIFIED tier allows 10 tasks per day' } };
    expect(await refusalOf(() => create({ seats: 11, task: taskBody({ reward_usd: 1 }) }))).toEqual(refused);
    expect((await create({ seats: 10, task: taskBody({ reward_usd: 1 }) })).task_ids).toHaveLength(10);
    expect(await refusalOf(() => create({ seats: 2, task: taskBody({ reward_usd: 1 }) }))).toEqual(refused);
  });
});
