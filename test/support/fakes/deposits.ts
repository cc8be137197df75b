import type { Agent } from '../../../functions/modules/agents/domain/agents';
import { type Deposit, reachesStandard } from '../../../functions/modules/deposits/domain/deposits';
import type { DepositChain, DepositPorts, DepositSettings, DepositsStore, TransferCheck } from '../../../functions/modules/deposits/ports';
import { entries } from '../../../functions/modules/ledger/domain/ledger';
import { errors } from '../../../functions/platform/kernel/errors';
import type { Seal } from '../../../functions/platform/table/seal';
import { ConditionFailed } from '../../../functions/platform/table/transactions';
import { FakeLedger } from './ledger';

/**
 * The deposits module's table in memory, with deposits-store's conditions: a transaction hash is
 * claimed by one deposit at a time ('Transaction already processed'), a confirmed deposit is
 * credited once (its entry is keyed by the hash) and moves its agent to STANDARD from $50, and a
 * deposit is confirmed or failed only while PENDING_CONFIRMATIONS (failing releases its hash).
 */
export class FakeDepositsTable implements DepositsStore {
  readonly deposits = new Map<string, Deposit>();
  /** `chain:hash` -> the deposit that claimed it. */
  readonly claims = new Map<string, string>();
  readonly agents = new Map<string, Agent>();

  constructor(readonly ledger = new FakeLedger()) {}

  async getDeposit(transactionId: string): Promise<Deposit | undefined> {
    const deposit = this.deposits.get(transactionId);
    return deposit && { ...deposit };
  }

  async isTransactionClaimed(chain: string, txHash: string): Promise<boolean> {
    return this.claims.has(`${chain}:${txHash}`);
  }

  /** The credit's conditions, then its writes: an entry written before fails the whole transaction. */
  private credit(deposit: Deposit): () => void {
    const entry = entries.deposit(deposit.agent_id, deposit.amount_cents, deposit.tx_hash);
    const refused = this.ledger.refusal(entry);
    if (refused) throw new ConditionFailed(refused, undefined, 0);
    return () => {
      this.ledger.apply(entry);
      const agent = this.agents.get(deposit.agent_id);
      if (agent && reachesStandard(deposit.amount_cents)) agent.tier = 'STANDARD';
    };
  }

  /** What the seals of confirmed deposits added, as their transactions committed it. */
  readonly sealed: unknown[] = [];

  async recordDeposit(deposit: Deposit, seal: Seal<Deposit>): Promise<void> {
    const claim = `${deposit.chain}:${deposit.tx_hash}`;
    if (this.claims.has(claim)) throw errors.transactionAlreadyProcessed();
    const credit = deposit.status === 'CONFIRMED' ? this.credit(deposit) : () => undefined;
    this.claims.set(claim, deposit.transaction_id);
    this.deposits.set(deposit.transaction_id, { ...deposit });
    credit();
    if (deposit.status === 'CONFIRMED') this.sealed.push(...seal(deposit));
  }

  async confirmDeposit(judged: Deposit, confirmations: number, at: string, seal: Seal<Deposit>): Promise<boolean> {
    const deposit = this.deposits.get(judged.transaction_id)!;
    if (deposit.status !== 'PENDING_CONFIRMATIONS') return false;
    this.credit(deposit)();
    Object.assign(deposit, { status: 'CONFIRMED', confirmations, confirmed_at: at });
    this.sealed.push(...seal({ ...deposit }));
    return true;
  }

  async failDeposit(judged: Deposit, at: string): Promise<boolean> {
    const deposit = this.deposits.get(judged.transaction_id)!;
    if (deposit.status !== 'PENDING_CONFIRMATIONS') return false;
    Object.assign(deposit, { status: 'FAILED', failed_at: at });
    this.claims.delete(`${deposit.chain}:${deposit.tx_hash}`);
    return true;
  }

  async recordConfirmations(transactionId: string, confirmations: number): Promise<void> {
    const deposit = this.deposits.get(transactionId)!;
    if (deposit.status === 'PENDING_CONFIRMATIONS') deposit.confirmations = confirmations;
  }
}

/** A chain that answers each deposit check as the test set it (`answers`, in order), recording what it was asked. */
export class FakeDepositChain implements DepositChain {
  answers: TransferCheck[] = [];
  readonly asked: Pick<Deposit, 'tx_hash' | 'from_address' | 'amount_cents'>[] = [];

  async checkDepositTransfer(deposit: Pick<Deposit, 'tx_hash' | 'from_address' | 'amount_cents'>): Promise<TransferCheck> {
    this.asked.push(deposit);
    const next = this.answers.shift();
    if (!next) throw new Error('No chain answer left for this test');
    return next;
  }
}

export const depositSettings = (overrides: Partial<DepositSettings> = {}): DepositSettings => ({
  onChain: true,
  development: false,
  instructions: {
    address: '0x00000000000000000000000000000000000000de',
    chain: 'base',
    chainId: 84532,
    usdcAddress: '0x036cbd53842c5426634e7929541ec2318f3dcf7e',
    confirmations: 3,
    minDeposit: 1,
    maxDeposit: 100_000,
  },
  ...overrides,
});

/** Every deposits port, faked over one table and ledger. */
export const fakeDeposits = (settings: Partial<DepositSettings> = {}) => {
  const table = new FakeDepositsTable();
  const chain = new FakeDepositChain();
  const deps: DepositPorts = {
    deposits: table,
    // Each confirmed deposit's announcement, as a marker item naming it.
    announceConfirmed: async (agentId) => (deposit) => [
      { Put: { TableName: 'announced', Item: { agentId, deposit: structuredClone(deposit) } } } as never,
    ],
    agents: { getAgent: async (agentId) => table.agents.get(agentId) },
    chain,
    settings: depositSettings(settings),
  };
  return { table, chain, ledger: table.ledger, deps };
};
