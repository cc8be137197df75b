import { randomUUID } from 'node:crypto';
import { challengeExpiresAt, challengeMessage, type WalletChallenge } from '../domain/wallets';
import type { WalletPorts } from '../ports';

/** A fresh challenge for the agent to sign with the wallet it wants to bind: single use, valid 10 minutes. */
export const issueWalletChallenge = async (deps: Pick<WalletPorts, 'wallets' | 'chain'>, agentId: string, now: Date) => {
  const { name: chain, chainId } = deps.chain;
  const nonce = randomUUID();
  const challenge: WalletChallenge = {
    agent_id: agentId,
    nonce,
    chain,
    chain_id: chainId,
    issued_at: now.toISOString(),
    message: challengeMessage({ agentId, nonce, chain, chainId, issuedAt: now }),
  };
  await deps.wallets.putChallenge(challenge);
  return { ...challenge, chain, expires_at: challengeExpiresAt(challenge.issued_at).toISOString() };
};
