import { checksummed } from '../../../../platform/kernel/evm-addresses';
import { type Contributes, contributesNothing } from '../../../../platform/table/contribution';
import { challengeValidAt } from '../domain/wallets';
import { agentErrors } from '../errors';
import type { BoundWallet, WalletPorts } from '../ports';

interface SignedChallenge {
  wallet_address: string;
  nonce: string;
  signature: string;
  chain: string;
}

/**
 * Binds the wallet that signed the agent's challenge:
 * 1. the nonce must be the agent's own, unused and under 10 minutes old at `now`;
 * 2. the signature must be the wallet's (on a chain also a smart-contract wallet's, ERC-1271/6492);
 * 3. the challenge is used up and the wallet bound in one transaction (with what `contribute` adds), so a nonce binds once.
 */
export const bindAgentWallet = async (
  deps: Pick<WalletPorts, 'wallets' | 'verifySignature'>,
  agentId: string,
  input: SignedChallenge,
  now: Date,
  contribute: Contributes<BoundWallet> = contributesNothing,
): Promise<BoundWallet> => {
  const challenge = await deps.wallets.getChallenge(input.nonce);
  if (!challenge || challenge.agent_id !== agentId || !challengeValidAt(challenge.issued_at, now)) throw agentErrors.invalidChallenge();
  const address = checksummed(input.wallet_address);
  if (!(await deps.verifySignature({ address, message: challenge.message, signature: input.signature }))) throw agentErrors.walletSignatureMismatch();
  const wallet = { wallet_address: address, wallet_chain: input.chain, wallet_verified_at: now.toISOString() };
  await deps.wallets.bindWallet(agentId, input.nonce, wallet, now, contribute(wallet));
  return wallet;
};
