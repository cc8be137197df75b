import { generateKeyPairSync } from 'node:crypto';
import * as fc from 'fast-check';
import { flattenedDecrypt, importPKCS8 } from 'jose';
import { describe, expect, it } from 'vitest';
import { encryptCredential } from '../../../../../../../functions/contexts/work/tasks/domain/credentials';

const ALGORITHMS = { rsa: 'RSA-OAEP-256', ec: 'ECDH-ES+A256KW' } as const;

const keyPairs = Object.fromEntries(
  (['rsa', 'ec'] as const).map((type) => {
    const { publicKey, privateKey } =
      type === 'rsa' ? generateKeyPairSync('rsa', { modulusLength: 2048 }) : generateKeyPairSync('ec', { namedCurve: 'P-256' });
    return [
      type,
      {
        publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
        privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      },
    ];
  }),
) as Record<'rsa' | 'ec', { publicPem: string; privatePem: string }>;

const headerOf = (jwe: { protected: string }) => JSON.parse(Buffer.from(jwe.protected, 'base64url').toString());

describe.each(['rsa', 'ec'] as const)("A credential encrypted to an agent's %s key", (type) => {
  const alg = ALGORITHMS[type];
  const { publicPem, privatePem } = keyPairs[type];

  it('is opened by jose to the very credential, whatever its contents', async () => {
    const privateKey = await importPKCS8(privatePem, alg);
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.string(), fc.jsonValue()), async (credential) => {
        const jwe = await encryptCredential(credential, publicPem);
        const { plaintext, protectedHeader } = await flattenedDecrypt(jwe, privateKey, {
          keyManagementAlgorithms: [alg],
          contentEncryptionAlgorithms: ['A256GCM'],
        });
        expect(new TextDecoder().decode(plaintext)).toBe(JSON.stringify(credential));
        expect(protectedHeader).toMatchObject({ alg, enc: 'A256GCM', cty: 'application/json' });
      }),
      { numRuns: 40 },
    );
  });

  it('never repeats a content key, an IV or (EC) an ephemeral key', async () => {
    const [first, second] = await Promise.all([encryptCredential({ a: 1 }, publicPem), encryptCredential({ a: 1 }, publicPem)]);
    expect(first.iv).not.toBe(second.iv);
    expect(first.encrypted_key).not.toBe(second.encrypted_key);
    expect(first.ciphertext).not.toBe(second.ciphertext);
    if (type === 'ec') expect(headerOf(first).epk.x).not.toBe(headerOf(second).epk.x);
  });
});
