import { verifyTypedData } from 'viem';
import type { Agent } from '../../../functions/modules/agents/domain/agents';
import { type Deposit, reachesStandard } from '../../../functions/modules/deposits/domain/deposits';
import type { PaymentAuthorization, SignedPayment, TypedSignatureCheck } from '../../../functions/modules/deposits/domain/x402';
import type {
  DepositChain,
  DepositPorts,
  DepositSettings,
  DepositsStore,
  PaymentPorts,
  PaymentSettlement,
  SettlementResult,
  TransferCheck,
} from '../../../functions/modules/deposits/ports';
import { entries } from '../../../functions/modules/ledger/domain/ledger';
import { ConditionFailed } from '../../../functions/platform/kernel/conditions';
import { errors } from '../../../functions/platform/kernel/errors';
import type { Seal } from '../../../functions/platform/table/seal';
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
    usdcDomain: { name: 'USDC', version: '2' },
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

/**
 * x402 payments over the same table: recordPayment claims the authorization's nonce and the
 * settlement's hash and credits an x402_payment entry, all or nothing, refusing a used nonce or hash
 * as the store does (errors.paymentAlreadyUsed).
 */
export class FakePayments {
  readonly nonces = new Set<string>();

  constructor(readonly table: FakeDepositsTable) {}

  async isPaymentNonceUsed({ from, nonce }: PaymentAuthorization): Promise<boolean> {
    return this.nonces.has(`${from.toLowerCase()}:${nonce.toLowerCase()}`);
  }

  async recordPayment(deposit: Deposit, { from, nonce }: PaymentAuthorization, seal: Seal<Deposit>): Promise<void> {
    const reference = `${from.toLowerCase()}:${nonce.toLowerCase()}`;
    const entry = entries.x402Payment(deposit.agent_id, deposit.amount_cents, reference);
    if (this.nonces.has(reference) || this.table.claims.has(`${deposit.chain}:${deposit.tx_hash}`) || this.table.ledger.refusal(entry)) {
      throw errors.paymentAlreadyUsed();
    }
    this.nonces.add(reference);
    this.table.claims.set(`${deposit.chain}:${deposit.tx_hash}`, deposit.transaction_id);
    this.table.deposits.set(deposit.transaction_id, { ...deposit });
    this.table.ledger.apply(entry);
    this.table.sealed.push(...seal(deposit));
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
  /** The confirmations every settlement has (plenty, unless a test says otherwise). */
  confirmationsSeen = 99;
  async confirmations() {
    return this.confirmationsSeen;
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
  const payments = new FakePayments(deposits.table);
  const settlement = new FakeSettlement();
  const deps: PaymentPorts = { ...deposits.deps, payments, settlement };
  return { ...deposits, payments, settlement, deps };
};
