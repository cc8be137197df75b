import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type * as z from 'zod/mini';
import { putAll } from '../../../../platform/table/batch-write';
import { ddb, TABLE_NAME } from '../../../../platform/table/client';
import { type Contribution, contribution } from '../../../../platform/table/contribution';
import { epochSeconds } from '../../../../platform/table/keys';
import { getAll, queryAll, queryMatches } from '../../../../platform/table/query';
import { parseItem } from '../../../../platform/table/read-item';
import type { TransactItem } from '../../../../platform/table/transactions';
import { setAndRemove } from '../../../../platform/table/update-expression';
import { photosKeys } from './keys';
import { photoHashClaimItem, photoHashItem, photoItem } from './photo-item';

export type Photo = z.output<ReturnType<typeof photoItem>>;

export const HASH_BANDS = 4;
const bandsOf = (hash: string): string[] => Array.from({ length: HASH_BANDS }, (_, band) => hash.slice(band * 4, band * 4 + 4));

/**
 * Counts a photo against its operator's limit on the task, conditioned on the count being below
 * `limit` (of simultaneous requests, only as many as the limit allows pass), then records it: two
 * plain writes, not a transaction (one write unit each, not two): a request stopped between them
 * has used one of its operator's photos and recorded none, which costs nobody money. Counted per
 * operator: a claim revoked after its uploads leaves the next claimant a full allowance.
 * Answers false when the limit is reached.
 */
export const insertPhoto = async (photo: Photo, limit: number): Promise<boolean> => {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: photosKeys.taskPhotoCount(photo.task_id, photo.operator_id),
        UpdateExpression: 'ADD photos :one',
        ConditionExpression: 'attribute_not_exists(photos) OR photos < :limit',
        ExpressionAttributeValues: { ':one': 1, ':limit': limit },
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
  await ddb.send(
    new PutCommand({
      TableName: TABLE_NAME,
      Item: { ...photosKeys.taskPhoto(photo.task_id, photo.photo_id), ...photo },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return true;
};

export const listTaskPhotos = async (taskId: string): Promise<Photo[]> =>
  (
    await queryAll({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': photosKeys.taskPhotosPartition(taskId), ':prefix': photosKeys.taskPhotoPrefix },
      ConsistentRead: true,
    })
  ).map((item) => parseItem(photoItem, item));

/** The photos of a task with these ids, in the order of the ids; ids without a photo are left out. */
export const getTaskPhotos = async (taskId: string, photoIds: string[]): Promise<Photo[]> =>
  (await getAll(photoIds.map((photoId) => photosKeys.taskPhoto(taskId, photoId)))).map((item) => parseItem(photoItem, item));

/** What a submit fixed of one photo: the SHA-256 of its bytes, their copy, and the agent's copy (none when the bytes do not decode). */
export interface FixedEvidence {
  photoId: string;
  sha256: string;
  evidenceKey: string;
  agentKey?: string;
}

/** The writes a submit adds to the transaction that moves its task: each photo records what was fixed of it. */
export const evidenceWrites = (taskId: string, fixed: FixedEvidence[]): Contribution =>
  contribution(
    fixed.map((photo): TransactItem => {
      const { UpdateExpression, values } = setAndRemove(
        { sha256: photo.sha256, evidence_key: photo.evidenceKey, ...(photo.agentKey ? { agent_key: photo.agentKey } : {}) },
        photo.agentKey ? [] : ['agent_key'],
      );
      return {
        Update: { TableName: TABLE_NAME, Key: photosKeys.taskPhoto(taskId, photo.photoId), UpdateExpression, ExpressionAttributeValues: values },
      };
    }),
  );

/**
 * Claims each image for this task's proof by its SHA-256 unless a proof already holds it, before
 * the submit's transaction and outside it (one write unit an image, not two): the first write wins
 * (if_not_exists) and DynamoDB applies writes to one item one at a time, so of simultaneous
 * submissions of one image exactly one holds the claim. A submit whose transaction then fails
 * leaves its claim: a retry of the same task finds its own, and another task with the same bytes
 * is a duplicate of it for the review, which sends it to a person (never a wrongful release).
 */
export const claimImages = async (taskId: string, fixed: FixedEvidence[]): Promise<void> => {
  await Promise.all(
    [...new Map(fixed.map((photo) => [photo.sha256, photo])).values()].map((photo) =>
      ddb.send(
        new UpdateCommand({
          TableName: TABLE_NAME,
          Key: photosKeys.photoHashClaim(photo.sha256),
          UpdateExpression: 'SET task_id = if_not_exists(task_id, :task), photo_id = if_not_exists(photo_id, :photo)',
          ExpressionAttributeValues: { ':task': taskId, ':photo': photo.photoId },
        }),
      ),
    ),
  );
};

/** Which task's proof holds the image with this SHA-256, if any. */
export const hashClaimOf = async (sha256: string): Promise<{ taskId: string; photoId: string } | undefined> => {
  const { Item } = await ddb.send(new GetCommand({ TableName: TABLE_NAME, Key: photosKeys.photoHashClaim(sha256), ConsistentRead: true }));
  if (!Item) return undefined;
  const claim = parseItem(photoHashClaimItem, Item);
  return { taskId: claim.task_id, photoId: claim.photo_id };
};

/**
 * Claims an image too plain to fingerprint for this task's proof by the SHA-256 of its decoded
 * pixels, unless a proof already holds it, and answers the holder: the first write wins
 * (if_not_exists), so of simultaneous reviews of one picture exactly one holds it, and a retried
 * review finds its own claim.
 */
export const claimPixels = async (pixelsSha256: string, taskId: string, photoId: string): Promise<{ taskId: string; photoId: string }> => {
  const { Attributes } = await ddb.send(
    new UpdateCommand({
      TableName: TABLE_NAME,
      Key: photosKeys.photoPixelsClaim(pixelsSha256),
      UpdateExpression: 'SET task_id = if_not_exists(task_id, :task), photo_id = if_not_exists(photo_id, :photo)',
      ExpressionAttributeValues: { ':task': taskId, ':photo': photoId },
      ReturnValues: 'ALL_NEW',
    }),
  );
  const claim = parseItem(photoHashClaimItem, Attributes ?? {});
  return { taskId: claim.task_id, photoId: claim.photo_id };
};

/**
 * At most this many items of one band are read (in pages of DynamoDB's Limit): a crowded band
 * cannot slow a review without bound. Bands of fingerprints are 16 bits wide and their items
 * expire, so a full band is an anomaly, reported by `complete: false`.
 */
const HASH_BAND_READ_LIMIT = 200;

/**
 * The reviewed photos of tasks other than `taskId` whose hash shares a band with `hash`, their
 * items not yet expired, read consistently: a band item written before this query is seen by it.
 */
export const photosSharingABand = async (
  hash: string,
  taskId: string,
  now: Date,
): Promise<{ photos: { taskId: string; photoId: string; hash: string }[]; complete: boolean }> => {
  const found = await Promise.all(
    bandsOf(hash).map((bits, band) =>
      queryMatches(
        {
          KeyConditionExpression: 'pk = :pk',
          // DynamoDB deletes expired items some time after they expire; until then they are skipped here.
          FilterExpression: 'attribute_not_exists(expires_at) OR expires_at > :now',
          ExpressionAttributeValues: { ':pk': photosKeys.photoHashBandPartition(band, bits), ':now': epochSeconds(now) },
          ConsistentRead: true,
        },
        { want: HASH_BAND_READ_LIMIT, maxEvaluated: HASH_BAND_READ_LIMIT },
      ),
    ),
  );
  const photos = found
    .flatMap(({ items }) => items)
    .map((item) => parseItem(photoHashItem, item))
    .filter((item) => item.task_id !== taskId)
    .map((item) => ({ taskId: item.task_id, photoId: item.photo_id, hash: item.hash }));
  return { photos, complete: found.every(({ resumeKey }) => resumeKey === undefined) };
};

/**
 * Records a photo's fingerprint under each band until `expiresAt`, so that proofs reviewed until
 * then are compared with it. Plain puts, not a transaction: each band entry is an index entry put
 * again if the review is retried, and a band missing meanwhile only narrows what a concurrent
 * review compares with (as the race between two reviews does anyway), so all-or-nothing buys
 * nothing at twice the write units.
 */
export const recordPhotoHash = async (taskId: string, photoId: string, hash: string, expiresAt: Date): Promise<void> => {
  await putAll(
    bandsOf(hash).map((bits, band) => ({
      ...photosKeys.photoHashBand(band, bits, taskId, photoId),
      task_id: taskId,
      photo_id: photoId,
      hash,
      expires_at: epochSeconds(expiresAt),
    })),
  );
};
