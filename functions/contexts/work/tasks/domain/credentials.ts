import {
  constants,
  createCipheriv,
  createHash,
  createPublicKey,
  diffieHellman,
  generateKeyPairSync,
  type KeyObject,
  publicEncrypt,
  randomBytes,
} from 'node:crypto';
import { type CryptoKey, importSPKI } from 'jose';

import { taskErrors } from '../errors';

const ONE_PEM_BLOCK = /^\s*-----BEGIN PUBLIC KEY-----\r?\n[A-Za-z0-9+/=\r\n]+-----END PUBLIC KEY-----\s*$/;

type CredentialAlgorithm = 'RSA-OAEP-256' | 'ECDH-ES+A256KW';

/**
 * The key a credential is encrypted to (RSA-OAEP-256 or ECDH-ES+A256KW: docs/api-guide.md), read
 * as encryption reads it and imported as jose imports it, so a key accepted at task creation is a
 * key the submit can encrypt to and an agent's JOSE library can decrypt with.
 */
export const importAgentPublicKey = async (pem: string): Promise<{ alg: CredentialAlgorithm; key: CryptoKey }> => {
  const { alg } = agentKeyOf(pem);
  try {
    return { alg, key: await importSPKI(pem, alg) };
  } catch {
    throw taskErrors.invalidAgentPublicKey();
  }
};

/** The agent's key as node:crypto reads it, and the algorithm its type takes; refused unless one PEM block of an RSA (2048+) or P-256 key. */
const agentKeyOf = (pem: string): { alg: CredentialAlgorithm; key: KeyObject } => {
  if (!ONE_PEM_BLOCK.test(pem)) throw taskErrors.invalidAgentPublicKey();
  let key: KeyObject;
  try {
    key = createPublicKey({ key: pem, format: 'pem' });
  } catch {
    throw taskErrors.invalidAgentPublicKey();
  }
  const details = { type: key.asymmetricKeyType, ...key.asymmetricKeyDetails };
  const strongRsa = details.type === 'rsa' && (details.modulusLength ?? 0) >= 2048;
  const p256 = details.type === 'ec' && details.namedCurve === 'prime256v1';
  if (!strongRsa && !p256) throw taskErrors.invalidAgentPublicKey();
  return { alg: p256 ? 'ECDH-ES+A256KW' : 'RSA-OAEP-256', key };
};

/** A flattened JWE as this service makes it: protected header only, so exactly these five members (in jose's order). */
export interface EncryptedCredential {
  ciphertext: string;
  iv: string;
  tag: string;
  encrypted_key: string;
  protected: string;
}

const base64url = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64url');

/** A 32-bit big-endian length, then the bytes: the Concat KDF's framing of each OtherInfo field (RFC 7518 §4.6.2). */
const lengthAndBytes = (bytes: Uint8Array): Buffer => Buffer.concat([uint32(bytes.length), bytes]);
const uint32 = (value: number): Buffer => {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(value);
  return buffer;
};

/** AES Key Wrap's default initial value (RFC 3394 §2.2.3.1). */
const KEY_WRAP_IV = Buffer.from('A6A6A6A6A6A6A6A6', 'hex');

/**
 * The content key, wrapped for the agent's key, and the header members that say how: RSA-OAEP with
 * SHA-256 (RFC 7518 §4.3); or ECDH-ES+A256KW (§4.6) with an ephemeral P-256 key, the key-wrapping key
 * one SHA-256 round of the Concat KDF over the shared secret (no PartyUInfo or PartyVInfo, as jose
 * leaves them), the content key wrapped by AES-KW, the ephemeral public key in the header.
 */
const wrapContentKey = (alg: CredentialAlgorithm, key: KeyObject, cek: Buffer): { encryptedKey: Buffer; parameters: object } => {
  if (alg === 'RSA-OAEP-256') {
    return { encryptedKey: publicEncrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, cek), parameters: {} };
  }
  const ephemeral = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const sharedSecret = diffieHellman({ privateKey: ephemeral.privateKey, publicKey: key });
  const otherInfo = Buffer.concat([lengthAndBytes(Buffer.from(alg)), lengthAndBytes(Buffer.alloc(0)), lengthAndBytes(Buffer.alloc(0)), uint32(256)]);
  const keyWrappingKey = createHash('sha256').update(uint32(1)).update(sharedSecret).update(otherInfo).digest();
  const wrapper = createCipheriv('id-aes256-wrap', keyWrappingKey, KEY_WRAP_IV);
  const { x, crv, kty, y } = ephemeral.publicKey.export({ format: 'jwk' });
  return { encryptedKey: Buffer.concat([wrapper.update(cek), wrapper.final()]), parameters: { epk: { x, crv, kty, y } } };
};

/**
 * Encrypts a credential object to the agent's public key as a JWE in flattened JSON
 * serialization (RFC 7516) with A256GCM, as jose's FlattenedEncrypt makes it (the same header
 * members and order; tested by decrypting with jose): node:crypto does the two algorithms in a
 * few lines where jose was about 22 KB of the submit's bundle. Only the agent's private key can
 * read it; the service keeps only this.
 */
export const encryptCredential = async (credential: Record<string, unknown>, publicKeyPem: string): Promise<EncryptedCredential> => {
  const { alg, key } = agentKeyOf(publicKeyPem);
  const cek = randomBytes(32);
  const { encryptedKey, parameters } = wrapContentKey(alg, key, cek);
  const protectedHeader = base64url(Buffer.from(JSON.stringify({ alg, enc: 'A256GCM', cty: 'application/json', ...parameters })));
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', cek, iv).setAAD(Buffer.from(protectedHeader));
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(credential)), cipher.final()]);
  return {
    ciphertext: base64url(ciphertext),
    iv: base64url(iv),
    tag: base64url(cipher.getAuthTag()),
    encrypted_key: base64url(encryptedKey),
    protected: protectedHeader,
  };
};
