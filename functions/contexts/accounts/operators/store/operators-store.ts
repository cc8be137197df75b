import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionFailed } from '../../../../platform/kernel/conditions';
import { normalizeEmail } from '../../../../platform/kernel/email';
import { ddb, TABLE_NAME } from '../../../../platform/table/client';
import { parseItem } from '../../../../platform/table/read-item';
import { transactWrite } from '../../../../platform/table/transactions';
import type { AuditEntry } from '../../audit/domain';
import { auditWrite } from '../../audit/store';
import type { KycDocument, KycStatus, Operator } from '../domain/operators';
import { bayesianRating } from '../domain/rating';
import { operatorErrors } from '../errors';
import { operatorsKeys } from './keys';
import { kycDocumentItem, operatorEmailItem, operatorItem } from './operator-item';

/** Registers an operator; one operator per email address, whatever its case. */
/** An operator as stored, its rating the Bayesian mean of the scores it received (kept as a sum and count, store/ratings). */
const readOperator = (item: Record<string, unknown>): Operator => {
  const operator = parseItem(operatorItem, item);
  return { ...operator, rating: bayesianRating(operator.rating_sum ?? 0, operator.rating_count ?? 0) };
};

export const createOperator = async (operator: Operator): Promise<void> => {
  try {
    await transactWrite([
      {
        Put: {
          TableName: TABLE_NAME,
          Item: { ...operatorsKeys.operatorEmail(normalizeEmail(operator.email)), operator_id: operator.operator_id },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
        condition: 'email_unclaimed',
      },
      {
        Put: {
          TableName: TABLE_NAME,
          Item: { ...operatorsKeys.operator(operator.operator_id), ...operator },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
        condition: 'item_absent',
      },
    ]);
  } catch (error) {
    if (error instanceof ConditionFailed && error.condition === 'email_unclaimed') throw operatorErrors.operatorEmailTaken();
    throw error;
  }
};

/** Undoes createOperator when the registration could not be finished (no login could be created). */
export const deleteOperator = async (operator: Operator): Promise<void> => {
  await transactWrite([
    { Delete: { TableName: TABLE_NAME, Key: operatorsKeys.operatorEmail(normalizeEmail(operator.email)) } },
    { Delete: { TableName: TABLE_NAME, Key: operatorsKeys.operator(operator.operator_id) } },
  ]);
};

export const getOperator = async (operatorId: string): Promise<Operator | undefined> => {
  const { Item } = await ddb.send(new GetCommand({ TableName: TABLE_NAME, Key: operatorsKeys.operator(operatorId), ConsistentRead: true }));
  return Item && readOperator(Item);
};

export const findOperatorByEmail = async (email: string): Promise<Operator | undefined> => {
  const { Item } = await ddb.send(
    new GetCommand({ TableName: TABLE_NAME, Key: operatorsKeys.operatorEmail(normalizeEmail(email)), ConsistentRead: true }),
  );
  return Item ? getOperator(parseItem(operatorEmailItem, Item).operator_id) : undefined;
};

/**
 * Records a KYC decision with its audit entry in one transaction; the operator leaves the KYC
 * queue (its index entry is removed).
 */
export const recordKycDecision = async (operatorId: string, status: KycStatus, reason: string | undefined, audit: AuditEntry): Promise<Operator> => {
  try {
    await transactWrite([
      {
        Update: {
          TableName: TABLE_NAME,
          Key: operatorsKeys.operator(operatorId),
          UpdateExpression: 'SET kyc_status = :status, kyc_decided_at = :at, kyc_reason = :reason REMOVE gsi2pk, gsi2sk',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':status': status, ':at': audit.at, ':reason': reason ?? null },
        },
        condition: 'operator_exists',
      },
      auditWrite(audit),
    ]);
  } catch (error) {
    if (error instanceof ConditionFailed && error.condition === 'operator_exists') throw operatorErrors.operatorNotFound();
    throw error;
  }
  return (await getOperator(operatorId))!;
};

/**
 * The operator's documents are submitted: KYC is PENDING and the operator joins the KYC queue
 * (gsi2, by submission time). Refused (false) once approved, so a submission cannot undo an approval.
 */
export const submitKyc = async (operatorId: string, at: string): Promise<boolean> => {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: operatorsKeys.operator(operatorId),
        UpdateExpression: 'SET kyc_status = :pending, kyc_submitted_at = :at, gsi2pk = :pk, gsi2sk = :sk',
        ConditionExpression: 'attribute_exists(pk) AND kyc_status <> :approved',
        ExpressionAttributeValues: {
          ':pending': 'PENDING',
          ':approved': 'APPROVED',
          ':at': at,
          ':pk': operatorsKeys.kycWaitingPartition,
          ':sk': operatorsKeys.kycWaiting(at, operatorId).gsi2sk,
        },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
};

/** Records a KYC document; one per kind and operator (its sort key is the kind), so a new upload replaces the last. */
export const putKycDocument = async (operatorId: string, document: KycDocument): Promise<void> => {
  await ddb.send(new PutCommand({ TableName: TABLE_NAME, Item: { ...operatorsKeys.kycDocument(operatorId, document.kind), ...document } }));
};

/** The operator's KYC documents (at most one per kind). */
export const listKycDocuments = async (operatorId: string): Promise<KycDocument[]> => {
  const { Items = [] } = await ddb.send(
    new QueryCommand({
      TableName: TABLE_NAME,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': operatorsKeys.operator(operatorId).pk, ':prefix': operatorsKeys.kycDocumentPrefix },
      ConsistentRead: true,
    }),
  );
  return Items.map((item) => parseItem(kycDocumentItem, item));
};

/** A page of the KYC queue: operators whose documents wait for staff, oldest submission first, after `after` (a sort key). */
export const pageKycQueue = async (limit: number, after?: string): Promise<{ operators: Operator[]; last?: string }> => {
  const { Items = [], LastEvaluatedKey } = await ddb.send(
    new QueryCommand({
      TableName: TABLE_NAME,
      IndexName: 'gsi2',
      KeyConditionExpression: after ? 'gsi2pk = :pk AND gsi2sk > :after' : 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': operatorsKeys.kycWaitingPartition, ...(after ? { ':after': after } : {}) },
      Limit: limit,
    }),
  );
  const operators = await Promise.all(Items.map((item) => getOperator(String(item.pk).slice(operatorsKeys.operator('').pk.length))));
  return {
    operators: operators.filter((operator): operator is Operator => operator !== undefined),
    ...(LastEvaluatedKey ? { last: String(LastEvaluatedKey.gsi2sk) } : {}),
  };
};

/** When the oldest operator in the KYC queue submitted, if anyone waits (the queue's age metric). */
export const oldestKycSubmission = async (): Promise<string | undefined> => {
  const { Items = [] } = await ddb.send(
    new QueryCommand({
      TableName: TABLE_NAME,
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': operatorsKeys.kycWaitingPartition },
      Limit: 1,
    }),
  );
  return Items[0] && String(Items[0].gsi2sk).split('#')[0];
};
