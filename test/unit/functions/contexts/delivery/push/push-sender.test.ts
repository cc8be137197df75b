import type { DynamoDBStreamEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { createPushSender } from '../../../../../../functions/contexts/delivery/push/sender/send';

type Deps = Parameters<typeof createPushSender>[0];

const event = {
  Records: [{ dynamodb: { SequenceNumber: '1', NewImage: {} } }, { dynamodb: { SequenceNumber: '2', NewImage: {} } }],
} as DynamoDBStreamEvent;

describe('the push sender', () => {
  it('fails its invocation when a record cannot be read, so Lambda gives the event again (an event has no answer to list failures in)', async () => {
    const read: number[] = [];
    const deps = {
      readTrigger: () => {
        read.push(read.length + 1);
        throw new Error('the table did not answer');
      },
    } as unknown as Deps;
    await expect(createPushSender(deps)(event)).rejects.toThrow('the table did not answer');
    expect(read).toEqual([1]);
  });

  it('goes through every record when none is a trigger, and answers nothing', async () => {
    const deps = { readTrigger: () => undefined } as unknown as Deps;
    await expect(createPushSender(deps)(event)).resolves.toBeUndefined();
  });
});
