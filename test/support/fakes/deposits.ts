import { verifyTypedData } from 'viem';
import type { Agent } from '../../../functions/contexts/accounts/agents/domain/agents';
import { type Deposit, depositCredit, type PendingDeposit, reachesStandard } from '../../../functions/contexts/money/deposits/domain/deposits';
import type { PaymentAuthorization, SignedPayment, TypedSignatureCheck } from '../../../functions/contexts/money/deposits/domain/x402';
import { depositErrors } from '../../../functions/contexts/money/deposits/errors';
import type {
  DepositChain,
  DepositPorts,
  DepositSettings,
  DepositsStore,
  PaymentPorts,
  PaymentSettlement,
  SettlementResult,
  TransferCheck,
} from '../../../functions/contexts/money/deposits/ports';
import { ConditionFailed } from '../../../functions/platform/kernel/conditions';
import { ConflictError } from '../../../functions/platform/kernel/errors';
import type { Contributes } from '../../../functions/platform/table/contribution';
import { contributed, contribution } from '../../../functions/platform/table/contribution';
import { FakeLedger } from './ledger';

/**
 * The deposits module's table in memory, with deposits-store's conditions: a transaction hash is
 * claimed by one deposit at a time ('Transaction already processed'), a confirmed deposit is
 * credited once (its entry is keyed by the hash, an x402 payment's by its authorization) and moves
 * its agent to STANDARD from $50 ('agent_exists' when `agents` has no such agent), a pending one
 * is on its agent's pending list, and a deposit is
 * confirmed or failed only while PENDING_CONFIRMATIONS (failing releases its hash and authorization).
 */
export class FakeDepositsTable implements DepositsStore {
  readonly deposits = new Map<string, Deposit>();
  /** `chain:hash` -> the deposit that claimed it. */
  readonly claims = new Map<string, string>();
  /** `from:nonce` of an x402 authorization -> the deposit that claimed it. */
  readonly authorizations = new Map<string, string>();
  /** transaction id -> the pending deposit as its agent's pending list holds it. */
  readonly pending = new Map<string, PendingDeposit & { agent_id: string }>();
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
    const entry = depositCredit(deposit);
    const refused = this.ledger.refusal(entry);
    if (refused) throw new ConditionFailed(refused, undefined, 0);
    // From $50 the credit moves its agent to STANDARD, and the store's update requires the agent.
    const agent = this.agents.get(deposit.agent_id);
    const upgrades = reachesStandard(deposit.amount_cents);
    if (upgrades && !agent) throw new ConditionFailed('agent_exists', undefined, entry.postings.length);
    return () => {
      this.ledger.apply(entry);
      if (agent && upgrades) agent.tier = 'STANDARD';
    };
  }

  /** What the contributions of confirmed deposits added, as their transactions committed it. */
  readonly contributed: unknown[] = [];

  async recordDeposit(deposit: Deposit, contribute: Contributes<Deposit>, dueAt: string): Promise<void> {
    const claim = `${deposit.chain}:${deposit.tx_hash}`;
    if (this.claims.has(claim)) throw depositErrors.transactionAlreadyProcessed();
    const credit = deposit.status === 'CONFIRMED' ? this.credit(deposit) : () => undefined;
    this.claims.set(claim, deposit.transaction_id);
    this.deposits.set(deposit.transaction_id, { ...deposit });
    credit();
    if (deposit.status === 'CONFIRMED') this.contributed.push(...contributed(contribute(deposit)).items);
    else this.pending.set(deposit.transaction_id, { agent_id: deposit.agent_id, amount_cents: deposit.amount_cents, due_at: dueAt });
  }

  async confirmDeposit(judged: Deposit, confirmations: number, at: string, contribute: Contributes<Deposit>): Promise<boolean> {
    const deposit = this.deposits.get(judged.transaction_id)!;
    if (deposit.status !== 'PENDING_CONFIRMATIONS') return false;
    this.credit(deposit)();
    this.pending.delete(deposit.transaction_id);
    Object.assign(deposit, { status: 'CONFIRMED', confirmations, confirmed_at: at });
    this.contributed.push(...contributed(contribute({ ...deposit })).items);
    return true;
  }

  async failDeposit(judged: Deposit, at: string): Promise<boolean> {
    const deposit = this.deposits.get(judged.transaction_id)!;
    if (deposit.status !== 'PENDING_CONFIRMATIONS') return false;
    Object.assign(deposit, { status: 'FAILED', failed_at: at });
    this.claims.delete(`${deposit.chain}:${deposit.tx_hash}`);
    this.pending.delete(deposit.transaction_id);
    if (deposit.authorization_nonce)
      this.authorizations.delete(authorizationKey({ from: deposit.from_address!, nonce: deposit.authorization_nonce }));
    return true;
  }

  async pendingDeposits(agentId: string): Promise<PendingDeposit[]> {
    return [...this.pending.values()].filter((pending) => pending.agent_id === agentId).map(({ amount_cents, due_at }) => ({ amount_cents, due_at }));
  }

  async recordConfirmations(transactionId: string, confirmations: number): Promise<void> {
    const deposit = this.deposits.get(transactionId)!;
    if (deposit.status === 'PENDING_CONFIRMATIONS') deposit.confirmations = confirmations;
  }
}

/**
 * A chain that answers each deposit check as the test set it (`answers`, in order; then
 * `otherwise`, if set), recording what it was asked.
 */
export class FakeDepositChain implements DepositChain {
  answers: TransferCheck[] = [];
  otherwise: TransferCheck | undefined;
  readonly asked: Pick<Deposit, 'tx_hash' | 'from_address' | 'amount_cents'>[] = [];

  async checkDepositTransfer(deposit: Pick<Deposit, 'tx_hash' | 'from_address' | 'amount_cents'>): Promise<TransferCheck> {
    this.asked.push(deposit);
    const next = this.answers.shift() ?? this.otherwise;
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
    usdcDomain: { name: 'USDC', version: '2' },
    confirmations: 3,
    minDeposit: 1,
    maxDeposit: 100_000,
  },
  blockSeconds: 2,
  pollSeconds: 10,
  x402Min: 100,
  ...overrides,
});

/** Every deposits port, faked over one table and ledger. */
export const fakeDeposits = (settings: Partial<DepositSettings> = {}) => {
  const table = new FakeDepositsTable();
  const chain = new FakeDepositChain();
  const deps: DepositPorts = {
    deposits: table,
    // Each confirmed deposit's outbox event, as a marker item naming it.
    confirmedEvent: (deposit) =>
      contribution([{ Put: { TableName: 'announced', Item: { agentId: deposit.agent_id, deposit: structuredClone(deposit) } } } as never]),
    agents: { getAgent: async (agentId) => table.agents.get(agentId) },
    chain,
    settings: depositSettings(settings),
  };
  return { table, chain, ledger: table.ledger, deps };
};

const authorizationKey = ({ from, nonce }: PaymentAuthorization) => `${from.toLowerCase()}:${nonce.toLowerCase()}`;

/**
 * x402 payments over the same table: recordPayment claims the authorization and records its
 * settlement as a deposit (credited when CONFIRMED, else pending), all or nothing, refusing a
 * claimed authorization or hash, or a credit made already, as the store does (depositErrors.paymentAlreadyUsed).
 */
export class FakePayments {
  constructor(readonly table: FakeDepositsTable) {}

  async paymentDeposit(authorization: PaymentAuthorization): Promise<Deposit | undefined> {
    const transactionId = this.table.authorizations.get(authorizationKey(authorization));
    return transactionId === undefined ? undefined : this.table.getDeposit(transactionId);
  }

  async recordPayment(deposit: Deposit, contribute: Contributes<Deposit>, dueAt: string): Promise<void> {
    const key = authorizationKey({ from: deposit.from_address!, nonce: deposit.authorization_nonce! });
    if (this.table.authorizations.has(key)) throw depositErrors.paymentAlreadyUsed();
    try {
      await this.table.recordDeposit(deposit, contribute, dueAt);
    } catch (error) {
      if (error instanceof ConflictError || error instanceof ConditionFailed) throw depositErrors.paymentAlreadyUsed();
      throw error;
    }
    this.table.authorizations.set(key, deposit.transaction_id);
  }
}

/** The token's side of x402 settlements: which authorizations it has used, and what `next` settles to. */
export class FakeSettlement implements PaymentSettlement {
  readonly used = new Map<string, string>();
  next: SettlementResult | undefined;
  settled = 0;

  private key(payment: SignedPayment) {
    return `${payment.authorization.from.toLowerCase()}:${payment.authorization.nonce.toLowerCase()}`;
  }
  async authorizationUsed(payment: SignedPayment) {
    return this.used.has(this.key(payment));
  }
  async findSettlement(payment: SignedPayment) {
    return this.used.get(this.key(payment));
  }
  /** The chain's signature check: a key's signature by recovery, and the contract wallets in `contractWallets` accept any. */
  readonly contractWallets = new Set<string>();
  readonly verifySignature: TypedSignatureCheck = async (input) =>
    this.contractWallets.has(input.address.toLowerCase()) || verifyTypedData(input).catch(() => false);
  async settle(payment: SignedPayment): Promise<SettlementResult> {
    this.settled += 1;
    const result = this.next ?? { kind: 'settled', txHash: `0x${'ab'.repeat(32)}` };
    if (result.kind === 'settled') this.used.set(this.key(payment), result.txHash);
    return result;
  }
}

/** Every x402 payment port, faked over the deposits' table. */
export const fakePayments = (settings: Partial<DepositSettings> = {}) => {
  const deposits = fakeDeposits(settings);
  // Every settlement has its confirmations (plenty, unless a test says otherwise).
  deposits.chain.otherwise = { kind: 'found', confirmations: 99 };
  const payments = new FakePayments(deposits.table);
  const settlement = new FakeSettlement();
  const deps: PaymentPorts = { ...deposits.deps, payments, settlement };
  return { ...deposits, payments, settlement, deps };
};
