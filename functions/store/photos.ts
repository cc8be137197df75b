import { TABLE_NAME } from './client';
import { keys } from './keys';
import { photoHashItem, photoItem } from './items/photo';
import { parseItem } from './items/read';
import { getAll, queryAll } from './query';
import { ConditionFailed, transactWrite } from './transactions';
import type * as z from 'zod/mini';

export type Photo = z.output<ReturnType<typeof photoItem>>;

export const HASH_BANDS = 4;
const bandsOf = (hash: string): string[] => Array.from({ length: HASH_BANDS }, (_, band) => hash.slice(band * 4, band * 4 + 4));

/**
 * Records a photo, and counts it against its operator's limit on the task in the same transaction,
 * conditioned on the count being below `limit`: of simultaneous requests, only as many as the limit
 * allows pass. Counted per operator: a claim revoked after its uploads leaves the next claimant a full allowance.
 * Answers false when the limit is reached.
 */
export const insertPhoto = async (photo: Photo, limit: number): Promise<boolean> => {
  try {
    await transactWrite([
      {
        Update: {
          TableName: TABLE_NAME,
          Key: keys.taskPhotoCount(photo.task_id, photo.operator_id),
          UpdateExpression: 'ADD photos :one',
          ConditionExpression: 'attribute_not_exists(photos) OR photos < :limit',
          ExpressionAttributeValues: { ':one': 1, ':limit': limit },
        },
        condition: 'photos_below_limit',
      },
      {
        Put: {
          TableName: TABLE_NAME,
          Item: { ...keys.taskPhoto(photo.task_id, photo.photo_id), ...photo },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
        condition: 'item_absent',
      },
    ]);
    return true;
  } catch (error) {
    if (error instanceof ConditionFailed && error.condition === 'photos_below_limit') return false;
    throw error;
  }
};

export const listTaskPhotos = async (taskId: string): Promise<Photo[]> =>
  (
    await queryAll({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.task(taskId).pk, ':prefix': keys.taskPhotoPrefix },
      ConsistentRead: true,
    })
  ).map((item) => parseItem(photoItem, item));

/** The photos of a task with these ids, in the order of the ids; ids without a photo are left out. */
export const getTaskPhotos = async (taskId: string, photoIds: string[]): Promise<Photo[]> =>
  (await getAll(photoIds.map((photoId) => keys.taskPhoto(taskId, photoId)))).map((item) => parseItem(photoItem, item));

/** The reviewed photos of tasks other than `taskId` whose hash shares a band with `hash`. */
export const photosSharingABand = async (hash: string, taskId: string): Promise<{ taskId: string; photoId: string; hash: string }[]> => {
  const found = await Promise.all(
    bandsOf(hash).map((bits, band) =>
      queryAll({
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.photoHashBandPartition(band, bits) },
      }),
    ),
  );
  return found
    .flat()
    .map((item) => parseItem(photoHashItem, item))
    .filter((item) => item.task_id !== taskId)
    .map((item) => ({ taskId: item.task_id, photoId: item.photo_id, hash: item.hash }));
};

/** Records a reviewed photo's hash under each band, so later proofs can be compared with it. */
export const recordPhotoHash = async (taskId: string, photoId: string, hash: string): Promise<void> => {
  await transactWrite(
    bandsOf(hash).map((bits, band) => ({
      Put: { TableName: TABLE_NAME, Item: { ...keys.photoHashBand(band, bits, taskId, photoId), task_id: taskId, photo_id: photoId, hash } },
    })),
  );
};
