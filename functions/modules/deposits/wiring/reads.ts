import { chainAddresses } from '../../../adapters/chain/chain-addresses';
import { config, isDevelopment, onChain } from '../../../platform/settings';
import { getAgent } from '../../agents/store/agents-store';
import type { DepositPorts } from '../ports';
import { confirmDeposit, failDeposit, getDeposit, isTransactionClaimed, recordConfirmations, recordDeposit } from '../store/deposits-store';

/** The composition root of the deposit routes that read (no chain client, so they hold no viem). */
export const depositReads: Omit<DepositPorts, 'chain'> = {
  deposits: { getDeposit, isTransactionClaimed, recordDeposit, confirmDeposit, failDeposit, recordConfirmations },
  agents: { getAgent },
  settings: {
    onChain: onChain(),
    development: isDevelopment(),
    instructions: {
      address: chainAddresses.deposit,
      chain: config.chain.name,
      chainId: config.chain.chainId,
      usdcAddress: chainAddresses.usdc,
      confirmations: config.chain.confirmations,
      minDeposit: config.chain.minDeposit,
      maxDeposit: config.chain.maxDeposit,
    },
  },
};
