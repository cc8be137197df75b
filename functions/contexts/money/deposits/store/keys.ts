/**
 * The keys of the items the deposits module owns: deposits, their claims (transaction hashes, x402
 * authorizations) and the hot wallet's nonce counter (payouts reserve from it too).
 */
export const depositsKeys = {
  /** A reported deposit and its confirmation progress. */
  deposit: (transactionId: string) => ({ pk: `DEPOSIT#${transactionId}`, sk: 'DEPOSIT' }),
  /** A deposit's confirmation as its outbox event (`deposit.confirmed`), written with the credit. */
  depositConfirmedEvent: (transactionId: string) => ({ pk: `DEPOSIT#${transactionId}`, sk: 'CONFIRMED_EVENT' }),
  /** Claims a transaction hash for one deposit, across all agents (written with the deposit). */
  depositTransaction: (chain: string, txHash: string) => ({ pk: `DEPOSIT_TX#${chain}#${txHash}`, sk: 'DEPOSIT_TX' }),
  /**
   * A deposit of the agent's waiting for confirmations (an x402 payment's settlement among them), listed
   * under the agent while it waits: what a short balance's 402 counts as on its way.
   */
  agentPendingDeposit: (agentId: string, transactionId: string) => ({ pk: `AGENT#${agentId}`, sk: `PENDING_DEPOSIT#${transactionId}` }),
  agentPendingDepositPrefix: 'PENDING_DEPOSIT#',
  /** The claim of an x402 payment's EIP-3009 authorization (signer and nonce, lower case): credited once. */
  paymentNonce: (from: string, nonce: string) => ({ pk: `PAYMENT_NONCE#${from.toLowerCase()}#${nonce.toLowerCase()}`, sk: 'PAYMENT_NONCE' }),
  /** The next nonce the platform's hot wallet signs with, so concurrent payouts never share one. */
  hotWalletNonce: (address: string) => ({ pk: `HOT_WALLET#${address}`, sk: 'NONCE' }),
} as const;
