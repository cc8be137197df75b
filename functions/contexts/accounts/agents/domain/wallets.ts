/** A wallet challenge is good for this long after it was issued (docs/api-guide.md, "Wallets"). */
export const CHALLENGE_TTL_MS = 10 * 60 * 1000;

/** What an agent signs (EIP-191 personal message) to prove it controls a wallet. */
export interface WalletChallenge {
  agent_id: string;
  /** A UUID: the challenge's identity, used once. */
  nonce: string;
  chain: string;
  chain_id: number;
  issued_at: string;
  message: string;
}

/**
 * The text to sign. It names the service, the agent, the chain, the nonce and the times, so a
 * signature given for one agent or one challenge proves nothing about another.
 */
export const challengeMessage = (fields: { agentId: string; nonce: string; chain: string; chainId: number; issuedAt: Date }): string =>
  [
    'Handoff: bind this wallet to my agent account.',
    '',
    `Agent: ${fields.agentId}`,
    `Chain: ${fields.chain} (chain id ${fields.chainId})`,
    `Nonce: ${fields.nonce}`,
    `Issued at: ${fields.issuedAt.toISOString()}`,
    `Expires at: ${challengeExpiresAt(fields.issuedAt).toISOString()}`,
  ].join('\n');

/** When a challenge issued at `issuedAt` stops being usable. */
export const challengeExpiresAt = (issuedAt: string | Date): Date => new Date(new Date(issuedAt).getTime() + CHALLENGE_TTL_MS);

/** Usable strictly before its tenth minute has run out. */
export const challengeValidAt = (issuedAt: string, now: Date): boolean => now < challengeExpiresAt(issuedAt);
