import { describe, expect, it } from 'vitest';
import { accounts } from '../../../../../../../functions/contexts/money/ledger/domain/accounts';
import { createBatchFromBody, createTaskFromBody } from '../../../../../../../functions/contexts/work/creation/use-cases';
import { createTemplate } from '../../../../../../../functions/contexts/work/templates/use-cases/manage-templates';
import { contributesNothing, contribution } from '../../../../../../../functions/platform/table/contribution';
import { fakeBatches } from '../../../../../../support/fakes/batches';
import { FakeTaskCreation } from '../../../../../../support/fakes/tasks';
import { FakeTemplatesTable } from '../../../../../../support/fakes/templates';

const now = new Date('2026-11-26T12:00:00.000Z');

/** The creation ports over fakes, with agt_1 verified and holding `deposit` cents, and one template of its own. */
const world = async (deposit = 10_000) => {
  const templates = new FakeTemplatesTable();
  const tasks = new FakeTaskCreation();
  tasks.tiers.set('agt_1', 'STANDARD');
  tasks.table.ledger.balances.set(accounts.agentDeposit('agt_1'), deposit);
  const batches = fakeBatches();
  batches.ledger.balances.set(accounts.agentDeposit('agt_1'), deposit);
  const template = await createTemplate(
    templates,
    'agt_1',
    {
      name: 'Queue length',
      task_type: 'VERIFICATION',
      title: 'How long is the queue at {{place}}?',
      description: 'Go to {{place}} and count the people waiting.',
      proof_requirements: ['A photo of the queue'],
      reward: 500,
    },
    now,
  );
  return { deps: { templates, tasks, batches }, tasks, batches, templateId: template.template_id };
};

describe('createTaskFromBody: a creation body becomes one escrowed task', () => {
  it("fills the named template's fields and holds the task's escrow", async () => {
    const { deps, tasks, templateId } = await world();
    const task = await createTaskFromBody(deps, 'agt_1', { template_id: templateId, inputs: { place: 'the bakery' } }, now, contributesNothing);
    expect(task).toMatchObject({ title: 'How long is the queue at the bakery?', reward_cents: 500, status: 'PENDING' });
    expect(tasks.table.ledger.balance(accounts.agentEscrow('agt_1'))).toBe(task.reward_cents + task.fee_cents);
  });

  it("refuses another agent's template before anything is written", async () => {
    const { deps, tasks, templateId } = await world();
    await expect(createTaskFromBody(deps, 'agt_2', { template_id: templateId, inputs: { place: 'x' } }, now, contributesNothing)).rejects.toThrow(
      'Template not found',
    );
    expect(tasks.table.ledger.balance(accounts.agentEscrow('agt_2'))).toBe(0);
  });
});

describe('createBatchFromBody: a creation body becomes N seats, all escrowed or none', () => {
  it("drafts every seat from the template and commits the caller's contribution with them", async () => {
    const { deps, batches, templateId } = await world();
    const batch = await createBatchFromBody(
      deps,
      'agt_1',
      { task: { template_id: templateId, inputs: { place: 'the bakery' } }, seats: 2 },
      now,
      () => contribution(['idempotency record' as never]),
    );
    expect(batch.task_ids).toHaveLength(2);
    const seats = await batches.table.getSeats(batch.task_ids);
    expect(seats.map((seat) => seat.title)).toEqual(Array(2).fill('How long is the queue at the bakery?'));
    expect(batches.table.contributed).toEqual([['idempotency record']]);
  });

  it('writes nothing when the balance covers some seats but not all (402)', async () => {
    const { deps, batches, templateId } = await world(600);
    await expect(
      createBatchFromBody(deps, 'agt_1', { task: { template_id: templateId, inputs: { place: 'x' } }, seats: 2 }, now, contributesNothing),
    ).rejects.toThrow('Insufficient balance for escrow');
    expect(batches.table.batches.size).toBe(0);
  });
});
