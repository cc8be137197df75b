import { secp256k1 } from '@noble/curves/secp256k1';
import { keccak_256 } from '@noble/hashes/sha3';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';
import { type Address, erc6492SignatureValidatorByteCode, type Hex, isAddress, isAddressEqual, zeroAddress } from 'viem';
import { verifyTypedData as verifyTypedDataOnChain } from 'viem/actions';
import type { ChainClient } from './chain-client';
import type { ChainRequests } from './json-rpc';

/** EIP-191's personal_sign hash of a text: keccak256 of "\x19Ethereum Signed Message:\n", its length in bytes, and its bytes. */
const personalMessageHash = (message: string): Uint8Array => {
  const bytes = utf8ToBytes(message);
  return keccak_256(new Uint8Array([...utf8ToBytes(`\x19Ethereum Signed Message:\n${bytes.length}`), ...bytes]));
};

/** A 65-byte signature's recovery bit, from its last byte (yParity, or v as 27/28). */
const recoveryBit = (yParityOrV: number): number => {
  if (yParityOrV === 0 || yParityOrV === 1) return yParityOrV;
  if (yParityOrV === 27 || yParityOrV === 28) return yParityOrV - 27;
  throw new Error('Invalid yParityOrV value');
};

/** The address whose key made the 65-byte (r, s, v) `signature` of `hash`; throws on a malformed one. */
const recoverAddress = (hash: Uint8Array, signature: Hex): Address => {
  if (Math.ceil((signature.length - 2) / 2) !== 65) throw new Error('invalid signature length');
  const publicKey = secp256k1.Signature.fromCompact(signature.substring(2, 130))
    .addRecoveryBit(recoveryBit(Number.parseInt(signature.slice(130), 16)))
    .recoverPublicKey(hash)
    .toRawBytes(false);
  return `0x${bytesToHex(keccak_256(publicKey.subarray(1)).subarray(-20))}`;
};

const signedByKey = (address: Address, hash: Uint8Array, signature: Hex): boolean => {
  try {
    return isAddressEqual(address, recoverAddress(hash, signature));
  } catch {
    // A signature that is not even well-formed proves nothing.
    return false;
  }
};

/** A 32-byte ABI word of hex digits, left-padded. */
const word = (digits: string): string => digits.padStart(64, '0');

/**
 * The ERC-6492 validator's deploy data for (address signer, bytes32 hash, bytes signature), as
 * viem's encodeDeployData makes it: the bytecode, the two static words, the signature's offset
 * (three words in), its length in bytes and its bytes (odd-length hex left-padded to whole bytes)
 * right-padded to whole words. Three fixed parameters need none of viem's ABI coder.
 */
export const erc6492DeployData = (address: Address, hash: Uint8Array, signature: Hex): Hex => {
  if (!isAddress(address)) throw new Error(`Address "${address}" is invalid`);
  const bytes = signature.length % 2 ? `0${signature.slice(2)}` : signature.slice(2);
  const padded = bytes.padEnd(Math.ceil(bytes.length / 64) * 64, '0');
  const words = [word(address.slice(2).toLowerCase()), bytesToHex(hash), word('60'), word((bytes.length / 2).toString(16)), padded];
  return `${erc6492SignatureValidatorByteCode}${words.join('')}`;
};

/**
 * Whether the validator answered true, as viem's hexToBool reads it (zeros then a one); false,
 * any other answer is no boolean (or none at all) and vouches for nothing.
 */
export const answerIsTrue = (answer: unknown): boolean => typeof answer === 'string' && /^0*1$/.test(answer.replace('0x', ''));

/**
 * Whether the chain's ERC-6492 validator, deployed for the one call (no contract of ours on chain),
 * finds `signature` valid for `address`: a deployed smart-contract wallet's isValidSignature
 * (ERC-1271), an undeployed one's by its ERC-6492 wrapper. A plain eth_call, as viem's verifyHash
 * makes it: its `call` action would bring the CCIP machinery, which this never uses.
 */
const validOnChain = async (client: ChainRequests, address: Address, hash: Uint8Array, signature: Hex): Promise<boolean> => {
  if (isAddressEqual(address, zeroAddress)) return false;
  const data = erc6492DeployData(address, hash, signature);
  try {
    return answerIsTrue(await client.request({ method: 'eth_call', params: [{ data }, 'latest'] }));
  } catch {
    // A call that reverts vouches for nothing.
    return false;
  }
};

/**
 * Whether `signature` is `address`'s EIP-191 signature of `message`: by key recovery (an EOA),
 * else, with a chain, by asking it (smart-contract wallets: ERC-1271, and ERC-6492 for undeployed
 * ones). Either suffices, as with viem's verifyMessage, which tries the chain first and recovery
 * after; recovery first spares an EOA the call. Key recovery is @noble/curves' (viem's own):
 * viem's verifyMessage would put about 200 KB of viem in the route's bundle.
 */
export const verifyWalletSignature = async (
  input: { address: Address; message: string; signature: Hex },
  client?: ChainRequests,
): Promise<boolean> => {
  const hash = personalMessageHash(input.message);
  if (signedByKey(input.address, hash, input.signature)) return true;
  return client ? validOnChain(client, input.address, hash, input.signature) : false;
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
