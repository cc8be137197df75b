import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptCredential } from '../../../functions/contexts/work/tasks/domain/credentials';
import { CredentialDecryptionError, createCredentialKeyPair, decryptCredential } from '../../../sdk/src/credentials';

const credential = { username: 'scout@example.com', password: 'correct horse battery staple', recovery_codes: ['a1', 'b2'] };

const pemPair = (type: 'rsa' | 'ec') => {
  const { publicKey, privateKey } =
    type === 'rsa' ? generateKeyPairSync('rsa', { modulusLength: 2048 }) : generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return {
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    pkcs8Pem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    legacyPem: privateKey.export({ type: type === 'rsa' ? 'pkcs1' : 'sec1', format: 'pem' }).toString(),
  };
};

describe('decryptCredential', () => {
  // Encrypted by the service's own code, so these tests prove the SDK opens what retrieve-credential returns.
  it.each([
    ['RSA (RSA-OAEP-256)', 'rsa', 'RSA-OAEP-256'],
    ['EC P-256 (ECDH-ES+A256KW)', 'ec', 'ECDH-ES+A256KW'],
  ] as const)('opens a credential the service encrypted to an %s key', async (_label, type, alg) => {
    const keys = pemPair(type);
    const encrypted = await encryptCredential(credential, keys.publicPem);
    expect(JSON.parse(Buffer.from(encrypted.protected, 'base64url').toString())).toMatchObject({ alg, enc: 'A256GCM' });
    expect(await decryptCredential(encrypted, keys.pkcs8Pem)).toEqual(credential);
  });

  it('refuses the wrong private key', async () => {
    const encrypted = await encryptCredential(credential, pemPair('ec').publicPem);
    await expect(decryptCredential(encrypted, pemPair('ec').pkcs8Pem)).rejects.toBeInstanceOf(CredentialDecryptionError);
  });

  it('refuses a tampered ciphertext', async () => {
    const keys = pemPair('rsa');
    const encrypted = await encryptCredential(credential, keys.publicPem);
    const flipped = Buffer.from(encrypted.ciphertext, 'base64url');
    flipped[0]! ^= 1;
    await expect(decryptCredential({ ...encrypted, ciphertext: flipped.toString('base64url') }, keys.pkcs8Pem)).rejects.toBeInstanceOf(
      CredentialDecryptionError,
    );
  });

  it('explains how to convert a PKCS#1 or SEC1 private key, which Web Crypto cannot read', async () => {
    const keys = pemPair('ec');
    const encrypted = await encryptCredential(credential, keys.publicPem);
    await expect(decryptCredential(encrypted, keys.legacyPem)).rejects.toThrow(/PKCS#8.*openssl pkcs8 -topk8/);
  });

  it.each(['EC', 'RSA'] as const)('makes %s key pairs the service accepts as agent_public_key and that open its credentials', async (type) => {
    const { publicKeyPem, privateKeyPem } = await createCredentialKeyPair(type);
    const encrypted = await encryptCredential(credential, publicKeyPem);
    expect(await decryptCredential(encrypted, privateKeyPem)).toEqual(credential);
  });
});
