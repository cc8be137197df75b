/**
 * The photo bucket: presigned uploads (S3 POST policies) and downloads, and the reads and writes
 * the Guardian and the sandbox make. The same code runs against S3 in AWS and against the local
 * S3 server (S3_ENDPOINT, path-style) on the local stack.
 */
import { type PresignedUpload, UPLOAD_TTL_SECONDS } from '../../platform/kernel/uploads';
import { lazyAwsClient } from '../../platform/logging/aws-clients';
import { config } from '../../platform/settings';

/** How long a download URL stays valid. */
/** Longer than the 15 minutes promised, so a URL read at the end of a poll still works. */
const DOWNLOAD_TTL_SECONDS = 60 * 60;

/**
 * The S3 SDK is imported at its first use, not when the function loads: it is about half of a
 * cold start again, and most requests of the functions that may touch photos (task reads) do not.
 */
const sdk = () => import('@aws-sdk/client-s3');

/** The bucket's client, made at its first use (the bench times its calls: bench/instrument.ts). */
export const photoBucketClient = lazyAwsClient(() =>
  sdk().then(
    ({ S3Client }) =>
      new S3Client({
        ...(config.photos.s3Endpoint ? { endpoint: config.photos.s3Endpoint, forcePathStyle: true } : {}),
        // A Buffer body is sent as is (no aws-chunked encoding), which every S3-compatible server reads.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
  ),
);

const Bucket = () => config.photos.bucket;

/** An S3 POST form whose policy pins the key, the content type and the exact size. */
export const presignUpload = async (key: string, contentType: string, sizeBytes: number): Promise<PresignedUpload> => {
  const { createPresignedPost } = await import('@aws-sdk/s3-presigned-post');
  return createPresignedPost(await photoBucketClient(), {
    Bucket: Bucket(),
    Key: key,
    Fields: { 'Content-Type': contentType },
    Conditions: [
      ['eq', '$Content-Type', contentType],
      ['content-length-range', sizeBytes, sizeBytes],
    ],
    Expires: UPLOAD_TTL_SECONDS,
  });
};

/** A URL that a plain GET fetches the object with, for DOWNLOAD_TTL_SECONDS. */
export const presignDownload = async (key: string): Promise<string> => {
  const [{ GetObjectCommand }, { getSignedUrl }] = await Promise.all([sdk(), import('@aws-sdk/s3-request-presigner')]);
  return getSignedUrl(await photoBucketClient(), new GetObjectCommand({ Bucket: Bucket(), Key: key }), { expiresIn: DOWNLOAD_TTL_SECONDS });
};

/**
 * The origin of every URL presignDownload makes: the local S3 server's, or the bucket's own
 * virtual-hosted host in the S3 client's Region (its default addressing).
 */
export const photoDownloadOrigin = async (): Promise<string> =>
  config.photos.s3Endpoint
    ? new URL(config.photos.s3Endpoint).origin
    : `https://${Bucket()}.s3.${await (await photoBucketClient()).config.region()}.amazonaws.com`;

const isNotFound = (error: unknown): boolean => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NotFound' || name === 'NoSuchKey' || $metadata?.httpStatusCode === 404;
};

/** Whether the upload arrived. */
export const objectExists = async (key: string): Promise<boolean> => {
  const { HeadObjectCommand } = await sdk();
  try {
    await (await photoBucketClient()).send(new HeadObjectCommand({ Bucket: Bucket(), Key: key }));
    return true;
  } catch (error) {
    if (isNotFound(error)) return false;
    throw error;
  }
};

/** The object's bytes, or undefined when it does not exist. */
export const readObject = async (key: string): Promise<Buffer | undefined> => {
  const { GetObjectCommand } = await sdk();
  try {
    const { Body } = await (await photoBucketClient()).send(new GetObjectCommand({ Bucket: Bucket(), Key: key }));
    return Body ? Buffer.from(await Body.transformToByteArray()) : undefined;
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
};

export const writeObject = async (key: string, body: Buffer, contentType: string): Promise<void> => {
  const { PutObjectCommand } = await sdk();
  await (await photoBucketClient()).send(new PutObjectCommand({ Bucket: Bucket(), Key: key, Body: body, ContentType: contentType }));
};

export const deleteObjects = async (objectKeys: string[]): Promise<void> => {
  const { DeleteObjectsCommand } = await sdk();
  for (let start = 0; start < objectKeys.length; start += 1000) {
    const batch = objectKeys.slice(start, start + 1000);
    await (await photoBucketClient()).send(
      new DeleteObjectsCommand({ Bucket: Bucket(), Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
    );
  }
};

/**
 * Copies each object onto itself (same bytes and type, a `task-ended` mark), which restarts the
 * clock of the bucket's lifecycle rule: retention then counts from the task's end. A missing
 * object (already expired or never uploaded) is skipped.
 */
export const restampObjects = async (objects: { key: string; contentType: string }[], endedAt: Date): Promise<void> => {
  const { CopyObjectCommand } = await sdk();
  for (const object of objects) {
    try {
      await (await photoBucketClient()).send(
        new CopyObjectCommand({
          Bucket: Bucket(),
          Key: object.key,
          CopySource: `${Bucket()}/${object.key}`,
          MetadataDirective: 'REPLACE',
          ContentType: object.contentType,
          Metadata: { 'task-ended': endedAt.toISOString() },
        }),
      );
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }
};
