import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { logger } from '../../../../platform/logging/logger';
import { ddb, TABLE_NAME } from '../../../../platform/table/client';
import { parseItem } from '../../../../platform/table/read-item';
import type { AgentSafetyRecord, SafetyEvent } from '../domain/safety-record';
import { safetyKeys } from './keys';
import { safetyRecordItem } from './safety-record-item';

const SAFETY_COUNTERS = { refusal: 'refusals', hold: 'holds', report: 'reports' } as const;

/**
 * Counts a safety event on the agent's record: a plain write after the event, best effort (a
 * refusal writes nothing else, and a report or hold has committed: a lost count must not turn
 * either answer into an error; it is logged).
 */
export const countSafetyEvent = async (agentId: string, event: SafetyEvent, at: string): Promise<void> => {
  const refusal = event.kind === 'refusal';
  await ddb
    .send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: safetyKeys.agentSafetyRecord(agentId),
        UpdateExpression: `ADD ${SAFETY_COUNTERS[event.kind]} :one${refusal ? ' SET last_refusal_category = :category, last_refusal_at = :at' : ''}`,
        ExpressionAttributeValues: { ':one': 1, ...(refusal ? { ':category': event.category, ':at': at } : {}) },
      }),
    )
    .catch((error: unknown) => logger.warn('An agent safety record missed an event', { agent_id: agentId, event: event.kind, error: String(error) }));
};

export const getSafetyRecord = async (agentId: string): Promise<AgentSafetyRecord> => {
  const { Item } = await ddb.send(new GetCommand({ TableName: TABLE_NAME, Key: safetyKeys.agentSafetyRecord(agentId) }));
  const { last_refusal_category, last_refusal_at, ...counts } = parseItem(safetyRecordItem, Item ?? {});
  return {
    ...counts,
    ...(last_refusal_category && last_refusal_at ? { last_refusal: { category: last_refusal_category, at: last_refusal_at } } : {}),
  };
};
