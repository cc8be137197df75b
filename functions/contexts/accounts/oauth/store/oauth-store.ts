import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionFailed } from '../../../../platform/kernel/conditions';
import { ddb, TABLE_NAME } from '../../../../platform/table/client';
import { epochSeconds } from '../../../../platform/table/keys';
import { parseItem } from '../../../../platform/table/read-item';
import { transactWrite } from '../../../../platform/table/transactions';
import type { OAuthStore } from '../ports';
import { oauthKeys } from './keys';
import { clientItem, codeItem, grantItem, refreshTokenItem } from './oauth-items';

const get = async (key: { pk: string; sk: string }) =>
  (await ddb.send(new GetCommand({ TableName: TABLE_NAME, Key: key, ConsistentRead: true }))).Item;

const put = (key: { pk: string; sk: string }, item: object, expiresAt: Date) =>
  ddb.send(new PutCommand({ TableName: TABLE_NAME, Item: { ...key, ...item, expires_at: epochSeconds(expiresAt) } }));

export const oauthStore: OAuthStore = {
  putClient: async (client, expiresAt) => {
    await put(oauthKeys.oauthClient(client.client_id), client, expiresAt);
  },
  getClient: async (clientId) => {
    const item = await get(oauthKeys.oauthClient(clientId));
    return item && parseItem(clientItem, item);
  },
  putCode: async (codeHash, code) => {
    await put(oauthKeys.oauthCode(codeHash), code, new Date(code.valid_until));
  },
  // A delete that returns what it deleted: the one request that deletes the code gets it.
  takeCode: async (codeHash) => {
    const { Attributes } = await ddb.send(new DeleteCommand({ TableName: TABLE_NAME, Key: oauthKeys.oauthCode(codeHash), ReturnValues: 'ALL_OLD' }));
    return Attributes && parseItem(codeItem, Attributes);
  },
  startGrant: async (grant, tokenHash, token, expiresAt) => {
    await transactWrite([
      { Put: { TableName: TABLE_NAME, Item: { ...oauthKeys.oauthGrant(grant.grant_id), ...grant, expires_at: epochSeconds(expiresAt) } } },
      { Put: { TableName: TABLE_NAME, Item: { ...oauthKeys.oauthRefreshToken(tokenHash), ...token, expires_at: epochSeconds(expiresAt) } } },
    ]);
  },
  getGrant: async (grantId) => {
    const item = await get(oauthKeys.oauthGrant(grantId));
    return item && parseItem(grantItem, item);
  },
  getRefreshToken: async (tokenHash) => {
    const item = await get(oauthKeys.oauthRefreshToken(tokenHash));
    return item && parseItem(refreshTokenItem, item);
  },
  rotate: async (usedHash, now, next, keyId) => {
    try {
      await transactWrite([
        {
          Update: {
            TableName: TABLE_NAME,
            Key: oauthKeys.oauthRefreshToken(usedHash),
            UpdateExpression: 'SET used_at = :now',
            ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(used_at)',
            ExpressionAttributeValues: { ':now': now },
          },
          condition: 'token_unused',
        },
        {
          Update: {
            TableName: TABLE_NAME,
            Key: oauthKeys.oauthGrant(next.token.grant_id),
            // The grant lives as long as its newest refresh token.
            UpdateExpression: 'SET key_id = :key, expires_at = :ttl',
            ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(revoked_at)',
            ExpressionAttributeValues: { ':key': keyId, ':ttl': epochSeconds(next.expiresAt) },
          },
          condition: 'grant_active',
        },
        {
          Put: {
            TableName: TABLE_NAME,
            Item: { ...oauthKeys.oauthRefreshToken(next.hash), ...next.token, expires_at: epochSeconds(next.expiresAt) },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
          condition: 'item_absent',
        },
      ]);
      return true;
    } catch (error) {
      if (error instanceof ConditionFailed && (error.condition === 'token_unused' || error.condition === 'grant_active')) return false;
      throw error;
    }
  },
  revokeGrant: async (grantId, now) => {
    await ddb
      .send(
        new UpdateCommand({
          TableName: TABLE_NAME,
          Key: oauthKeys.oauthGrant(grantId),
          UpdateExpression: 'SET revoked_at = if_not_exists(revoked_at, :now)',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':now': now },
        }),
      )
      .catch((error: unknown) => {
        // Gone already (its TTL): nothing left to revoke.
        if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
      });
  },
};
