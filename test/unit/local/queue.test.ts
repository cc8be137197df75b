import { describe, expect, it } from 'vitest';
import { LocalFifoQueue } from '../../../local/queue';

const T0 = 1_000_000;
const queueWithDlq = (maxReceiveCount = 3) => {
  const deadLetterQueue = new LocalFifoQueue({ name: 'dlq.fifo', visibilityTimeoutMs: 1000 });
  const queue = new LocalFifoQueue({ name: 'q.fifo', visibilityTimeoutMs: 1000, maxReceiveCount, deadLetterQueue });
  return { queue, deadLetterQueue };
};
const bodies = (records: { body: string }[]) => records.map((r) => r.body);

describe('LocalFifoQueue', () => {
  it('hands out a group in order and holds the group while one of its messages is in flight', () => {
    const { queue } = queueWithDlq();
    queue.send({ body: 'a1', groupId: 'a', deduplicationId: '1' }, T0);
    queue.send({ body: 'a2', groupId: 'a', deduplicationId: '2' }, T0);
    queue.send({ body: 'b1', groupId: 'b', deduplicationId: '3' }, T0);

    const first = queue.receive(10, 1, T0);
    expect(bodies(first)).toEqual(['a1', 'b1']);
    expect(bodies(queue.receive(10, 1, T0 + 10))).toEqual([]);
    queue.delete(first[0]!.receiptHandle);
    expect(bodies(queue.receive(10, 1, T0 + 20))).toEqual(['a2']);
  });

  it('hands a message out again after its visibility timeout, or when its visibility is changed, counting receives', () => {
    const { queue } = queueWithDlq();
    queue.send({ body: 'm', groupId: 'g', deduplicationId: '1' }, T0);
    const [first] = queue.receive(1, 1, T0);
    expect(queue.receive(1, 1, T0 + 999)).toEqual([]);
    const [second] = queue.receive(1, 1, T0 + 1000);
    expect(second!.attributes.ApproximateReceiveCount).toBe('2');
    expect(second!.receiptHandle).not.toBe(first!.receiptHandle);
    queue.changeVisibility(second!.receiptHandle, 0, T0 + 1001);
    expect(queue.receive(1, 1, T0 + 1001)[0]!.attributes.ApproximateReceiveCount).toBe('3');
    expect(() => queue.changeVisibility(first!.receiptHandle, 0)).toThrow('ReceiptHandleIsInvalid');
  });

  it('moves a message received maxReceiveCount times to the dead-letter queue at its next receive', () => {
    const { queue, deadLetterQueue } = queueWithDlq(2);
    queue.send({ body: 'poison', groupId: 'g', deduplicationId: '1' }, T0);
    queue.receive(1, 1, T0);
    queue.receive(1, 1, T0 + 1000);
    expect(queue.receive(1, 1, T0 + 2000)).toEqual([]);
    expect(queue.peek()).toEqual([]);
    expect(deadLetterQueue.peek()).toMatchObject([{ body: 'poison', groupId: 'g' }]);
  });

  it('drops a message whose deduplication id it saw within five minutes', () => {
    const { queue } = queueWithDlq();
    queue.send({ body: 'x', groupId: 'g', deduplicationId: 'same' }, T0);
    queue.send({ body: 'x again', groupId: 'g', deduplicationId: 'same' }, T0 + 1000);
    const [x] = queue.receive(10, 10, T0 + 2000);
    expect(x!.body).toBe('x');
    queue.delete(x!.receiptHandle);
    queue.send({ body: 'later', groupId: 'h', deduplicationId: 'same' }, T0 + 6 * 60 * 1000);
    expect(bodies(queue.receive(10, 10, T0 + 6 * 60 * 1000))).toEqual(['later']);
  });
});
