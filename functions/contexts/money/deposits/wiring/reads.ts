import { chainAddresses } from '../../../../adapters/chain/chain-addresses';
import { config, isDevelopment, onChain } from '../../../../platform/settings';
import { getAgent } from '../../../accounts/agents/store';
import { depositConfirmedEventId } from '../../../delivery/webhooks/domain';
import { announcementContribution } from '../../../delivery/webhooks/use-cases';
import { announcements } from '../../../delivery/webhooks/wiring/announcements';
import { depositView } from '../api/deposit-views';
import type { Deposit } from '../domain/deposits';
import type { DepositPorts } from '../ports';
import {
  confirmDeposit,
  failDeposit,
  getDeposit,
  isTransactionClaimed,
  pendingDeposits,
  recordConfirmations,
  recordDeposit,
} from '../store/deposits-store';

/** The composition root of the deposit routes that read (no chain client, so they hold no viem). */
export const depositReads: Omit<DepositPorts, 'chain'> = {
  deposits: { getDeposit, isTransactionClaimed, recordDeposit, confirmDeposit, failDeposit, recordConfirmations, pendingDeposits },
  // The deposit as the deposit routes show it.
  announceConfirmed: (agentId) =>
    announcementContribution(announcements, agentId, 'deposit.confirmed', (deposit: Deposit) => ({
      event_id: depositConfirmedEventId(deposit.transaction_id),
      timestamp: deposit.confirmed_at ?? deposit.created_at,
      data: depositView(deposit),
    })),
  agents: { getAgent },
  settings: {
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
  },
};
