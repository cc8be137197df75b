import { randomBytes } from 'node:crypto';
import type { BatchWriteCommandInput, BatchWriteCommandOutput } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it } from 'vitest';
import { HASH_BANDS, photosSharingABand, recordPhotoHash } from '../../functions/contexts/work/photos/store/photos-store';
import { ddb, TABLE_NAME } from '../../functions/platform/table/client';

const MIDDLEWARE = 'leaveWritesUnprocessed';

/** Makes the next `times` BatchWriteItem requests write all but their first item and hand it back unprocessed, as DynamoDB does when throttled. */
const leaveFirstWriteUnprocessed = (times: number): { count: number } => {
  const left = { count: 0 };
  ddb.middlewareStack.add(
    (next, context) => async (args) => {
      if (context.commandName !== 'BatchWriteItemCommand' || left.count >= times) return next(args);
      left.count++;
      const input = args.input as BatchWriteCommandInput;
      const [held, ...rest] = input.RequestItems![TABLE_NAME]!;
      const result = rest.length ? await next({ ...args, input: { ...input, RequestItems: { [TABLE_NAME]: rest } } }) : { output: {}, response: {} };
      (result.output as BatchWriteCommandOutput).UnprocessedItems = { [TABLE_NAME]: [held!] };
      return result as Awaited<ReturnType<typeof next>>;
    },
    { step: 'initialize', name: MIDDLEWARE, priority: 'high' },
  );
  return left;
};

afterEach(() => {
  ddb.middlewareStack.remove(MIDDLEWARE);
});

/** A 16-hex-digit fingerprint of this run alone. */
const freshHash = () => randomBytes(8).toString('hex');
const inAMonth = () => new Date(Date.now() + 30 * 24 * 3_600_000);

describe("A reviewed photo's fingerprint bands (plain writes, outside any transaction)", () => {
  it('puts one entry per band, which a later review of another task finds through any band it shares', async () => {
    const hash = freshHash();
    await recordPhotoHash('task_bands_a', 'photo_a', hash, inAMonth());
    // Another photo sharing only the last band of four.
    const neighbour = `${freshHash().slice(0, 12)}${hash.slice(12)}`;
    const { photos, complete } = await photosSharingABand(neighbour, 'task_bands_b', new Date());
    expect(complete).toBe(true);
    expect(photos).toContainEqual({ taskId: 'task_bands_a', photoId: 'photo_a', hash });
    // A task's own photos are not its duplicates.
    expect((await photosSharingABand(hash, 'task_bands_a', new Date())).photos.filter((photo) => photo.taskId === 'task_bands_a')).toEqual([]);
  });

  it('sends again what DynamoDB leaves unprocessed, so every band is written', async () => {
    const hash = freshHash();
    const left = leaveFirstWriteUnprocessed(2);
    await recordPhotoHash('task_bands_c', 'photo_c', hash, inAMonth());
    expect(left.count).toBe(2);
    for (let band = 0; band < HASH_BANDS; band++) {
      // A fingerprint sharing only this band with the recorded one.
      const probe = Array.from({ length: HASH_BANDS }, (_, other) =>
        other === band ? hash.slice(band * 4, band * 4 + 4) : freshHash().slice(0, 4),
      ).join('');
      expect((await photosSharingABand(probe, 'task_bands_d', new Date())).photos).toContainEqual({
        taskId: 'task_bands_c',
        photoId: 'photo_c',
        hash,
      });
    }
  });

  it('fails rather than leaving a band unwritten when DynamoDB keeps handing writes back', async () => {
    leaveFirstWriteUnprocessed(Number.POSITIVE_INFINITY);
    await expect(recordPhotoHash('task_bands_e', 'photo_e', freshHash(), inAMonth())).rejects.toThrow('putAll: 1 items still unprocessed');
  });
});
