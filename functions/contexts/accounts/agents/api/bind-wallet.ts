import * as z from 'zod/mini';
import { withMeta } from '../../../../platform/wire/meta';
import { chainField, safeEvmAddress } from '../../../../platform/wire/schemas';
import { bindAgentWallet } from '../use-cases/bind-wallet';
import { agentHandler } from '../wiring/agent-handler';
import { agentWallets } from '../wiring/wallets';
import { walletSchema, walletView } from './wallet-views';

const body = z.object({
  wallet_address: safeEvmAddress,
  nonce: withMeta(z.uuid(), { description: "The challenge's nonce" }),
  signature: withMeta(z.string().check(z.regex(/^0x[0-9a-fA-F]+$/, 'must be 0x-prefixed hex')), {
    description: "EIP-191 signature of the challenge's message",
  }),
  chain: chainField,
});
const responses = !import.meta.bundled && { 200: walletSchema };

/** Binds the wallet that signed the challenge; the binding is in the audit log. */
export const handler = agentHandler({
  scope: 'funds:write',
  body,
  responses,
  audit: { action: 'wallet.bound', target: (wallet: { wallet_address: string }) => wallet.wallet_address },
})(async (request) => {
  const { agentId } = request.principal;
  return { status: 200, body: walletView(agentId, await bindAgentWallet(agentWallets, agentId, request.body, request.now, request.audit)) };
});
