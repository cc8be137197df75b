import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionFailed } from '../../../../platform/kernel/conditions';
import { ddb, TABLE_NAME } from '../../../../platform/table/client';
import { type Contribution, nothingContributed } from '../../../../platform/table/contribution';
import { epochSeconds } from '../../../../platform/table/keys';
import { parseItem } from '../../../../platform/table/read-item';
import { commitWith } from '../../../../platform/table/transactions';
import { challengeExpiresAt, type WalletChallenge } from '../domain/wallets';
import { agentErrors } from '../errors';
import { agentsKeys } from './keys';
import { walletChallengeItem } from './wallet-item';

/** An agent's bound wallet, kept on its profile. */
export interface BoundWallet {
  wallet_address: string;
  wallet_chain: string;
  wallet_verified_at: string;
}

export const putChallenge = async (challenge: WalletChallenge): Promise<void> => {
  const validUntil = challengeExpiresAt(challenge.issued_at);
  await ddb.send(
    new PutCommand({
      TableName: TABLE_NAME,
      Item: {
        ...agentsKeys.walletChallenge(challenge.nonce),
        ...challenge,
        valid_until: validUntil.toISOString(),
        expires_at: epochSeconds(validUntil) + 3600,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
};

export const getChallenge = async (nonce: string): Promise<WalletChallenge | undefined> => {
  const { Item } = await ddb.send(new GetCommand({ TableName: TABLE_NAME, Key: agentsKeys.walletChallenge(nonce), ConsistentRead: true }));
  return Item && parseItem(walletChallengeItem, Item);
};

/**
 * Uses the challenge up and binds the wallet, together: of two requests with one nonce only
 * one binds, and an expired challenge (by `now`) binds nothing.
 */
export const bindWallet = async (
  agentId: string,
  nonce: string,
  wallet: BoundWallet,
  now: Date,
  extraItems: Contribution = nothingContributed,
): Promise<void> => {
  try {
    await commitWith(
      [
        {
          Delete: {
            TableName: TABLE_NAME,
            Key: agentsKeys.walletChallenge(nonce),
            ConditionExpression: 'agent_id = :agent AND valid_until > :now',
            ExpressionAttributeValues: { ':agent': agentId, ':now': now.toISOString() },
          },
          condition: 'challenge_valid',
        },
        {
          Update: {
            TableName: TABLE_NAME,
            Key: agentsKeys.agent(agentId),
            UpdateExpression: 'SET wallet_address = :address, wallet_chain = :chain, wallet_verified_at = :at',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':address': wallet.wallet_address, ':chain': wallet.wallet_chain, ':at': wallet.wallet_verified_at },
          },
          condition: 'agent_exists',
        },
      ],
      extraItems,
    );
  } catch (error) {
    if (!(error instanceof ConditionFailed)) throw error;
    if (error.condition === 'challenge_valid') throw agentErrors.invalidChallenge();
    if (error.condition === 'agent_exists') throw agentErrors.agentNotFound();
    throw error;
  }
};
