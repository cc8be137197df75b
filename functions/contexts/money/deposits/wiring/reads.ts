import { chainAddresses } from '../../../../adapters/chain/chain-addresses';
import { config, isDevelopment, onChain } from '../../../../platform/settings';
import { contribution } from '../../../../platform/table/contribution';
import { getAgent } from '../../../accounts/agents/store';
import { depositView } from '../api/deposit-views';
import type { DepositPorts } from '../ports';
import { depositConfirmedEventWrite } from '../store/confirmed-event';
import {
  confirmDeposit,
  failDeposit,
  getDeposit,
  isTransactionClaimed,
  pendingDeposits,
  recordConfirmations,
  recordDeposit,
} from '../store/deposits-store';

/** Where and how agents deposit, as configured: every deposit route's settings. */
export const depositSettings: DepositPorts['settings'] = {
  onChain: onChain(),
  development: isDevelopment(),
  instructions: {
    address: chainAddresses.deposit,
    chain: config.chain.name,
    chainId: config.chain.chainId,
    usdcAddress: chainAddresses.usdc,
    usdcDomain: config.chain.usdcDomain,
    confirmations: config.chain.confirmations,
    minDeposit: config.chain.minDeposit,
    maxDeposit: config.chain.maxDeposit,
  },
  blockSeconds: config.chain.blockSeconds,
  pollSeconds: config.chain.pollSeconds,
  x402Min: config.chain.x402Min,
};

/** The outbox event of a confirmed deposit: the deposit as the deposit routes show it. */
export const depositConfirmedEvent: DepositPorts['confirmedEvent'] = (deposit) =>
  contribution([depositConfirmedEventWrite(deposit, depositView(deposit))]);

/** The composition root of the deposit routes that read (no chain client, so they hold no viem). */
export const depositReads: Omit<DepositPorts, 'chain'> = {
  deposits: { getDeposit, isTransactionClaimed, recordDeposit, confirmDeposit, failDeposit, recordConfirmations, pendingDeposits },
  confirmedEvent: depositConfirmedEvent,
  agents: { getAgent },
  settings: depositSettings,
};
