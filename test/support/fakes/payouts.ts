import type { Operator } from '../../../functions/contexts/accounts/operators/domain/operators';
import { entries } from '../../../functions/contexts/money/ledger/domain/ledger';
import type { PayoutAddressBinding } from '../../../functions/contexts/money/payouts/domain/payout-addresses';
import type { Payout } from '../../../functions/contexts/money/payouts/domain/payouts';
import { payoutErrors } from '../../../functions/contexts/money/payouts/errors';
import type {
  HotWallet,
  Mail,
  PayoutAddressCommit,
  PayoutAddressesStore,
  PayoutChain,
  PayoutCheck,
  PayoutOperators,
  PayoutPorts,
  PayoutSettings,
  PayoutsStore,
  PreparedTransfer,
} from '../../../functions/contexts/money/payouts/ports';
import { ConditionFailed } from '../../../functions/platform/kernel/conditions';
import type { Email } from '../../../functions/platform/kernel/email';
import type { Cents } from '../../../functions/platform/kernel/money';
import type { Contributes } from '../../../functions/platform/table/contribution';
import { contributed } from '../../../functions/platform/table/contribution';
import { FakeLedger } from './ledger';

/**
 * The payouts module's table in memory, with the conditions of payouts-store and
 * payout-addresses-store: a payout is created once and only while the operator's available
 * balance covers it and the address binding is as decided; it is confirmed or failed (and
 * refunded) only while PENDING_ONCHAIN and signed as judged; a signed transfer is stored only
 * while the hot wallet's nonce counter is as read. `beforeWrite` lets a test run a concurrent
 * writer just before a write is judged (a race lost at the condition).
 */
export class FakePayoutsTable implements PayoutsStore, PayoutAddressesStore {
  readonly payouts = new Map<string, Payout>();
  readonly addresses = new Map<string, PayoutAddressBinding>();
  readonly nonces = new Map<string, number>();
  /** What each created payout's `contribute` added to its transaction. */
  readonly contributed: unknown[][] = [];
  beforeWrite?: (operation: string) => void | Promise<void>;

  constructor(readonly ledger = new FakeLedger()) {}

  private async judging(operation: string): Promise<void> {
    await this.beforeWrite?.(operation);
  }

  async getPayout(payoutId: string): Promise<Payout | undefined> {
    const payout = this.payouts.get(payoutId);
    return payout && structuredClone(payout);
  }

  async createPayout(payout: Payout, address: PayoutAddressCommit, contribute: Contributes<Payout>): Promise<'created' | 'address_changed'> {
    await this.judging('createPayout');
    if (this.payouts.has(payout.payout_id)) throw new ConditionFailed('item_absent', undefined, 0);
    const entry = entries.payout(payout.operator_id, payout.payout_id, payout.amount_cents);
    const refused = this.ledger.refusal(entry);
    if (refused === 'balance_covers') throw payoutErrors.insufficientAvailableBalance();
    if (refused) throw new Error(`Ledger refused ${entry.entryId}: ${refused}`);
    if (!this.addressAsDecided(payout.operator_id, address)) return 'address_changed';
    const added = [...contributed(contribute(payout)).items];
    this.ledger.apply(entry);
    this.payouts.set(payout.payout_id, structuredClone(payout));
    this.writeAddress(payout.operator_id, address, payout.to_address, payout.created_at);
    this.contributed.push(added);
    return 'created';
  }

  private addressAsDecided(operatorId: string, { decision, seen }: PayoutAddressCommit): boolean {
    const now = this.addresses.get(operatorId);
    if (decision.kind === 'bind' || !seen) return now === undefined;
    if (now?.address !== seen.address) return false;
    return decision.kind === 'use' || (now.pending_address === seen.pending_address && now.pending_usable_at === seen.pending_usable_at);
  }

  private writeAddress(operatorId: string, { decision, seen }: PayoutAddressCommit, address: string, at: string): void {
    if (decision.kind === 'bind' || !seen) this.addresses.set(operatorId, { address: address.toLowerCase(), bound_at: at });
    else if (decision.kind === 'promote') this.addresses.set(operatorId, { address: seen.pending_address!, bound_at: at });
  }

  async confirmPayout(payoutId: string, txHash: string, at: string): Promise<Payout> {
    await this.judging('confirmPayout');
    const payout = this.payouts.get(payoutId)!;
    if (payout.status === 'PENDING_ONCHAIN') Object.assign(payout, { status: 'CONFIRMED', tx_hash: txHash, confirmed_at: at });
    return structuredClone(payout);
  }

  async failPayout(judged: Payout, reason: string, at: string): Promise<Payout> {
    await this.judging('failPayout');
    const payout = this.payouts.get(judged.payout_id)!;
    if (payout.status === 'PENDING_ONCHAIN' && payout.signed_tx === judged.signed_tx) {
      this.ledger.post(entries.payoutRefund(payout.operator_id, payout.payout_id, payout.amount_cents));
      Object.assign(payout, { status: 'FAILED', failed_at: at, failure_reason: reason });
    }
    return structuredClone(payout);
  }

  async markReplacedSince(payoutId: string, block: number | undefined): Promise<void> {
    const payout = this.payouts.get(payoutId)!;
    if (payout.status !== 'PENDING_ONCHAIN') return;
    if (block === undefined) delete payout.replaced_since_block;
    else payout.replaced_since_block = block;
  }

  async nextHotWalletNonce(address: string): Promise<number | undefined> {
    return this.nonces.get(address);
  }

  async storeSignedTransfer(
    judged: Payout,
    signed: { txHash: string; nonce: number; serialized: string; from: string },
    counterWas: number | undefined,
  ): Promise<'stored' | 'nonce_taken' | 'already_signed'> {
    await this.judging('storeSignedTransfer');
    if (this.nonces.get(signed.from) !== counterWas) return 'nonce_taken';
    const payout = this.payouts.get(judged.payout_id)!;
    if (payout.status !== 'PENDING_ONCHAIN' || payout.tx_hash !== undefined) return 'already_signed';
    this.nonces.set(signed.from, signed.nonce + 1);
    Object.assign(payout, { tx_hash: signed.txHash, nonce: signed.nonce, signed_tx: signed.serialized, from_address: signed.from });
    return 'stored';
  }

  async getPayoutAddress(operatorId: string): Promise<PayoutAddressBinding | undefined> {
    const binding = this.addresses.get(operatorId);
    return binding && { ...binding };
  }

  async proposePayoutAddress(operatorId: string, seen: PayoutAddressBinding, address: string, usableAt: string): Promise<boolean> {
    await this.judging('proposePayoutAddress');
    const now = this.addresses.get(operatorId);
    if (now?.address !== seen.address || now.pending_address !== seen.pending_address || now.pending_usable_at !== seen.pending_usable_at)
      return false;
    this.addresses.set(operatorId, { ...now, pending_address: address.toLowerCase(), pending_usable_at: usableAt });
    return true;
  }
}

/** Operators by id, with the authenticator apps they set up; settling earnings clears nothing unless a test says so. */
export class FakePayoutOperators implements PayoutOperators {
  readonly operators = new Map<string, Operator>();
  readonly withAuthenticator = new Set<string>();
  settled: { operatorId: string; holdMs: number }[] = [];

  async getOperator(operatorId: string): Promise<Operator | undefined> {
    return this.operators.get(operatorId);
  }

  async settleEarnings(operatorId: string, _now: Date, holdMs: number): Promise<void> {
    this.settled.push({ operatorId, holdMs });
  }

  async hasAuthenticatorApp(operatorId: string): Promise<boolean> {
    return this.withAuthenticator.has(operatorId);
  }
}

/** A mailer that keeps what it sent, or fails when told to. */
export class FakeMail implements Mail {
  readonly sent: Email[] = [];
  failing = false;

  async send(email: Email): Promise<void> {
    if (this.failing) throw new Error('Mail refused');
    this.sent.push(email);
  }
}

/** A chain whose answers each test sets: the next checks, and the transactions broadcast. */
export class FakePayoutChain implements PayoutChain {
  readonly broadcasts: string[] = [];
  checks: PayoutCheck[] = [];
  accepting = true;

  async broadcast(serialized: string) {
    this.broadcasts.push(serialized);
    return this.accepting ? { accepted: true } : { accepted: false, error: 'nonce too low' };
  }

  async checkPayout(): Promise<PayoutCheck> {
    const next = this.checks.shift();
    if (!next) throw new Error('No chain answer left for this test');
    return next;
  }
}

/** A hot wallet holding `usdcUnits` and `wei`; it refuses a transfer larger than its USDC, and signs deterministically. */
export class FakeHotWallet implements HotWallet {
  readonly address = '0x00000000000000000000000000000000000000aa';
  usdcUnits = 0n;
  wei = 0n;
  /** The node's pending nonce of the wallet. */
  pending = 0;
  configured = true;
  readonly signedAt: number[] = [];

  async open() {
    if (!this.configured) throw new Error('No hot wallet configured: set HOT_WALLET_KMS_KEY_ID or HOT_WALLET_PRIVATE_KEY');
    return {
      address: this.address,
      prepare: async (to: string, amount: Cents): Promise<PreparedTransfer> =>
        BigInt(amount) * 10_000n > this.usdcUnits
          ? { kind: 'refused', reason: 'ERC20: transfer amount exceeds balance' }
          : {
              kind: 'ready',
              sign: async (nonce: number) => {
                this.signedAt.push(nonce);
                return { txHash: `0xtx-${to}-${nonce}`, nonce, serialized: `0xsigned-${to}-${amount}-${nonce}` };
              },
            },
      pendingNonce: async () => this.pending,
      balances: async () => ({ usdcUnits: this.usdcUnits, wei: this.wei }),
    };
  }
}

export const payoutSettings = (overrides: Partial<PayoutSettings> = {}): PayoutSettings => ({
  payoutRequiresMfa: false,
  earningsHoldMs: 0,
  payoutAddressCooldownMs: 24 * 3600_000,
  payoutsAvailable: true,
  simulated: false,
  confirmations: 3,
  ...overrides,
});

/** A network fee that stays as the test set it. */
export class FakeFees {
  cents: Cents = 5;

  payoutGasFee = async (): Promise<Cents> => this.cents;
}

/** Every payouts port, faked over one table and ledger; the fakes are returned too, for the test to arrange and inspect. */
export const fakePayouts = (settings: Partial<PayoutSettings> = {}) => {
  const fakes = {
    table: new FakePayoutsTable(),
    operators: new FakePayoutOperators(),
    fees: new FakeFees(),
    mail: new FakeMail(),
    chain: new FakePayoutChain(),
    hotWallet: new FakeHotWallet(),
  };
  const deps: PayoutPorts = { ...fakes, payouts: fakes.table, addresses: fakes.table, settings: payoutSettings(settings) };
  return { ...fakes, ledger: fakes.table.ledger, deps };
};
