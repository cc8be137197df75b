import { type CryptoKey, decodeProtectedHeader, exportPKCS8, exportSPKI, flattenedDecrypt, generateKeyPair, importPKCS8 } from 'jose';
import type { components } from './api-types.generated.js';

/**
 * Credentials obtained by operators (CREDENTIAL-domain tasks) reach the agent only encrypted to the
 * task's `agent_public_key`: a JWE in flattened JSON serialization, RSA-OAEP-256 (RSA key) or
 * ECDH-ES+A256KW (EC P-256 key), content encrypted with A256GCM. jose runs on Web Crypto, so this
 * works wherever the client does.
 */

export type EncryptedCredential = components['schemas']['EncryptedCredential'];

/** The only algorithms the service encrypts with; anything else is refused rather than tried. */
const KEY_MANAGEMENT = ['RSA-OAEP-256', 'ECDH-ES+A256KW'] as const;
type KeyManagement = (typeof KEY_MANAGEMENT)[number];

export class CredentialDecryptionError extends Error {
  override readonly name = 'CredentialDecryptionError';
}

const algorithmOf = (encrypted: EncryptedCredential): KeyManagement => {
  let alg: unknown;
  try {
    alg = decodeProtectedHeader(encrypted).alg;
  } catch {
    throw new CredentialDecryptionError('Not a flattened JWE: its protected header cannot be read');
  }
  if (!KEY_MANAGEMENT.includes(alg as KeyManagement)) throw new CredentialDecryptionError(`Unexpected JWE algorithm ${String(alg)}`);
  return alg as KeyManagement;
};

const importPrivateKey = async (pem: string, alg: KeyManagement): Promise<CryptoKey> => {
  if (!pem.includes('-----BEGIN PRIVATE KEY-----')) {
    // Web Crypto reads PKCS#8 only; `BEGIN RSA PRIVATE KEY` (PKCS#1) and `BEGIN EC PRIVATE KEY` (SEC1) need converting.
    throw new CredentialDecryptionError(
      'The private key must be a PKCS#8 PEM (-----BEGIN PRIVATE KEY-----); convert it with `openssl pkcs8 -topk8 -nocrypt -in key.pem`',
    );
  }
  try {
    return await importPKCS8(pem, alg);
  } catch (error) {
    throw new CredentialDecryptionError(`The private key does not fit ${alg}: ${(error as Error).message}`);
  }
};

/**
 * Decrypts a credential (the `encrypted_credential` of `retrieveCredential`) with the private key
 * matching the task's `agent_public_key`, given as a PKCS#8 PEM or a Web Crypto key, and returns
 * the credential object the operator submitted.
 */
export const decryptCredential = async <Credential = Record<string, unknown>>(
  encrypted: EncryptedCredential,
  privateKey: string | CryptoKey,
): Promise<Credential> => {
  const alg = algorithmOf(encrypted);
  const key = typeof privateKey === 'string' ? await importPrivateKey(privateKey, alg) : privateKey;
  let plaintext: Uint8Array;
  try {
    ({ plaintext } = await flattenedDecrypt(encrypted, key, { keyManagementAlgorithms: [alg], contentEncryptionAlgorithms: ['A256GCM'] }));
  } catch (error) {
    throw new CredentialDecryptionError(`The credential cannot be decrypted with this key: ${(error as Error).message}`);
  }
  return JSON.parse(new TextDecoder().decode(plaintext)) as Credential;
};

/**
 * A fresh key pair for CREDENTIAL tasks: send `publicKeyPem` as the task's `agent_public_key`, keep
 * `privateKeyPem` (PKCS#8) secret for `decryptCredential`. EC P-256 by default (small and fast);
 * RSA is 3072 bits.
 */
export const createCredentialKeyPair = async (type: 'EC' | 'RSA' = 'EC'): Promise<{ publicKeyPem: string; privateKeyPem: string }> => {
  const { publicKey, privateKey } =
    type === 'EC'
      ? await generateKeyPair('ECDH-ES+A256KW', { crv: 'P-256', extractable: true })
      : await generateKeyPair('RSA-OAEP-256', { modulusLength: 3072, extractable: true });
  return { publicKeyPem: await exportSPKI(publicKey), privateKeyPem: await exportPKCS8(privateKey) };
};
