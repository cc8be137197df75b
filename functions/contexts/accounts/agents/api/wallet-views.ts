import * as z from 'zod/mini';
import { config } from '../../../../platform/settings';
import { withMeta } from '../../../../platform/wire/meta';
import { chainName, evmAddress, timestamp } from '../../../../platform/wire/schemas';

export const walletSchema = /* @__PURE__ */ withMeta(
  /* @__PURE__ */ z.object({
    agent_id: /* @__PURE__ */ z.string(),
    wallet_address: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.nullable(evmAddress), {
      description: 'EIP-55 checksummed; null before a wallet is bound',
    }),
    chain: chainName,
    verified_at: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.nullable(timestamp), { description: 'When the wallet was bound; null before' }),
  }),
  { id: 'Wallet' },
);

/** An agent's wallet as the API shows it; all nulls before one is bound. */
export const walletView = (
  agentId: string,
  wallet: { wallet_address?: string; wallet_chain?: string; wallet_verified_at?: string },
): z.output<typeof walletSchema> => ({
  agent_id: agentId,
  wallet_address: wallet.wallet_address ?? null,
  chain: wallet.wallet_chain ?? config.chain.name,
  verified_at: wallet.wallet_verified_at ?? null,
});
