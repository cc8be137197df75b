import { type Address, type Hex, verifyMessage } from 'viem';
import { verifyMessage as verifyMessageOnChain, verifyTypedData as verifyTypedDataOnChain } from 'viem/actions';
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

/**
 * Whether `address` signed the EIP-712 typed data, asked of the chain: an EOA by recovery, a
 * deployed smart-contract wallet by its isValidSignature (ERC-1271); viem also takes ERC-6492.
 */
export const verifyTypedSignatureOnChain = async (client: ChainClient, input: Parameters<typeof verifyTypedDataOnChain>[1]): Promise<boolean> => {
  try {
    return await verifyTypedDataOnChain(client, input);
  } catch {
    return false;
  }
};
