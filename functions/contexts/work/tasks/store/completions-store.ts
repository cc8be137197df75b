import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, TABLE_NAME } from '../../../../platform/table/client';
import { epochSeconds } from '../../../../platform/table/keys';
import { parseItem } from '../../../../platform/table/read-item';
import { type Completion, placeOf, SIMILAR_DAYS } from '../domain/completions';
import type { TaskType } from '../domain/tasks';
import { completionItem } from './completion-item';
import { tasksKeys } from './keys';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The newest records a quote reads per place: with up to MAX_CELLS places a quote reads at most
 * some 1,200 small items (about 40 read units), whatever the table holds; a busy cell contributes
 * its newest, which is what "lately" asks for.
 */
const PER_PLACE_LIMIT = 50;

/**
 * The completion record of a task, written once its move has committed, by the move's winner
 * (contexts/work/tasks/store/task-moves-store.ts): one small put (1 write unit) keyed by the task, so
 * written twice it is still one record. It expires SIMILAR_DAYS after the completion (TTL).
 */
export const putCompletion = async (completion: Completion): Promise<void> => {
  await ddb.send(
    new PutCommand({
      TableName: TABLE_NAME,
      Item: {
        ...tasksKeys.taskCompletion(completion.task_type, placeOf(completion), completion.completed_at, completion.task_id),
        ...completion,
        expires_at: epochSeconds(new Date(Date.parse(completion.completed_at) + SIMILAR_DAYS * DAY_MS)),
      },
    }),
  );
};

/**
 * The records of `taskType` at `places` completed since `since`, newest first, at most
 * PER_PLACE_LIMIT a place: one query a place, in parallel, reads only (a record past its TTL but
 * not yet deleted is left out by the key condition).
 */
export const recentCompletions = async (taskType: TaskType, places: readonly string[], since: string): Promise<Completion[]> => {
  const pages = await Promise.all(
    places.map((place) =>
      ddb.send(
        new QueryCommand({
          TableName: TABLE_NAME,
          KeyConditionExpression: 'pk = :pk AND sk >= :since',
          ExpressionAttributeValues: { ':pk': tasksKeys.taskCompletionsPartition(taskType, place), ':since': since },
          ScanIndexForward: false,
          Limit: PER_PLACE_LIMIT,
        }),
      ),
    ),
  );
  return pages.flatMap((page) => (page.Items ?? []).map((item) => parseItem(completionItem, item)));
};
