import { beforeEach, describe, expect, it, vi } from 'vitest';
import { tasksKeys } from '../../../../../../../functions/contexts/work/tasks/store/keys';
import { saveCallbacksDue } from '../../../../../../../functions/contexts/work/tasks/store/tasks-store';
import { platformKeys } from '../../../../../../../functions/platform/table/keys';
import { listedTask } from '../../../../../../support/task-index';

// The table, as the store's one client: what the write sends.
const send = vi.hoisted(() => vi.fn());
vi.mock('../../../../../../../functions/platform/table/client', async () => {
  const { DynamoDBDocumentClient } = await import('@aws-sdk/lib-dynamodb');
  return { ddb: Object.assign(Object.create(DynamoDBDocumentClient.prototype), { send }), TABLE_NAME: 'handoff-test' };
});

const sent = () => send.mock.calls.map(([command]) => ({ name: command.constructor.name, input: command.input }));

beforeEach(() => send.mockReset());

describe('Saving a task’s callback check', () => {
  const checked = listedTask(1, { task_id: 'task_1', status: 'COMPLETED', version: 7, callbacks_due: '2026-01-01T00:05:00.000Z' });

  it('clears the check and the timer entry of a task with no other timer, conditioned on its version, and writes nothing else of the task', async () => {
    await saveCallbacksDue(checked, undefined);
    // An update of these attributes only: a rating marked since the sweep read the task stays.
    expect(sent()).toEqual([
      {
        name: 'UpdateCommand',
        input: {
          TableName: 'handoff-test',
          Key: tasksKeys.task('task_1'),
          UpdateExpression: 'REMOVE callbacks_due, gsi3pk, gsi3sk',
          ConditionExpression: 'version = :version',
          ExpressionAttributeValues: { ':version': 7 },
        },
      },
    ]);
  });

  it('moves the check on, and the timer entry to the earlier of it and the task’s own timer', async () => {
    const due = '2026-01-01T00:10:00.000Z';
    await saveCallbacksDue({ ...checked, status: 'IN_PROGRESS' }, due);
    const { input } = sent()[0]!;
    expect(input.UpdateExpression).toBe('SET callbacks_due = :callbacks_due, gsi3pk = :gsi3pk, gsi3sk = :gsi3sk');
    expect(input.ExpressionAttributeValues).toEqual({ ':version': 7, ':callbacks_due': due, ...prefixed(platformKeys.timer(due, 'task_1')) });
  });

  it('answers false when the task moved on meanwhile', async () => {
    const { ConditionalCheckFailedException } = await import('@aws-sdk/client-dynamodb');
    send.mockRejectedValueOnce(new ConditionalCheckFailedException({ message: 'no', $metadata: {} }));
    await expect(saveCallbacksDue(checked, undefined)).resolves.toBe(false);
  });
});

const prefixed = (attributes: Record<string, string>) => Object.fromEntries(Object.entries(attributes).map(([name, value]) => [`:${name}`, value]));
