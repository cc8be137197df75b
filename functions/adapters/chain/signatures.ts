import { type Address, type Hex, verifyMessage } from 'viem';
import { verifyMessage as verifyMessageOnChain } from 'viem/actions';
import type { ChainClient } from './chain-client';

/**
 * Whether `signature` is `address`'s EIP-191 signature of `message`. Without a chain only an
 * EOA's signature can be checked (key recovery); with one, the client also asks the
 * chain, so smart-contract wallets verify too (ERC-1271, and ERC-6492 for undeployed ones).
 */
export const verifyWalletSignature = async (input: { address: Address; message: string; signature: Hex }, client?: ChainClient): Promise<boolean> => {
  try {
    return client ? await verifyMessageOnChain(client, input) : await verifyMessage(input);
  } catch {
    // A signature that is not even well-formed proves nothing.
    return false;
  }
};
