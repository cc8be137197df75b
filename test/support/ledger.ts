import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { entries } from '../../functions/contexts/money/ledger/domain/ledger';
import { entryItems } from '../../functions/contexts/money/ledger/store/ledger-store';
import { toCents } from '../../functions/platform/kernel/money';
import { transactWrite } from '../../functions/platform/table/transactions';
import { auditParties } from './ledger-audit';

/** Credits an agent's deposit balance through the ledger module, as a confirmed deposit would. */
export const fundAgent = async (agentId: string, dollars: number): Promise<void> => {
  await transactWrite(entryItems(entries.deposit(agentId, toCents(dollars)!, `test-${randomUUID()}`), new Date().toISOString()));
};

/** The ledger invariants hold for these parties' accounts. */
export const expectLedgerConsistent = async (parties: { agentIds?: string[]; operatorIds?: string[] }): Promise<void> => {
  expect(await auditParties(parties)).toEqual([]);
};
