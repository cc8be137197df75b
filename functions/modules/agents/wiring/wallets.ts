import type { Address, Hex } from 'viem';
import { chainClient } from '../../../adapters/chain/chain-client';
import { verifyWalletSignature } from '../../../adapters/chain/signatures';
import { config, onChain } from '../../../platform/settings';
import type { WalletPorts } from '../ports';
import { bindWallet, getChallenge, putChallenge } from '../store/wallets-store';

/** The composition root of the wallet routes: on a chain, smart-contract wallets' signatures are checked there. */
export const agentWallets: WalletPorts = {
  wallets: { putChallenge, getChallenge, bindWallet },
  verifySignature: async ({ address, message, signature }) =>
    verifyWalletSignature({ address: address as Address, message, signature: signature as Hex }, onChain() ? await chainClient() : undefined),
  chain: { name: config.chain.name, chainId: config.chain.chainId },
};
