import { config } from '../../../../platform/settings';
import type { WalletPorts } from '../ports';
import { bindWallet, getChallenge, putChallenge } from '../store/wallets-store';

/** The wallet challenges' table and the configured chain: what issuing a challenge needs, without the chain client. */
export const walletChallenges: Pick<WalletPorts, 'wallets' | 'chain'> = {
  wallets: { putChallenge, getChallenge, bindWallet },
  chain: { name: config.chain.name, chainId: config.chain.chainId },
};
