import { describe, expect, it } from 'vitest';
import { CHALLENGE_TTL_MS, challengeMessage, challengeValidAt } from '../../../../../../../functions/contexts/accounts/agents/domain/wallets';

describe('Wallet challenges', () => {
  const issuedAt = new Date('2026-11-22T10:00:00.000Z');

  it('ask to sign a text naming the service, the agent, the chain, the nonce and the validity window', () => {
    expect(challengeMessage({ agentId: 'agt_1', nonce: 'n-1', chain: 'base', chainId: 8453, issuedAt })).toBe(
      [
        'Handoff: bind this wallet to my agent account.',
        '',
        'Agent: agt_1',
        'Chain: base (chain id 8453)',
        'Nonce: n-1',
        'Issued at: 2026-11-22T10:00:00.000Z',
        'Expires at: 2026-11-22T10:10:00.000Z',
      ].join('\n'),
    );
  });

  it('are valid for 10 minutes, up to the last millisecond before', () => {
    expect(CHALLENGE_TTL_MS).toBe(600_000);
    expect(challengeValidAt(issuedAt.toISOString(), issuedAt)).toBe(true);
    expect(challengeValidAt(issuedAt.toISOString(), new Date(issuedAt.getTime() + CHALLENGE_TTL_MS - 1))).toBe(true);
    expect(challengeValidAt(issuedAt.toISOString(), new Date(issuedAt.getTime() + CHALLENGE_TTL_MS))).toBe(false);
  });
});
