/**
 * Ports: what the payouts use cases need from outside the module, as types only. Every area
 * follows this pattern:
 * - `<area>/ports.ts` names the store operations, adapters (chain, mailer...) and settings values
 *   the area's use cases use; settings come as plain values, never the global `config`;
 * - a use case imports only domain, platform/kernel, platform/logging and port types, and takes
 *   its dependencies as its first argument: `requestPayout(deps, ...)`, where `deps` picks the
 *   ports that use case needs (so a fake need offer no more);
 * - `<area>/wiring/<kind>.ts` is the composition root of one kind of function (API, a workflow
 *   step...): it builds the real dependencies from stores, adapters and settings, and imports only
 *   what those handlers load, so a bundle does not grow by another handler's dependencies;
 * - test/support/fakes/ holds in-memory fakes of the ports (a fake table keeps the conditions a
 *   use case relies on: a write whose condition fails still fails).
 */
import type { Email } from '../../../platform/kernel/email';
import type { Cents } from '../../../platform/kernel/money';
import type { Contributes } from '../../../platform/table/contribution';
import type { Operator } from '../../accounts/operators/domain';
import type { PayoutAddressBinding, PayoutAddressDecision } from './domain/payout-addresses';
import type { Payout } from './domain/payouts';

/** The payout items and the ledger entries their changes post (each method is one transaction). */
export interface PayoutsStore {
  getPayout(payoutId: string): Promise<Payout | undefined>;
  /**
   * Records the payout, takes its amount out of the operator's available balance (refused below
   * zero: payoutErrors.insufficientAvailableBalance) and writes the address as decided, in one
   * transaction with what `contribute` adds. 'address_changed': the binding is no longer as `seen`.
   */
  createPayout(payout: Payout, address: PayoutAddressCommit, contribute: Contributes<Payout>): Promise<'created' | 'address_changed'>;
  /** PENDING_ONCHAIN -> CONFIRMED, once; the payout as it stands afterwards. */
  confirmPayout(payoutId: string, txHash: string, at: string): Promise<Payout>;
  /** PENDING_ONCHAIN -> FAILED with the amount refunded, once, only while signed as `payout` was; the payout afterwards. */
  failPayout(payout: Payout, reason: string, at: string): Promise<Payout>;
  markReplacedSince(payoutId: string, block: number | undefined): Promise<void>;
  nextHotWalletNonce(address: string): Promise<number | undefined>;
  /** The signed transfer on its payout and the nonce counter past it; 'nonce_taken' when the counter moved from `counterWas`. */
  storeSignedTransfer(
    payout: Payout,
    signed: { txHash: string; nonce: number; serialized: string; from: string },
    counterWas: number | undefined,
  ): Promise<'stored' | 'nonce_taken' | 'already_signed'>;
}

/** How a payout's transaction treats the operator's address binding, as decided from `seen`. */
export interface PayoutAddressCommit {
  decision: Extract<PayoutAddressDecision, { kind: 'bind' | 'use' | 'promote' }>;
  seen: PayoutAddressBinding | undefined;
}

export interface PayoutAddressesStore {
  getPayoutAddress(operatorId: string): Promise<PayoutAddressBinding | undefined>;
  /** Records a new address if the binding is still as `seen`: false when a concurrent change won. */
  proposePayoutAddress(operatorId: string, seen: PayoutAddressBinding, address: string, usableAt: string): Promise<boolean>;
}

/** What a payout needs of the operators module. */
export interface PayoutOperators {
  getOperator(operatorId: string): Promise<Operator | undefined>;
  /** Clears rewards past the holding period from pending to available. */
  settleEarnings(operatorId: string, now: Date, holdMs: number): Promise<void>;
  hasAuthenticatorApp(operatorId: string): Promise<boolean>;
}

/** The network fee a payout transfer costs now. */
export interface PayoutFees {
  payoutGasFee(): Promise<Cents>;
}

export interface Mail {
  send(email: Email): Promise<void>;
}

/** A transaction of the hot wallet, signed at a nonce. */
export interface SignedTransfer {
  txHash: string;
  nonce: number;
  serialized: string;
}

export type PreparedTransfer = { kind: 'ready'; sign: (nonce: number) => Promise<SignedTransfer> } | { kind: 'refused'; reason: string };

export type PayoutCheck =
  | { kind: 'confirmed' }
  | { kind: 'pending'; confirmations: number }
  | { kind: 'reverted' }
  | { kind: 'replaced'; atBlock: number }
  | { kind: 'unseen' };

/** The chain as the settlement checks see it (no signer). */
export interface PayoutChain {
  broadcast(serialized: string): Promise<{ accepted: boolean; error?: string }>;
  checkPayout(sent: { txHash: string; nonce: number; from: string }, confirmationsRequired: number): Promise<PayoutCheck>;
}

/** The hot wallet that sends payouts; opening it fails when none is configured. */
export interface HotWallet {
  open(): Promise<{
    address: string;
    /** Estimates the USDC transfer: 'refused' when the chain reverts it (nothing spent). */
    prepare(to: string, amount: Cents): Promise<PreparedTransfer>;
    /** The wallet's next nonce as the node counts it, pending transactions included. */
    pendingNonce(): Promise<number>;
    /** USDC in its smallest units (6 decimals) and ETH in wei. */
    balances(): Promise<{ usdcUnits: bigint; wei: bigint }>;
  }>;
}

/** The settings values the payouts use cases read. */
export interface PayoutSettings {
  payoutRequiresMfa: boolean;
  earningsHoldMs: number;
  payoutAddressCooldownMs: number;
  /** False when payouts cannot be sent (on chain without a hot wallet, or no chain outside development). */
  payoutsAvailable: boolean;
  /** Development without a chain: payouts are simulated. */
  simulated: boolean;
  confirmations: number;
}

export interface PayoutPorts {
  payouts: PayoutsStore;
  addresses: PayoutAddressesStore;
  operators: PayoutOperators;
  fees: PayoutFees;
  mail: Mail;
  chain: PayoutChain;
  hotWallet: HotWallet;
  settings: PayoutSettings;
}
