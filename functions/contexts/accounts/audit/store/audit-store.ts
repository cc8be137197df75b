import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { newId } from '../../../../platform/kernel/secrets';
import { ddb, TABLE_NAME } from '../../../../platform/table/client';
import type { Contributes } from '../../../../platform/table/contribution';
import { contribution } from '../../../../platform/table/contribution';
import { epochSeconds, keys } from '../../../../platform/table/keys';
import { parseItem } from '../../../../platform/table/read-item';
import { type TransactItem, transactWrite } from '../../../../platform/table/transactions';
import { type AgentAuditEntry, AUDIT_RETENTION_DAYS, type AuditEntry } from '../domain/audit';
import { agentAuditItem, auditItem } from './audit-item';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The entry made from a change's result, put in the change's own transaction; gone after AUDIT_RETENTION_DAYS (TTL). */
export const auditEntryContribution =
  <R>(agentId: string, entry: (result: R) => AgentAuditEntry): Contributes<R> =>
  (result) => {
    const made = entry(result);
    return contribution([
      {
        Put: {
          TableName: TABLE_NAME,
          Item: {
            ...keys.agentAudit(agentId, made.at, newId('au')),
            ...made,
            expires_at: epochSeconds(new Date(Date.parse(made.at) + AUDIT_RETENTION_DAYS * DAY_MS)),
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
        condition: 'item_absent',
      },
    ]);
  };

/** A page of the agent's audit log, newest first, after the entry `after` (`<at>#<id>`) when given; `last`: where the next page starts. */
export const pageAuditEntries = async (agentId: string, limit: number, after?: string): Promise<{ entries: AgentAuditEntry[]; last?: string }> => {
  const partition = keys.agent(agentId).pk;
  const { Items = [], LastEvaluatedKey } = await ddb.send(
    new QueryCommand({
      TableName: TABLE_NAME,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': partition, ':prefix': keys.agentAuditPrefix },
      ScanIndexForward: false,
      Limit: limit,
      // The partition is the caller's, whatever the cursor said: a cursor only moves where in it a page starts.
      ...(after ? { ExclusiveStartKey: { pk: partition, sk: `${keys.agentAuditPrefix}${after}` } } : {}),
    }),
  );
  const last = LastEvaluatedKey && String(LastEvaluatedKey.sk).slice(keys.agentAuditPrefix.length);
  return { entries: Items.map((item) => parseItem(agentAuditItem, item)), ...(last ? { last } : {}) };
};

/** The audit entry of an admin action, to be written in the action's own transaction. */
export const auditWrite = (entry: AuditEntry): TransactItem => ({
  Put: { TableName: TABLE_NAME, Item: { ...keys.adminAudit(entry.at, newId('au')), ...entry }, ConditionExpression: 'attribute_not_exists(pk)' },
  condition: 'item_absent',
});

/** Audit entries of admin actions that change nothing (reads of what is private), in one transaction; nothing to write, no call. */
export const recordAudit = async (entries: readonly AuditEntry[]): Promise<void> => {
  if (entries.length) await transactWrite(entries.map(auditWrite));
};

/** A page of the admin audit log, newest first, before `before` (a sort key) when given. */
export const pageAudit = async (limit: number, before?: string): Promise<{ entries: AuditEntry[]; last?: string }> => {
  const { Items = [], LastEvaluatedKey } = await ddb.send(
    new QueryCommand({
      TableName: TABLE_NAME,
      KeyConditionExpression: before ? 'pk = :pk AND sk < :before' : 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.adminAuditPartition, ...(before ? { ':before': before } : {}) },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return {
    entries: Items.map((item) => parseItem(auditItem, item)),
    ...(LastEvaluatedKey ? { last: String(LastEvaluatedKey.sk) } : {}),
  };
};
