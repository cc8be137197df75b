import { generateKeyPairSync } from 'node:crypto';
import * as fc from 'fast-check';
import { FlattenedEncrypt, flattenedDecrypt, importPKCS8, importSPKI } from 'jose';
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

/** A value's shape: its members' names in order, each member's shape (leaves by type), so two JWEs of random bytes compare. */
const shapeOf = (value: unknown): unknown =>
  value && typeof value === 'object' ? Object.entries(value).map(([name, member]) => [name, shapeOf(member)]) : typeof value;

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

  it("has jose's members in jose's order, its protected header too (the ephemeral key's members with it)", async () => {
    const credential = { username: 'scout@example.com', password: 'correct horse battery staple' };
    const ours = await encryptCredential(credential, publicPem);
    const jose = await new FlattenedEncrypt(new TextEncoder().encode(JSON.stringify(credential)))
      .setProtectedHeader({ alg, enc: 'A256GCM', cty: 'application/json' })
      .encrypt(await importSPKI(publicPem, alg));
    expect(shapeOf(ours)).toEqual(shapeOf(jose));
    expect(shapeOf(headerOf(ours))).toEqual(shapeOf(headerOf(jose as { protected: string })));
    const sizes = (jwe: Record<string, unknown>) =>
      Object.fromEntries(['iv', 'tag', 'encrypted_key', 'ciphertext'].map((name) => [name, String(jwe[name]).length]));
    expect(sizes(ours as never)).toEqual(sizes(jose as never));
  });

  it('never repeats a content key, an IV or (EC) an ephemeral key', async () => {
    const [first, second] = await Promise.all([encryptCredential({ a: 1 }, publicPem), encryptCredential({ a: 1 }, publicPem)]);
    expect(first.iv).not.toBe(second.iv);
    expect(first.encrypted_key).not.toBe(second.encrypted_key);
    expect(first.ciphertext).not.toBe(second.ciphertext);
    if (type === 'ec') expect(headerOf(first).epk.x).not.toBe(headerOf(second).epk.x);
  });
});
