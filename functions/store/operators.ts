import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { errors } from '../core/errors';
import type { KycStatus, Operator } from '../core/operators';
import { normalizeEmail } from '../core/email';
import { bayesianRating } from '../core/ratings';
import { ddb, TABLE_NAME } from './client';
import { keys } from './keys';
import { operatorEmailItem, operatorItem } from './items/operator';
import { parseItem } from './items/read';
import { ConditionFailed, transactWrite } from './transactions';

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
          Item: { ...keys.operatorEmail(normalizeEmail(operator.email)), operator_id: operator.operator_id },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
        condition: 'email_unclaimed',
      },
      {
        Put: {
          TableName: TABLE_NAME,
          Item: { ...keys.operator(operator.operator_id), ...operator },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
        condition: 'item_absent',
      },
    ]);
  } catch (error) {
    if (error instanceof ConditionFailed && error.condition === 'email_unclaimed') throw errors.operatorEmailTaken();
    throw error;
  }
};

/** Undoes createOperator when the registration could not be finished (no login could be created). */
export const deleteOperator = async (operator: Operator): Promise<void> => {
  await transactWrite([
    { Delete: { TableName: TABLE_NAME, Key: keys.operatorEmail(normalizeEmail(operator.email)) } },
    { Delete: { TableName: TABLE_NAME, Key: keys.operator(operator.operator_id) } },
  ]);
};

export const getOperator = async (operatorId: string): Promise<Operator | undefined> => {
  const { Item } = await ddb.send(new GetCommand({ TableName: TABLE_NAME, Key: keys.operator(operatorId), ConsistentRead: true }));
  return Item && readOperator(Item);
};

export const findOperatorByEmail = async (email: string): Promise<Operator | undefined> => {
  const { Item } = await ddb.send(new GetCommand({ TableName: TABLE_NAME, Key: keys.operatorEmail(normalizeEmail(email)), ConsistentRead: true }));
  return Item ? getOperator(parseItem(operatorEmailItem, Item).operator_id) : undefined;
};

export const recordKycDecision = async (operatorId: string, status: KycStatus, reason: string | undefined, at: string): Promise<Operator> => {
  try {
    const { Attributes } = await ddb.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: keys.operator(operatorId),
        UpdateExpression: 'SET kyc_status = :status, kyc_decided_at = :at, kyc_reason = :reason',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':status': status, ':at': at, ':reason': reason ?? null },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return readOperator(Attributes!);
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw errors.operatorNotFound();
    throw error;
  }
};
