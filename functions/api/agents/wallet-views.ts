import { config } from '../../config';

/** An agent's wallet as the API shows it; all nulls before one is bound. */
export const walletView = (
  agentId: string,
  wallet: { wallet_address?: string; wallet_chain?: string; wallet_verified_at?: string },
) => ({
  agent_id: agentId,
  wallet_address: wallet.wallet_address ?? null,
  chain: wallet.wallet_chain ?? config.chain.name,
  verified_at: wallet.wallet_verified_at ?? null,
});
