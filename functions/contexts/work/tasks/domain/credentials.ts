import { createPublicKey, type KeyObject } from 'node:crypto';
import type { CryptoKey, FlattenedJWE } from 'jose';

import { taskErrors } from '../errors';

const ONE_PEM_BLOCK = /^\s*-----BEGIN PUBLIC KEY-----\r?\n[A-Za-z0-9+/=\r\n]+-----END PUBLIC KEY-----\s*$/;

type CredentialAlgorithm = 'RSA-OAEP-256' | 'ECDH-ES+A256KW';

/**
 * The key a credential is encrypted to (RSA-OAEP-256 or ECDH-ES+A256KW: docs/api-guide.md),
 * imported the way encryption imports it, so a key accepted at task creation is a key the
 * submit can encrypt to.
 */
export const importAgentPublicKey = async (pem: string): Promise<{ alg: CredentialAlgorithm; key: CryptoKey }> => {
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
  const alg = p256 ? 'ECDH-ES+A256KW' : 'RSA-OAEP-256';
  // jose is installed beside the bundle (lib/handler-function.ts) and loaded here, at the first key
  // read: only tasks that carry a credential pay for it, not every cold start of creation and submit.
  const { importSPKI } = await import('jose/key/import');
  try {
    return { alg, key: await importSPKI(pem, alg) };
  } catch {
    throw taskErrors.invalidAgentPublicKey();
  }
};

/** A flattened JWE as this service makes it: protected header only, so exactly these five members. */
export type EncryptedCredential = Required<Pick<FlattenedJWE, 'protected' | 'encrypted_key' | 'iv' | 'ciphertext' | 'tag'>>;

/**
 * Encrypts a credential object to the agent's public key as a JWE in flattened JSON
 * serialization (RFC 7516) with A256GCM. Only the agent's private key can read it; the
 * service keeps only this.
 */
export const encryptCredential = async (credential: Record<string, unknown>, publicKeyPem: string): Promise<EncryptedCredential> => {
  const { alg, key } = await importAgentPublicKey(publicKeyPem);
  const { FlattenedEncrypt } = await import('jose/jwe/flattened/encrypt');
  const jwe = await new FlattenedEncrypt(new TextEncoder().encode(JSON.stringify(credential)))
    .setProtectedHeader({ alg, enc: 'A256GCM', cty: 'application/json' })
    .encrypt(key);
  // Both algorithms wrap a content key and A256GCM has an IV and a tag: all five parts are always there.
  return jwe as EncryptedCredential;
};
