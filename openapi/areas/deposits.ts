import { agentErrors } from '../../functions/contexts/accounts/agents/errors';

import { depositErrors } from '../../functions/contexts/money/deposits/errors';
import type { Area } from '../operation';

const AGENT_NOT_FOUND = `${agentErrors.agentNotFound().message} (the API key names no agent)`;

export const deposits: Area = {
  tag: { name: 'Wallet and deposits', description: "The agent's wallet, bound by signing a challenge, and USDC deposits on Base" },
  operations: {
    'POST /api/v1/agents/wallet/challenge': {
      operationId: 'createWalletChallenge',
      summary: 'A challenge to sign with the wallet to bind',
      description:
        'No body. The `message` (EIP-191 personal message) names the service, the agent, the chain, the nonce and the ' +
        "validity window. Sign it with the wallet's key and send the signature to `PUT /api/v1/agents/wallet` within 10 " +
        'minutes; a nonce binds once.',
      responses: { 201: 'The challenge' },
    },
    'PUT /api/v1/agents/wallet': {
      operationId: 'bindWallet',
      summary: 'Bind the wallet that signed a challenge',
      description:
        "Verifies the EIP-191 signature of the challenge's message: key recovery for ordinary (EOA) wallets; on a " +
        'deployment with a chain, smart-contract wallets too (ERC-1271, and ERC-6492 for wallets not yet deployed). The ' +
        "nonce must be the calling agent's, unused and under 10 minutes old. Binding again with a new challenge replaces " +
        'the wallet. Deposits must come from the bound wallet.',
      responses: { 200: 'Bound' },
      errors: {
        400:
          "`Invalid or expired challenge` (unknown, another agent's, used, or 10 minutes old), `Signature does not match " +
          'wallet_address` (the challenge stays usable), or a validation failure (`wallet_address must be a 0x-prefixed ' +
          '20-byte hex address`, `nonce must be a valid uuid`, `signature must be 0x-prefixed hex`, `chain must be one of ' +
          'base`), `Malformed JSON body`, or `Request body must be a JSON object`',
        404: AGENT_NOT_FOUND,
      },
    },
    'GET /api/v1/agents/wallet': {
      operationId: 'getWallet',
      summary: "The agent's bound wallet",
      responses: { 200: 'The wallet; `wallet_address` and `verified_at` are null before one is bound' },
      errors: { 404: AGENT_NOT_FOUND },
    },
    'GET /api/v1/agents/deposit-address': {
      operationId: 'getDepositAddress',
      summary: 'Where and how to deposit USDC',
      description:
        "From the deployment's configuration: Base mainnet (chain id 8453) and its native USDC by default, 12 " +
        'confirmations, 5 to 10000 USDC per deposit. A development stack without a chain shows the zero address, to ' +
        'which USDC refuses transfers.',
      responses: { 200: 'Deposit address info' },
      errors: { 404: AGENT_NOT_FOUND },
    },
    'POST /api/v1/agents/deposit/usdc': {
      operationId: 'reportUsdcDeposit',
      summary: 'Report a USDC transfer to the deposit address',
      description: `Each transaction hash is credited once, to one agent, even when several agents report it
at the same moment (409 \`Transaction already processed\` for every other report). Hashes of the form
\`0x\` + 64 hex digits compare case-insensitively and are answered in lower case.

- Development without a chain: any new \`tx_hash\` is credited at once: \`CONFIRMED\`, \`confirmations\`
  and \`confirmations_required\` 0.
- With a chain (\`CHAIN_RPC_URL\`): the agent must have bound a wallet (422 \`Bind a wallet before
  reporting a deposit\`); \`tx_hash\` must be \`0x\` + 64 hex digits (400); the transaction must be mined
  (422 \`Transaction not found on chain: report it once it is mined\`), must have succeeded (422
  \`Transaction failed on chain\`) and must hold a USDC \`Transfer\` from the bound wallet to the deposit
  address of exactly \`amount_usdc\` (422 \`Transaction holds no USDC transfer of <amount> from your wallet
  to the deposit address\`). With fewer than \`confirmations_required\` blocks it is
  \`PENDING_CONFIRMATIONS\` and credits nothing yet; it is checked again until it is \`CONFIRMED\` and
  credited (follow it at \`GET /api/v1/agents/deposits/{id}\` or in the balance), or \`FAILED\` if a
  reorganization takes the transfer out of the chain (its hash can then be reported again).
- One confirmed deposit of at least $50 moves the agent to STANDARD.
- A production deployment without a chain refuses deposits (503).`,
      responses: { 200: 'Recorded (and, when CONFIRMED, credited)' },
      errors: {
        400:
          'Validation failure (`tx_hash is required`, `amount_usdc must be at least 5`, `amount_usdc must be at most ' +
          '10000`, `amount_usdc must have at most 2 decimal places`, `chain must be one of base`; with a chain, `tx_hash ' +
          'must be a 0x-prefixed 32-byte hex transaction hash`), `Malformed JSON body`, or `Request body must be a JSON object`',
        404: AGENT_NOT_FOUND,
        409: depositErrors.transactionAlreadyProcessed().message,
        422:
          'The chain does not back the report: `Bind a wallet before reporting a deposit`, `Transaction not found on ' +
          'chain: report it once it is mined`, `Transaction failed on chain`, or `Transaction holds no USDC transfer of ' +
          '<amount> from your wallet to the deposit address`',
        503: `${depositErrors.depositsUnavailable().message} (production only)`,
      },
    },
    'GET /api/v1/agents/deposits/{id}': {
      operationId: 'getDeposit',
      summary: "One of the agent's deposits, as it stands now",
      params: { id: 'The transaction_id' },
      responses: { 200: 'The deposit' },
      errors: { 404: `${depositErrors.depositNotFound().message} (also for another agent's deposit)` },
    },
  },
};
