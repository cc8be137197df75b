/**
 * Ledger account names. Agents' money sits in a spendable deposit account and an escrow
 * account holding the sum of their open task holds; operators' earnings sit in pending
 * (holding period) and available; the platform keeps its fees. `external:` accounts stand
 * for the world outside the ledger and are the only ones allowed below zero: minus the
 * USDC that came in, plus the USDC that went out.
 */
export const accounts = {
  agentDeposit: (agentId: string) => `agent:${agentId}:deposit`,
  agentEscrow: (agentId: string) => `agent:${agentId}:escrow`,
  operatorPending: (operatorId: string) => `operator:${operatorId}:pending`,
  operatorAvailable: (operatorId: string) => `operator:${operatorId}:available`,
  platformFees: 'platform:fees',
  externalDeposits: 'external:deposits',
  externalPayouts: 'external:payouts',
} as const;

export const mayGoNegative = (account: string): boolean => account.startsWith('external:');
