import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { newId } from '../../../../platform/kernel/secrets';
import { ddb, TABLE_NAME } from '../../../../platform/table/client';
import type { Contributes } from '../../../../platform/table/contribution';
import { contribution } from '../../../../platform/table/contribution';
import { epochSeconds } from '../../../../platform/table/keys';
import { CorruptItemError, parseItem } from '../../../../platform/table/read-item';
import { type TransactItem, transactWrite } from '../../../../platform/table/transactions';
import {
  type ActionIn,
  AUDIT_RETENTION_DAYS,
  type AuditEntry,
  type AuditLog,
  type AuditRecord,
  actionsIn,
  BACK_OFFICE,
  staffAuditRecord,
} from '../domain/audit';
import { type AuditItem, auditItem } from './audit-item';
import { auditKeys } from './keys';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Where a log is kept: its partition, the prefix of its entries' sort keys (`<prefix><at>#<id>`) and
 * their key. An entry's position in its log is its sort key without the prefix.
 */
const placeOf = (log: AuditLog) =>
  log === BACK_OFFICE
    ? { pk: auditKeys.adminAuditPartition, prefix: '', key: auditKeys.adminAudit }
    : {
        pk: auditKeys.agentAuditPartition(log.agentId),
        prefix: auditKeys.agentAuditPrefix,
        key: (at: string, id: string) => auditKeys.agentAudit(log.agentId, at, id),
      };

const toItem = ({ at, actor, action, target, detail }: AuditRecord): AuditItem => ({
  at,
  ...('keyId' in actor ? { key_id: actor.keyId } : { actor: actor.staff }),
  action,
  target,
  ...(detail === undefined ? {} : { detail }),
});

/** The write of one entry into its log; an agent's entry is gone after AUDIT_RETENTION_DAYS (TTL). */
const entryWrite = (log: AuditLog, entry: AuditRecord): TransactItem => ({
  Put: {
    TableName: TABLE_NAME,
    Item: {
      ...placeOf(log).key(entry.at, newId('au')),
      ...toItem(entry),
      ...(log === BACK_OFFICE ? {} : { expires_at: epochSeconds(new Date(Date.parse(entry.at) + AUDIT_RETENTION_DAYS * DAY_MS)) }),
    },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
  condition: 'item_absent',
});

/** The entry made from a change's result, put in the change's own transaction. */
export const auditEntryContribution =
  <R, L extends AuditLog>(log: L, entry: (result: R) => AuditRecord<ActionIn<L>>): Contributes<R> =>
  (result) =>
    contribution([entryWrite(log, entry(result))]);

/** Entries of actions that change nothing (reads of what is private), in one transaction; nothing to write, no call. */
export const recordAudit = async <L extends AuditLog>(log: L, entries: readonly AuditRecord<ActionIn<L>>[]): Promise<void> => {
  if (entries.length) await transactWrite(entries.map((entry) => entryWrite(log, entry)));
};

/** The entry of a staff action, to be written in the action's own transaction. */
export const auditWrite = (entry: AuditEntry): TransactItem => entryWrite(BACK_OFFICE, staffAuditRecord(entry));

/** A page of a log, newest first, after the entry at `after` when given; `last`: where the next page starts. */
export const pageAudit = async <L extends AuditLog>(
  log: L,
  limit: number,
  after?: string,
): Promise<{ entries: AuditRecord<ActionIn<L>>[]; last?: string }> => {
  const { pk, prefix } = placeOf(log);
  const { Items = [], LastEvaluatedKey } = await ddb.send(
    new QueryCommand({
      TableName: TABLE_NAME,
      KeyConditionExpression: prefix ? 'pk = :pk AND begins_with(sk, :prefix)' : 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk, ...(prefix ? { ':prefix': prefix } : {}) },
      ScanIndexForward: false,
      Limit: limit,
      // The partition is the log's, whatever the cursor said: a cursor only moves where in it a page starts.
      ...(after ? { ExclusiveStartKey: { pk, sk: `${prefix}${after}` } } : {}),
    }),
  );
  const last = LastEvaluatedKey && String(LastEvaluatedKey.sk).slice(prefix.length);
  return { entries: Items.map((item) => readEntry(log, item)), ...(last ? { last } : {}) };
};

/** An entry of `log`: it names who acted, and its action is one of that log's, or the item is corrupt. */
const readEntry = <L extends AuditLog>(log: L, item: Record<string, unknown>): AuditRecord<ActionIn<L>> => {
  const { at, key_id, actor, action, target, detail } = parseItem(auditItem, item);
  const corrupt = (problems: string) => new CorruptItemError({ pk: item.pk, sk: item.sk }, problems);
  if (!actionsIn(log).includes(action)) throw corrupt(`action: ${action} is not an action of this log`);
  const who = key_id !== undefined ? { keyId: key_id } : actor !== undefined ? { staff: actor } : undefined;
  if (!who) throw corrupt('(item): names neither key_id nor actor');
  // The check above is what makes the action one of the log's.
  return { at, actor: who, action: action as ActionIn<L>, target, ...(detail === undefined ? {} : { detail }) };
};
