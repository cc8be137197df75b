import { randomBytes } from 'node:crypto';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type LocalS3, startLocalS3 } from '../../../local/s3';

/** The local stack's photo bucket gateway (local/s3.ts), on its own: s3rver behind it, no stack needed. */
const BUCKET = 'handoff-photos-test';
const REGION = 'us-east-1';
const credentials = { accessKeyId: 'local', secretAccessKey: randomBytes(24).toString('base64url') };
let s3: LocalS3;

const client = (secretAccessKey = credentials.secretAccessKey) =>
  new S3Client({
    endpoint: s3.endpoint,
    forcePathStyle: true,
    region: REGION,
    credentials: { accessKeyId: credentials.accessKeyId, secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 1,
  });

const statusOf = async (run: () => Promise<unknown>): Promise<number> => {
  try {
    await run();
    return 200;
  } catch (error) {
    return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode ?? -1;
  }
};

beforeAll(async () => {
  s3 = await startLocalS3({ bucket: BUCKET, region: REGION, credentials, allowOrigin: 'http://127.0.0.1:1' });
  await client().send(new PutObjectCommand({ Bucket: BUCKET, Key: 'photos/t1/p1', Body: Buffer.from('jpeg bytes'), ContentType: 'image/jpeg' }));
});

afterAll(async () => {
  await s3?.stop();
});

describe('The local photo bucket checks every signature', () => {
  it('serves the holder of the secret', async () => {
    const object = await client().send(new GetObjectCommand({ Bucket: BUCKET, Key: 'photos/t1/p1' }));
    expect(await object.Body?.transformToString()).toBe('jpeg bytes');
  });

  it('refuses a forged SigV4 header (the right access key id, another secret): no list, read, write or delete', async () => {
    const forger = client('not-the-secret');
    expect(await statusOf(() => forger.send(new ListObjectsV2Command({ Bucket: BUCKET })))).toBe(403);
    expect(await statusOf(() => forger.send(new GetObjectCommand({ Bucket: BUCKET, Key: 'photos/t1/p1' })))).toBe(403);
    expect(await statusOf(() => forger.send(new HeadObjectCommand({ Bucket: BUCKET, Key: 'photos/t1/p1' })))).toBe(403);
    expect(await statusOf(() => forger.send(new PutObjectCommand({ Bucket: BUCKET, Key: 'photos/t1/p1', Body: 'forged' })))).toBe(403);
    expect(await statusOf(() => forger.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: 'photos/t1/p1' })))).toBe(403);
    const kept = await client().send(new GetObjectCommand({ Bucket: BUCKET, Key: 'photos/t1/p1' }));
    expect(await kept.Body?.transformToString()).toBe('jpeg bytes');
  });

  it('refuses a signed request whose body is not the one signed', async () => {
    const url = `${s3.endpoint}/${BUCKET}/photos/t1/p1`;
    const signed = client();
    let captured: { headers: Record<string, string> } | undefined;
    signed.middlewareStack.add(
      () => async (args) => {
        captured = { headers: { ...(args.request as { headers: Record<string, string> }).headers } };
        throw new Error('captured');
      },
      { step: 'finalizeRequest', priority: 'low', name: 'capture' },
    );
    await signed.send(new PutObjectCommand({ Bucket: BUCKET, Key: 'photos/t1/p1', Body: 'honest' })).catch(() => undefined);
    const { host: _host, 'content-length': _length, ...headers } = captured!.headers;
    const replaced = await fetch(url, { method: 'PUT', headers, body: 'HONEST' });
    expect(replaced.status).toBe(403);
  });

  it('refuses a signed download with a parameter added to its URL (response-content-type=text/html)', async () => {
    const url = await getSignedUrl(client(), new GetObjectCommand({ Bucket: BUCKET, Key: 'photos/t1/p1' }), { expiresIn: 600 });
    const plain = await fetch(url);
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-type')).toBe('image/jpeg');
    const html = await fetch(`${url}&response-content-type=text%2Fhtml`);
    expect(html.status).toBe(403);
    expect(await html.text()).toContain('SignatureDoesNotMatch');
    expect((await fetch(url.replace('photos/t1/p1', 'photos/t1/p2'))).status).toBe(403);
  });

  it('never fails a read while the object is copied onto itself (the photo cleanup restamp), and logs no 5xx', async () => {
    const errors = vi.spyOn(console, 'error');
    const bytes = randomBytes(256 * 1024);
    await client().send(new PutObjectCommand({ Bucket: BUCKET, Key: 'photos/t2/p1', Body: bytes, ContentType: 'image/png' }));
    const url = await getSignedUrl(client(), new GetObjectCommand({ Bucket: BUCKET, Key: 'photos/t2/p1' }), { expiresIn: 600 });
    const statuses: number[] = [];
    for (let round = 0; round < 15; round++) {
      const copy = client().send(
        new CopyObjectCommand({
          Bucket: BUCKET,
          Key: 'photos/t2/p1',
          CopySource: `${BUCKET}/photos/t2/p1`,
          MetadataDirective: 'REPLACE',
          ContentType: 'image/png',
          Metadata: { 'task-ended': new Date().toISOString(), round: String(round) },
        }),
      );
      const reads = Array.from({ length: 8 }, async () => {
        const response = await fetch(url);
        const body = Buffer.from(await response.arrayBuffer());
        statuses.push(response.status);
        if (response.status === 200) expect(body.equals(bytes)).toBe(true);
      });
      await Promise.all([copy, ...reads]);
    }
    expect(new Set(statuses)).toEqual(new Set([200]));
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
