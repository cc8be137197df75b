import { randomUUID } from 'node:crypto';
import { config } from '../../../platform/settings';
import { challengeExpiresAt, challengeMessage, type WalletChallenge } from '../domain/wallets';
import { putChallenge } from '../store/wallets-store';

/** A fresh challenge for the agent to sign with the wallet it wants to bind: single use, valid 10 minutes. */
export const issueWalletChallenge = async (agentId: string, now: Date) => {
  const { name: chain, chainId } = config.chain;
  const nonce = randomUUID();
  const challenge: WalletChallenge = {
    agent_id: agentId,
    nonce,
    chain,
    chain_id: chainId,
    issued_at: now.toISOString(),
    message: challengeMessage({ agentId, nonce, chain, chainId, issuedAt: now }),
  };
  await putChallenge(challenge);
  return { ...challenge, chain, expires_at: challengeExpiresAt(challenge.issued_at).toISOString() };
};
