import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { lazyAwsClient } from '../../platform/logging/aws-clients';
import { config } from '../../platform/settings';

/**
 * Keeps callback secrets encrypted at rest. The table holds only the sealed form; the sender
 * opens it for the moment it signs. The context (the task or agent the secret belongs to)
 * is bound to the ciphertext, so a sealed secret copied onto another item does not open.
 */
interface SecretBox {
  seal(plaintext: string, context: Record<string, string>): Promise<string>;
  open(sealed: string, context: Record<string, string>): Promise<string>;
}

/**
 * KMS's SDK, imported at its first use rather than when the function loads: creating a task seals
 * only when it has a callback URL.
 */
const sdk = () => import('@aws-sdk/client-kms');

/** AWS: KMS encrypts (secrets are far below its 4 KB limit), with the context as encryption context. */
class KmsSecretBox implements SecretBox {
  private client = lazyAwsClient(() => sdk().then(({ KMSClient }) => new KMSClient({})));

  constructor(private readonly keyId: string) {}

  async seal(plaintext: string, context: Record<string, string>): Promise<string> {
    const { EncryptCommand } = await sdk();
    const { CiphertextBlob } = await (await this.client()).send(
      new EncryptCommand({ KeyId: this.keyId, Plaintext: Buffer.from(plaintext, 'utf8'), EncryptionContext: context }),
    );
    return `kms:${Buffer.from(CiphertextBlob!).toString('base64')}`;
  }

  async open(sealed: string, context: Record<string, string>): Promise<string> {
    const { DecryptCommand } = await sdk();
    const { Plaintext } = await (await this.client()).send(
      new DecryptCommand({ KeyId: this.keyId, CiphertextBlob: Buffer.from(sealed.slice('kms:'.length), 'base64'), EncryptionContext: context }),
    );
    return Buffer.from(Plaintext!).toString('utf8');
  }
}

/** Locally: AES-256-GCM under a key kept in a file outside the table, the context as additional data. */
export class LocalKeySecretBox implements SecretBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('The local callback secret key must be 32 bytes');
  }

  private static aad(context: Record<string, string>): Buffer {
    return Buffer.from(JSON.stringify(Object.entries(context).sort(([a], [b]) => a.localeCompare(b))), 'utf8');
  }

  async seal(plaintext: string, context: Record<string, string>): Promise<string> {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv).setAAD(LocalKeySecretBox.aad(context));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return `local:${Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64')}`;
  }

  async open(sealed: string, context: Record<string, string>): Promise<string> {
    const bytes = Buffer.from(sealed.slice('local:'.length), 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, 12))
      .setAAD(LocalKeySecretBox.aad(context))
      .setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  }
}

let box: SecretBox | undefined;

/** KMS when CALLBACK_SECRET_KMS_KEY_ID is set (AWS), else the key file CALLBACK_SECRET_KEY_FILE (local stack). */
export const secretBox = (): SecretBox => {
  if (box) return box;
  const { secretKmsKeyId: kmsKeyId, secretKeyFile: keyFile } = config.callbacks;
  if (kmsKeyId) return (box = new KmsSecretBox(kmsKeyId));
  if (keyFile) return (box = new LocalKeySecretBox(Buffer.from(readFileSync(keyFile, 'utf8').trim(), 'base64')));
  throw new Error('Set CALLBACK_SECRET_KMS_KEY_ID (AWS) or CALLBACK_SECRET_KEY_FILE (local) to store callback secrets');
};
