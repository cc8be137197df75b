import { FlattenedEncrypt, importSPKI, type FlattenedJWE } from 'jose';
import { createPublicKey } from 'node:crypto';

/**
 * Encrypts a credential object to the agent's public key as a JWE in flattened JSON
 * serialization (RFC 7516), RSA-OAEP-256 for RSA keys and ECDH-ES+A256KW for P-256, with
 * A256GCM. Only the agent's private key can read it; the service keeps only this.
 */
export const encryptCredential = async (credential: Record<string, unknown>, publicKeyPem: string): Promise<FlattenedJWE> => {
  const alg = createPublicKey(publicKeyPem).asymmetricKeyType === 'ec' ? 'ECDH-ES+A256KW' : 'RSA-OAEP-256';
  const key = await importSPKI(publicKeyPem, alg);
  return new FlattenedEncrypt(new TextEncoder().encode(JSON.stringify(credential)))
    .setProtectedHeader({ alg, enc: 'A256GCM', cty: 'application/json' })
    .encrypt(key);
};
