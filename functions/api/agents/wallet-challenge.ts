import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { config } from '../../settings';
import { challengeExpiresAt, challengeMessage, type WalletChallenge } from '../../core/wallets';
import { apiHandler, callingAgent } from '../../http/api-handler';
import { putChallenge } from '../../store/wallets';
import { chainName, timestamp } from '../../wire/schemas';

const responses = {
  201: z
    .object({
      chain: chainName,
      nonce: z.uuid(),
      issued_at: timestamp,
      expires_at: timestamp.meta({ description: 'issued_at + 10 minutes' }),
      message: z.string().meta({ description: 'The EIP-191 personal message to sign' }),
    })
    .meta({ id: 'WalletChallenge' }),
};

/** A fresh challenge to sign with the wallet to bind: single use, valid 10 minutes. */
export const handler = apiHandler({ responses })(async (request) => {
  const { agentId } = callingAgent(request);
  const { name: chain, chainId } = config.chain;
  const nonce = randomUUID();
  const challenge: WalletChallenge = {
    agent_id: agentId,
    nonce,
    chain,
    chain_id: chainId,
    issued_at: request.now.toISOString(),
    message: challengeMessage({ agentId, nonce, chain, chainId, issuedAt: request.now }),
  };
  await putChallenge(challenge);
  return {
    status: 201,
    body: {
      chain,
      nonce,
      issued_at: challenge.issued_at,
      expires_at: challengeExpiresAt(challenge.issued_at).toISOString(),
      message: challenge.message,
    },
  };
});
