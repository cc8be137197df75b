import { createPublicKey } from 'node:crypto';
import type { KMSClient } from '@aws-sdk/client-kms';
import * as Signature from 'ox/Signature';
import {
  type Address,
  type Hex,
  hashMessage,
  hashTypedData,
  hexToBytes,
  isAddressEqual,
  keccak256,
  type LocalAccount,
  numberToHex,
  recoverAddress,
  serializeSignature,
  serializeTransaction,
} from 'viem';
import { publicKeyToAddress, toAccount } from 'viem/accounts';

/** The order of secp256k1: Ethereum accepts only signatures with s in its lower half (EIP-2). */
const CURVE_ORDER = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;

type Kms = Pick<KMSClient, 'send'>;

/** KMS's SDK, imported at its first use: the payout workflow's functions load without it. */
export const kmsSdk = () => import('@aws-sdk/client-kms');

/** The key's Ethereum address: Keccak of its uncompressed public key (KMS hands out DER SubjectPublicKeyInfo). */
const addressOfKey = async (kms: Kms, keyId: string): Promise<Address> => {
  const { GetPublicKeyCommand } = await kmsSdk();
  const { PublicKey } = await kms.send(new GetPublicKeyCommand({ KeyId: keyId }));
  if (!PublicKey) throw new Error(`KMS returned no public key for ${keyId}`);
  const jwk = createPublicKey({ key: Buffer.from(PublicKey), format: 'der', type: 'spki' }).export({ format: 'jwk' });
  if (jwk.crv !== 'secp256k1') throw new Error(`KMS key ${keyId} is ${jwk.crv ?? jwk.kty}, not an ECC_SECG_P256K1 key`);
  const coordinate = (value: string | undefined) => Buffer.from(value!, 'base64url').toString('hex').padStart(64, '0');
  return publicKeyToAddress(`0x04${coordinate(jwk.x)}${coordinate(jwk.y)}`);
};

/**
 * A viem account whose key never leaves AWS KMS (key spec ECC_SECG_P256K1, usage SIGN_VERIFY).
 * KMS signs a 32-byte digest (MessageType DIGEST) and answers DER (r, s) without the recovery
 * bit: s is moved to the lower half of the curve, and the recovery bit is the one of the two
 * candidates that recovers the key's address. Needs kms:GetPublicKey and kms:Sign on the key.
 */
export const kmsAccount = async (kms: Kms, keyId: string): Promise<LocalAccount> => {
  const address = await addressOfKey(kms, keyId);
  const sign = async (hash: Hex) => {
    const { SignCommand } = await kmsSdk();
    const { Signature: der } = await kms.send(
      new SignCommand({ KeyId: keyId, Message: hexToBytes(hash), MessageType: 'DIGEST', SigningAlgorithm: 'ECDSA_SHA_256' }),
    );
    if (!der) throw new Error(`KMS returned no signature for ${keyId}`);
    const { r, s } = Signature.fromDerBytes(der);
    const lowS = s > CURVE_ORDER / 2n ? CURVE_ORDER - s : s;
    for (const yParity of [0, 1]) {
      const signature = { r: numberToHex(r, { size: 32 }), s: numberToHex(lowS, { size: 32 }), yParity };
      if (isAddressEqual(await recoverAddress({ hash, signature }), address)) return signature;
    }
    throw new Error(`KMS signature does not recover to ${address}`);
  };
  return toAccount({
    address,
    signMessage: async ({ message }) => serializeSignature(await sign(hashMessage(message))),
    signTransaction: async (transaction, options) => {
      const serializer = options?.serializer ?? serializeTransaction;
      return serializer(transaction, await sign(keccak256(await serializer(transaction))));
    },
    signTypedData: async (typedData) => serializeSignature(await sign(hashTypedData(typedData))),
  });
};
