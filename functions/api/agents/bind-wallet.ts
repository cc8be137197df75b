import { getAddress, type Hex } from 'viem';
import { z } from 'zod';
import { publicClient } from '../../adapters/chain/client';
import { verifyWalletSignature } from '../../adapters/chain/signatures';
import { onChain } from '../../settings';
import { errors } from '../../core/errors';
import { challengeValidAt } from '../../core/wallets';
import { apiHandler, callingAgent } from '../../http/api-handler';
import { bindWallet, getChallenge } from '../../store/wallets';
import { chainField, evmAddress } from '../../wire/schemas';
import { walletSchema, walletView } from './wallet-views';

const body = z.object({
  wallet_address: evmAddress,
  nonce: z.uuid().meta({ description: "The challenge's nonce" }),
  signature: z.string().regex(/^0x[0-9a-fA-F]+$/, 'must be 0x-prefixed hex').meta({ description: "EIP-191 signature of the challenge's message" }),
  chain: chainField,
});
const responses = { 200: walletSchema };

/**
 * Binds the wallet that signed the agent's challenge: the nonce must be the agent's own, unused
 * and under 10 minutes old at `now`, and the signature must be the wallet's. Exported with its
 * clock for tests; the route calls it with the request's time.
 */
export const bindAgentWallet = async (agentId: string, input: z.infer<typeof body>, now: Date) => {
  const challenge = await getChallenge(input.nonce);
  if (!challenge || challenge.agent_id !== agentId || !challengeValidAt(challenge.issued_at, now)) throw errors.invalidChallenge();
  const address = getAddress(input.wallet_address);
  const signed = { address, message: challenge.message, signature: input.signature as Hex };
  if (!(await verifyWalletSignature(signed, onChain() ? publicClient() : undefined))) throw errors.walletSignatureMismatch();
  const wallet = { wallet_address: address, wallet_chain: input.chain, wallet_verified_at: now.toISOString() };
  await bindWallet(agentId, input.nonce, wallet, now);
  return walletView(agentId, wallet);
};

export const handler = apiHandler({ body, responses })(async (request) => ({
  status: 200,
  body: await bindAgentWallet(callingAgent(request).agentId, request.body, request.now),
}));
