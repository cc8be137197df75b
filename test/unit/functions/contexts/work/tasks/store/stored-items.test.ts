import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { operatorsKeys } from '../../../../../../../functions/contexts/accounts/operators/store/keys';
import { getOperator } from '../../../../../../../functions/contexts/accounts/operators/store/operators-store';
import type { Task } from '../../../../../../../functions/contexts/work/tasks/domain/tasks';
import { tasksKeys } from '../../../../../../../functions/contexts/work/tasks/store/keys';
import { getTask, pageAgentTasks } from '../../../../../../../functions/contexts/work/tasks/store/tasks-store';
import { storedVerdict } from '../../../../../../../functions/contexts/work/tasks/store/verdict-item';
import { moveTask } from '../../../../../../../functions/contexts/work/tasks/wiring/moves';
import { config } from '../../../../../../../functions/platform/settings';
import { platformKeys } from '../../../../../../../functions/platform/table/keys';
import { CorruptItemError, itemSchema, parseItem } from '../../../../../../../functions/platform/table/read-item';

// The table, as the store's one client (a document client the paginators accept): each test says what it holds.
const send = vi.hoisted(() => vi.fn());
vi.mock('../../../../../../../functions/platform/table/client', async () => {
  const { DynamoDBDocumentClient } = await import('@aws-sdk/lib-dynamodb');
  return { ddb: Object.assign(Object.create(DynamoDBDocumentClient.prototype), { send }), TABLE_NAME: 'handoff-test' };
});

const task: Task = {
  task_id: 'tsk_1',
  agent_id: 'agt_1',
  title: 'Photograph the storefront',
  description: 'One photo of the door',
  task_type: 'PHOTO',
  task_domain: 'PHYSICAL',
  reward_cents: 1000,
  fee_cents: 100,
  escrow_cents: 1100,
  deadline: '2026-06-03T12:00:00.000Z',
  proof_requirements: ['door'],
  status: 'PENDING',
  version: 1,
  sandbox: false,
  created_at: '2026-06-01T12:00:00.000Z',
  updated_at: '2026-06-01T12:00:00.000Z',
};

const stored = (fields: object) => ({
  ...tasksKeys.task('tsk_1'),
  ...tasksKeys.agentTasks('agt_1', task.created_at, 'tsk_1'),
  ...platformKeys.timer(task.deadline, 'tsk_1'),
  ...fields,
});

/** The task's content item (what is written once): a read of the task reads it beside the task item. */
const content = {
  ...tasksKeys.taskContent('tsk_1'),
  task_id: 'tsk_1',
  agent_id: 'agt_1',
  title: task.title,
  description: task.description,
  proof_requirements: ['door'],
};

beforeEach(() => send.mockReset());

describe('Stored items read through the store', () => {
  it('reads a task as the domain type, without its keys and index attributes', async () => {
    send.mockResolvedValue({ Items: [stored(task), content] });
    expect(await getTask('tsk_1')).toEqual(task);
  });

  it('throws an error naming the item when a task item is corrupt', async () => {
    send.mockResolvedValue({ Items: [stored({ ...task, escrow_cents: '1100' }), content] });
    const read = getTask('tsk_1');
    await expect(read).rejects.toBeInstanceOf(CorruptItemError);
    await expect(read).rejects.toThrow(/pk=TASK#tsk_1 sk=TASK .*escrow_cents/);
  });

  it('refuses an old-shaped task item that lacks a field money code needs', async () => {
    const { escrow_cents: _missing, ...oldShape } = task;
    send.mockResolvedValue({ Items: [stored(oldShape), content] });
    await expect(getTask('tsk_1')).rejects.toThrow(/pk=TASK#tsk_1 sk=TASK does not have the expected shape: escrow_cents/);
  });

  it('checks the tasks a page reads by batch, naming the corrupt one', async () => {
    send
      .mockResolvedValueOnce({ Items: [stored({ status: 'PENDING' })] })
      .mockResolvedValueOnce({ Responses: { 'handoff-test': [stored({ ...task, status: 'LOST' }), content] } });
    await expect(pageAgentTasks('agt_1', { limit: 10, offset: 0 })).rejects.toThrow(/pk=TASK#tsk_1 sk=TASK .*status/);
  });

  it('reads a KYC decision stored without a reason as no reason', async () => {
    const operator = {
      operator_id: 'op_1',
      name: 'Olga',
      email: 'olga@example.com',
      skills: [],
      kyc_status: 'APPROVED',
      kyc_decided_at: '2026-06-01T12:00:00.000Z',
      rating: 5,
      created_at: '2026-06-01T11:00:00.000Z',
    };
    send.mockResolvedValue({ Item: { ...operatorsKeys.operator('op_1'), ...operator, kyc_reason: null } });
    expect(await getOperator('op_1')).toEqual({ ...operator, kyc_reason: undefined });
  });

  it('writes a moved task with its index attributes made afresh, and not what is written once', async () => {
    const approvalDeadline = '2026-06-02T12:00:00.000Z';
    const claimed = stored({
      ...task,
      status: 'ESTIMATE_PENDING',
      approval_deadline: approvalDeadline,
      ...platformKeys.timer(approvalDeadline, 'tsk_1'),
    });
    send.mockResolvedValueOnce({ Items: [claimed, content] }).mockResolvedValueOnce({});
    await moveTask({ taskId: 'tsk_1', trigger: 'reject_estimate', actor: { kind: 'agent', id: 'agt_1' }, now: new Date(task.created_at) });
    const written = send.mock.calls[1]![0].input.TransactItems[0].Put.Item;
    // Back to PENDING: its timer is the deadline again (it was read with the claim's approval deadline).
    expect(written).toMatchObject({ status: 'PENDING', ...platformKeys.timer(task.deadline, 'tsk_1') });
    // The content did not change: the move writes the task item and its event, not the content item.
    expect(written).not.toHaveProperty('description');
    expect(send.mock.calls[1]![0].input.TransactItems.map((item: { Put: { Item: { sk: string } } }) => item.Put.Item.sk)).toEqual([
      'TASK',
      'EVENT#000002',
    ]);
  });

  it('writes no agent, creation time or domain on the task item, and reads them back from its agent-list keys and its type', async () => {
    const { agent_id: _agent, created_at: _created, task_domain: _domain, ...withoutDerived } = task;
    const claimed = { ...withoutDerived, status: 'ESTIMATE_PENDING', approval_deadline: '2026-06-02T12:00:00.000Z' };
    send.mockResolvedValueOnce({ Items: [stored(claimed), content] }).mockResolvedValueOnce({});
    await moveTask({ taskId: 'tsk_1', trigger: 'reject_estimate', actor: { kind: 'agent', id: 'agt_1' }, now: new Date(task.created_at) });
    const written = send.mock.calls[1]![0].input.TransactItems[0].Put.Item;
    expect(written).toMatchObject({ status: 'PENDING', ...tasksKeys.agentTasks('agt_1', task.created_at, 'tsk_1') });
    expect(written).not.toHaveProperty('agent_id');
    expect(written).not.toHaveProperty('created_at');
    expect(written).not.toHaveProperty('task_domain');
    send.mockReset();
    send.mockResolvedValue({ Items: [stored(withoutDerived), content] });
    expect(await getTask('tsk_1')).toEqual(task);
  });

  it('keeps a timer index entry due less than a minute before the next timer, and moves one due longer before', async () => {
    const operator = { id: 'op_1', name: 'Olga', rating: 5 };
    const submittedAt = '2026-06-01T12:00:00.000Z';
    const submitted = { ...task, status: 'SUBMITTED', operator, submitted_at: submittedAt, updated_at: submittedAt } as const;
    // Its review's stall check (STALL_RESUME_SECONDS after the submission), as the store wrote it.
    const reviewCheck = platformKeys.timer(new Date(Date.parse(submittedAt) + config.timerRules.stallMs).toISOString(), 'tsk_1');
    const verifiedAfter = async (ms: number) => {
      send.mockReset();
      send.mockResolvedValueOnce({ Items: [stored({ ...submitted, ...reviewCheck }), content] }).mockResolvedValueOnce({});
      await moveTask({ taskId: 'tsk_1', trigger: 'guardian_approve', actor: { kind: 'system' }, now: new Date(Date.parse(submittedAt) + ms) });
      return send.mock.calls[1]![0].input.TransactItems[0].Put.Item;
    };
    // Verified 20 s later: its finalization's check would be due 20 s after the review's; the entry stays.
    expect(await verifiedAfter(20_000)).toMatchObject({ status: 'VERIFIED', ...reviewCheck });
    // Verified 2 minutes later: the entry moves to the finalization's own check.
    const late = new Date(Date.parse(submittedAt) + 120_000 + config.timerRules.stallMs).toISOString();
    expect(await verifiedAfter(120_000)).toMatchObject({ status: 'VERIFIED', ...platformKeys.timer(late, 'tsk_1') });
  });

  it('writes the Guardian verdict with its move in under 400 bytes, and reads it back as it was given', async () => {
    const photo = 'ph_0123456789abcdef0123456789abcdef';
    const verdict = {
      decision: 'APPROVE',
      confidence: 0.9,
      reasoning: '1 photo for 1 proof requirement: every requirement met, every check passed, notes present',
      checks: [
        { check: 'exists', photo_id: photo, passed: true, detail: 'the upload is in storage' },
        { check: 'type_matches', photo_id: photo, passed: true, detail: 'the bytes are image/jpeg, as declared' },
        { check: 'decodes', photo_id: photo, passed: true, detail: '640x480' },
        { check: 'not_duplicate', photo_id: photo, passed: true, detail: "no near-duplicate in other tasks' proofs" },
        {
          check: 'capture_time',
          photo_id: photo,
          passed: true,
          detail:
            'taken 2026-06-01T12:04:10.000Z (reported by the device), within claim to submission 2026-06-01T12:01:00.000Z .. 2026-06-01T12:05:00.000Z (±5 min)',
        },
        {
          check: 'gps_location',
          photo_id: photo,
          passed: true,
          detail: "taken 0.00 km from the task's location (reported by the device) (at most 0.5 km allowed)",
        },
      ],
      requirements: [
        { requirement: 'door', met: true, photo_ids: [photo], reason: '1 distinct untagged image passed every check, one per requirement at least' },
      ],
    };
    const submitted = { ...task, status: 'SUBMITTED', operator: { id: 'op_1', name: 'Olga', rating: 5 }, submitted_at: task.created_at } as const;
    send.mockResolvedValueOnce({ Items: [stored(submitted), content] }).mockResolvedValueOnce({});
    await moveTask({
      taskId: 'tsk_1',
      trigger: 'guardian_uncertain',
      actor: { kind: 'system' },
      now: new Date(task.created_at),
      changes: () => ({ guardian_result: verdict }),
    });
    const writtenContent = send.mock.calls[1]![0].input.TransactItems.find(
      (item: { Put?: { Item: { sk: string } } }) => item.Put?.Item.sk === 'TASK_CONTENT',
    ).Put.Item;
    expect(writtenContent.guardian_result).toBeInstanceOf(Uint8Array);
    expect(writtenContent.guardian_result.length).toBeLessThan(400);
    send.mockReset();
    const withResultFields = { ...verdict, result_fields: [{ field: 'open', supported: false, reason: 'no sign visible' }] };
    for (const given of [verdict, withResultFields, { decision: 'UNSURE', confidence: 0.4, reasoning: 'no checks stored' }]) {
      send.mockResolvedValueOnce({ Items: [stored(submitted), { ...content, guardian_result: storedVerdict(given) }] });
      expect((await getTask('tsk_1'))?.guardian_result).toStrictEqual(given);
    }
  });

  it('reads a Guardian verdict stored as a map, as verdicts were stored before', async () => {
    const verdict = { decision: 'UNSURE', confidence: 0.4, reasoning: 'notes are empty', checks: [], requirements: [] };
    send.mockResolvedValueOnce({ Items: [stored(task), { ...content, guardian_result: verdict }] });
    expect((await getTask('tsk_1'))?.guardian_result).toStrictEqual(verdict);
  });

  it('refuses a stored verdict whose bytes do not decode, naming the content item', async () => {
    send.mockResolvedValueOnce({ Items: [stored(task), { ...content, guardian_result: new Uint8Array([1, 2, 3]) }] });
    await expect(getTask('tsk_1')).rejects.toThrow(/pk=TASK#tsk_1 sk=TASK_CONTENT .*guardian_result/);
  });

  // A function's load builds no item schema: only those of the items its requests read, once each.
  it('makes an item schema at its first check, and only once', () => {
    const make = vi.fn(() => z.object({ name: z.string() }));
    const item = itemSchema(make);
    expect(make).not.toHaveBeenCalled();
    expect(parseItem(item, { name: 'a', pk: 'P' })).toEqual({ name: 'a' });
    expect(parseItem(item, { name: 'b' })).toEqual({ name: 'b' });
    expect(make).toHaveBeenCalledTimes(1);
  });
});
