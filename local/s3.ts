/**
 * The local photo bucket: s3rver (an S3-compatible server from npm) on loopback, behind a small
 * gateway that checks what s3rver does not. s3rver 3.7 ignores the `policy` of a POST upload
 * entirely (no signature, expiry, key, Content-Type or content-length-range check) and does not
 * verify SigV4 signatures at all, so the gateway, like S3:
 * - POST uploads: verifies the policy's SigV4 signature and expiry, and every condition (exact and
 *   starts-with matches of bucket, key, Content-Type and x-amz-* fields, content-length-range),
 *   and refuses a form field no condition covers; then stores the file through s3rver.
 * - presigned GETs: verifies X-Amz-Signature (recomputed with the same date and expiry) and expiry.
 * - anonymous requests: 403, as a private bucket answers.
 * Requests signed in the Authorization header (the functions' own SDK calls) are passed to s3rver,
 * which checks the access key id only.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';

const require = createRequire(import.meta.url);

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  stop(): Promise<void>;
}

/** A little over the 10 MiB photo limit: larger bodies are refused before they are read. */
const MAX_FORM_BYTES = 11 * 1024 * 1024;

const s3Error = (res: ServerResponse, status: number, code: string, message: string) =>
  void res
    .writeHead(status, { 'content-type': 'application/xml' })
    .end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`);

const readBody = (req: IncomingMessage): Promise<Buffer | undefined> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_FORM_BYTES) {
        resolve(undefined);
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

const hmac = (key: Buffer | string, data: string): Buffer => createHmac('sha256', key).update(data).digest();

const sameHex = (a: string, b: string): boolean => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

type Condition = Record<string, unknown> | unknown[];

/** Why S3 would refuse this POST form, or undefined when it would accept it. */
export const policyProblem = (
  fields: Map<string, string>,
  fileSize: number,
  bucket: string,
  secrets: ReadonlyMap<string, string>,
  now: Date,
): string | undefined => {
  const policy = fields.get('policy');
  const signature = fields.get('x-amz-signature');
  const credential = fields.get('x-amz-credential');
  if (!policy || !signature || !credential) return 'the form lacks policy, x-amz-signature or x-amz-credential';
  if (fields.get('x-amz-algorithm') !== 'AWS4-HMAC-SHA256') return 'x-amz-algorithm must be AWS4-HMAC-SHA256';
  const [accessKeyId, date, region, service, terminal] = credential.split('/');
  const secret = secrets.get(accessKeyId ?? '');
  if (!secret || !date || !region || service !== 's3' || terminal !== 'aws4_request') return 'unknown or malformed credential';
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), 's3'), 'aws4_request');
  if (!sameHex(hmac(signingKey, policy).toString('hex'), signature)) return 'the policy signature does not match';
  let document: { expiration?: string; conditions?: Condition[] };
  try {
    document = JSON.parse(Buffer.from(policy, 'base64').toString('utf8'));
  } catch {
    return 'the policy is not JSON';
  }
  if (!document.expiration || !(new Date(document.expiration).getTime() > now.getTime())) return 'the policy has expired';
  const covered = new Set(['policy', 'x-amz-signature', 'file']);
  const fieldValue = (name: string) => (name === 'bucket' ? bucket : fields.get(name));
  for (const condition of document.conditions ?? []) {
    if (Array.isArray(condition)) {
      const [op, field, value] = condition as [string, string | number, string | number];
      if (op === 'content-length-range') {
        if (fileSize < Number(field) || fileSize > Number(value))
          return `the file is ${fileSize} bytes, outside content-length-range ${field}..${value}`;
        continue;
      }
      const name = String(field).replace(/^\$/, '').toLowerCase();
      covered.add(name);
      const actual = fieldValue(name);
      if (op === 'eq' && actual !== value) return `${name} must equal ${value}`;
      if (op === 'starts-with' && !(actual ?? '').startsWith(String(value))) return `${name} must start with ${value}`;
      if (op !== 'eq' && op !== 'starts-with') return `unknown condition ${op}`;
    } else {
      for (const [field, value] of Object.entries(condition)) {
        const name = field.toLowerCase();
        covered.add(name);
        if (fieldValue(name) !== value) return `${name} must equal ${value}`;
      }
    }
  }
  const uncovered = [...fields.keys()].find((name) => !covered.has(name) && !name.startsWith('x-ignore-'));
  return uncovered ? `Invalid according to Policy: Extra input fields: ${uncovered}` : undefined;
};

const listen = (server: Server, port: number): Promise<number> =>
  new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });

/** s3rver with `bucket`, behind the verifying gateway; both on 127.0.0.1. */
export const startLocalS3 = async ({
  bucket,
  region,
  credentials,
  directory: keptIn,
  allowOrigin,
  port: gatewayPort = 0,
}: {
  bucket: string;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** Where the objects are kept between runs; none: a temporary directory removed at stop. */
  directory?: string;
  /** The origin the operator app is served from, whose browser uploads and downloads are let through (CORS). */
  allowOrigin: string;
  /** The gateway's port; none: a free one. */
  port?: number;
}): Promise<LocalS3> => {
  const S3rver = require('s3rver');
  const { DUMMY_ACCOUNT } = require('s3rver/lib/models/account.js');
  DUMMY_ACCOUNT.createKeyPair(credentials.accessKeyId, credentials.secretAccessKey);
  const secrets = new Map([[credentials.accessKeyId, credentials.secretAccessKey]]);
  const directory = keptIn ?? mkdtempSync(join(tmpdir(), 'handoff-s3-'));
  const backend = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port: backendPort } = await backend.run();
  const toBackend = new S3Client({
    endpoint: `http://127.0.0.1:${backendPort}`,
    forcePathStyle: true,
    region,
    credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });

  const gateway = createServer();
  const port = await listen(gateway, gatewayPort);
  const endpoint = `http://127.0.0.1:${port}`;
  // Signs as the functions' client does (adapters/photos/storage.ts), so a presigned GET's signature can be recomputed.
  const signer = new S3Client({
    endpoint,
    forcePathStyle: true,
    region,
    credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  const pipe = (req: IncomingMessage, res: ServerResponse, body?: Buffer) => {
    const upstream = httpRequest({ host: '127.0.0.1', port: backendPort, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => s3Error(res, 502, 'InternalError', 'local S3 unavailable'));
    if (body) upstream.end(body);
    else req.pipe(upstream);
  };

  const upload = async (req: IncomingMessage, res: ServerResponse) => {
    const body = await readBody(req);
    if (!body) return s3Error(res, 400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
    const form = await new Response(body, { headers: { 'content-type': req.headers['content-type'] ?? '' } }).formData().catch(() => undefined);
    const file = form?.get('file');
    if (!form || !(file instanceof Blob)) return s3Error(res, 400, 'InvalidArgument', 'POST requires exactly one file upload per request.');
    const fields = new Map<string, string>();
    for (const [name, value] of form.entries()) if (typeof value === 'string') fields.set(name.toLowerCase(), value);
    const bytes = Buffer.from(await file.arrayBuffer());
    const problem = policyProblem(fields, bytes.length, bucket, secrets, new Date());
    if (problem)
      return s3Error(
        res,
        problem.startsWith('the file is') ? 400 : 403,
        problem.startsWith('the file is') ? 'EntityTooLarge' : 'AccessDenied',
        problem,
      );
    await toBackend.send(new PutObjectCommand({ Bucket: bucket, Key: fields.get('key'), Body: bytes, ContentType: fields.get('content-type') }));
    res.writeHead(204).end();
  };

  const presignedGet = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    const amzDate = url.searchParams.get('X-Amz-Date') ?? '';
    const expires = Number(url.searchParams.get('X-Amz-Expires'));
    const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
    if (!match || !Number.isInteger(expires)) return s3Error(res, 403, 'AccessDenied', 'malformed presigned URL');
    const signedAt = new Date(`${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}Z`);
    if (Date.now() > signedAt.getTime() + expires * 1000) return s3Error(res, 403, 'AccessDenied', 'Request has expired');
    const key = decodeURIComponent(url.pathname.slice(`/${bucket}/`.length));
    const expected = new URL(
      await getSignedUrl(signer, new GetObjectCommand({ Bucket: bucket, Key: key }), { expiresIn: expires, signingDate: signedAt }),
    );
    if (!sameHex(expected.searchParams.get('X-Amz-Signature') ?? '', url.searchParams.get('X-Amz-Signature') ?? '')) {
      return s3Error(res, 403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.');
    }
    pipe(req, res);
  };

  gateway.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', endpoint);
    // The bucket's CORS rule, as in AWS: the app's origin may POST uploads and GET photos from the browser.
    if (req.headers.origin === allowOrigin) {
      res.setHeader('access-control-allow-origin', allowOrigin);
      res.setHeader('vary', 'origin');
    }
    if (req.method === 'OPTIONS') {
      if (req.headers.origin !== allowOrigin) return s3Error(res, 403, 'AccessForbidden', 'CORSResponse: This CORS request is not allowed.');
      res.setHeader('access-control-allow-methods', 'GET, HEAD, POST');
      res.setHeader('access-control-allow-headers', req.headers['access-control-request-headers'] ?? '*');
      res.setHeader('access-control-max-age', '600');
      return void res.writeHead(204).end();
    }
    const handled = (async () => {
      if (
        req.method === 'POST' &&
        url.pathname.replace(/\/$/, '') === `/${bucket}` &&
        (req.headers['content-type'] ?? '').startsWith('multipart/form-data')
      ) {
        return upload(req, res);
      }
      if ((req.method === 'GET' || req.method === 'HEAD') && url.searchParams.has('X-Amz-Signature') && url.pathname.startsWith(`/${bucket}/`)) {
        return presignedGet(req, res, url);
      }
      if (req.headers.authorization) return pipe(req, res);
      return s3Error(res, 403, 'AccessDenied', 'Access Denied');
    })();
    handled.catch((error) => s3Error(res, 500, 'InternalError', String(error)));
  });

  return {
    endpoint,
    bucket,
    stop: async () => {
      gateway.closeAllConnections();
      await new Promise((resolve) => gateway.close(resolve));
      await backend.close();
      if (!keptIn) rmSync(directory, { recursive: true, force: true });
    },
  };
};
