/** Ledger account names. An agent's money sits in two accounts: spendable deposit and escrow held for its tasks. */
export const accounts = {
  agentDeposit: (agentId: string) => `agent:${agentId}:deposit`,
  agentEscrow: (agentId: string) => `agent:${agentId}:escrow`,
} as const;
