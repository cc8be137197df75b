import type { Address, Hex } from 'viem';
import { chainRequests } from '../../../../adapters/chain/json-rpc';
import { verifyWalletSignature } from '../../../../adapters/chain/signatures';
import { onChain } from '../../../../platform/settings';
import type { WalletPorts } from '../ports';
import { walletChallenges } from './wallet-challenges';

/**
 * The composition root of binding a wallet: on a chain, smart-contract wallets' signatures are
 * checked there by a plain eth_call. Issuing a challenge (wallet-challenges.ts) does not load it.
 */
export const agentWallets: WalletPorts = {
  ...walletChallenges,
  verifySignature: async ({ address, message, signature }) =>
    verifyWalletSignature({ address: address as Address, message, signature: signature as Hex }, onChain() ? await chainRequests() : undefined),
};
