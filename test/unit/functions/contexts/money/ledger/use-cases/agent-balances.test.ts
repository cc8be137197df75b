import { describe, expect, it } from 'vitest';
import { accounts } from '../../../../../../../functions/contexts/money/ledger/domain/accounts';
import { getAgentBalances } from '../../../../../../../functions/contexts/money/ledger/use-cases/agent-balances';

describe('getAgentBalances', () => {
  it("reads the agent's deposit and escrow accounts in one read, and 0 for one never written", async () => {
    const asked: string[][] = [];
    const stored = new Map([[accounts.agentDeposit('agt_1'), 12_500]]);
    const balances = await getAgentBalances(
      {
        getBalances: async (ids) => {
          asked.push(ids);
          return new Map(ids.map((id) => [id, stored.get(id) ?? 0]));
        },
      },
      'agt_1',
    );
    expect(balances).toEqual({ depositCents: 12_500, escrowCents: 0 });
    expect(asked).toEqual([[accounts.agentDeposit('agt_1'), accounts.agentEscrow('agt_1')]]);
  });
});
