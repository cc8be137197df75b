/** What the deposits use cases need from outside (the pattern: payouts/ports.ts). */
import type { Cents } from '../../../platform/kernel/money';
import type { Contributes } from '../../../platform/table/contribution';
import type { Agent } from '../../accounts/agents/domain';
import type { Deposit, PendingDeposit } from './domain/deposits';
import type { PaymentAuthorization, SignedPayment, TypedSignatureCheck } from './domain/x402';

export interface DepositsStore {
  getDeposit(transactionId: string): Promise<Deposit | undefined>;
  /** Whether a transaction hash is already claimed by a deposit (a cheap early answer; recordDeposit decides). */
  isTransactionClaimed(chain: string, txHash: string): Promise<boolean>;
  /**
   * Claims the hash and records the deposit, credited (and the agent moved to STANDARD from $50)
   * when it arrives CONFIRMED, else on its agent's pending list (due at `due_at`), in one
   * transaction; a hash claimed already: depositErrors.transactionAlreadyProcessed.
   */
  recordDeposit(deposit: Deposit, contribute: Contributes<Deposit>, dueAt: string): Promise<void>;
  /**
   * PENDING_CONFIRMATIONS -> CONFIRMED and credited (an x402 payment's as its authorization), off
   * the pending list, in one transaction with what `contribute` adds; false if it had already moved on.
   */
  confirmDeposit(deposit: Deposit, confirmations: number, at: string, contribute: Contributes<Deposit>): Promise<boolean>;
  /** PENDING_CONFIRMATIONS -> FAILED, the hash (and an x402 payment's authorization) released; false if it had already moved on. */
  failDeposit(deposit: Deposit, at: string): Promise<boolean>;
  /** The agent's deposits waiting for confirmations (x402 payments among them). */
  pendingDeposits(agentId: string): Promise<PendingDeposit[]>;
  /** The confirmations seen at the latest check, while the deposit is still pending. */
  recordConfirmations(transactionId: string, confirmations: number): Promise<void>;
}

export type TransferCheck = { kind: 'not_found' } | { kind: 'reverted' } | { kind: 'mismatch' } | { kind: 'found'; confirmations: number };

export interface DepositChain {
  /** Whether the transaction is a USDC transfer of the amount from `from_address` to the deposit address, and its confirmations. */
  checkDepositTransfer(deposit: Pick<Deposit, 'tx_hash' | 'from_address' | 'amount_cents'>): Promise<TransferCheck>;
}

/** Where and how agents deposit, as configured. */
interface DepositInstructions {
  address: string;
  chain: string;
  chainId: number;
  usdcAddress: string;
  /** USDC's EIP-712 domain name and version (x402 authorizations are signed for them). */
  usdcDomain: { name: string; version: string };
  confirmations: number;
  minDeposit: number;
  maxDeposit: number;
}

export interface DepositSettings {
  /** Deposits are verified on a chain. */
  onChain: boolean;
  /** Without a chain, development credits deposits at once; elsewhere they are unavailable. */
  development: boolean;
  instructions: DepositInstructions;
  /** The chain's block time, and the seconds between the confirmation workflow's checks: when to ask again. */
  blockSeconds: number;
  pollSeconds: number;
  /** The smallest x402 payment asked for, in cents (paymentAsked). */
  x402Min: Cents;
}

export interface DepositPorts {
  deposits: DepositsStore;
  /** The outbox event of a confirmed deposit (`deposit.confirmed`, for the agent's webhook endpoints), written in the credit's own transaction when the agent may hold one. */
  confirmedEvent: Contributes<Deposit>;
  agents: { getAgent(agentId: string): Promise<Agent | undefined> };
  chain: DepositChain;
  settings: DepositSettings;
}

/** What settling an x402 payment on the chain found (adapters/chain/authorization-transfers.ts). */
export type SettlementResult = { kind: 'settled'; txHash: string } | { kind: 'refused'; reason: string } | { kind: 'reverted'; txHash: string };

/** The chain side of an x402 payment (chain mode only). */
export interface PaymentSettlement {
  /** Whether the token already used (or saw canceled) the authorization's nonce. */
  authorizationUsed(payment: SignedPayment): Promise<boolean>;
  /** The successful transaction that used this exact authorization (to, value), if one did lately. */
  findSettlement(payment: SignedPayment): Promise<string | undefined>;
  /** Whether the authorization's `from` signed it, asked of the chain: an EOA, or a deployed smart-contract wallet (ERC-1271). */
  verifySignature: TypedSignatureCheck;
  /** Sends transferWithAuthorization from the hot wallet and waits for its receipt. */
  settle(payment: SignedPayment): Promise<SettlementResult>;
}

/** What paying a short balance with x402 needs (use-cases/pay-shortfall.ts). */
export interface PaymentPorts extends Pick<DepositPorts, 'agents' | 'settings' | 'confirmedEvent' | 'deposits' | 'chain'> {
  payments: {
    /** The deposit that claimed this authorization (its settlement, pending or credited), if one did. */
    paymentDeposit(authorization: PaymentAuthorization): Promise<Deposit | undefined>;
    /**
     * Records the payment as a deposit (`authorization_nonce` set), claiming the authorization and
     * the settlement's hash: credited at once when CONFIRMED, else pending as a reported deposit is
     * (due at `dueAt`), for the confirmation workflow; claimed already: depositErrors.paymentAlreadyUsed.
     */
    recordPayment(deposit: Deposit, contribute: Contributes<Deposit>, dueAt: string): Promise<void>;
  };
  settlement: PaymentSettlement;
}
