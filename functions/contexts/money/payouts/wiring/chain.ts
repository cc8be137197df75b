import type { Address, Hex } from 'viem';
import { walletBalances } from '../../../../adapters/chain/balances';
import { chainAddresses } from '../../../../adapters/chain/chain-addresses';
import { chainClient } from '../../../../adapters/chain/chain-client';
import { hotWalletAccount } from '../../../../adapters/chain/hot-wallet';
import { broadcast, checkPayout, pendingNonce, prepareTransfer } from '../../../../adapters/chain/payout-transfers';
import { config } from '../../../../platform/settings';
import type { HotWallet, PayoutChain } from '../ports';

/** The chain as the settlement checks see it: no signer, so the check step does not load KMS. */
export const payoutChain: PayoutChain = {
  broadcast: async (serialized) => broadcast(await chainClient(), serialized as Hex),
  checkPayout: async (sent, confirmations) =>
    checkPayout(await chainClient(), { txHash: sent.txHash as Hex, nonce: sent.nonce, from: sent.from as Address }, confirmations),
};

/** The configured hot wallet (a private key locally, a KMS key when deployed). */
export const hotWallet: HotWallet = {
  open: async () => {
    const signer = config.chain.hotWallet;
    if (!signer) throw new Error('No hot wallet configured: set HOT_WALLET_KMS_KEY_ID or HOT_WALLET_PRIVATE_KEY');
    const [client, account] = await Promise.all([chainClient(), hotWalletAccount(signer)]);
    return {
      address: account.address,
      prepare: (to, amount) => prepareTransfer(client, account, { usdc: chainAddresses.usdc, to: to as Address, amount }),
      pendingNonce: () => pendingNonce(client, account.address),
      balances: () => walletBalances(client, chainAddresses.usdc, account.address),
    };
  },
};
