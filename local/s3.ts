/**
 * The local photo bucket: s3rver (an S3-compatible server from npm) on loopback, behind a small
 * gateway that checks what s3rver does not. s3rver 3.7 ignores the `policy` of a POST upload
 * entirely (no signature, expiry, key, Content-Type or content-length-range check) and does not
 * verify SigV4 signatures at all, so the gateway, like S3:
 * - POST uploads: verifies the policy's SigV4 signature and expiry, and every condition (exact and
 *   starts-with matches of bucket, key, Content-Type and x-amz-* fields, content-length-range),
 *   and refuses a form field no condition covers; then stores the file through s3rver.
 * - presigned GETs: verifies X-Amz-Signature over the whole canonical request (every query
 *   parameter, so an added `response-content-type` is refused as S3 refuses it) and expiry.
 * - requests signed in the Authorization header (the functions' own SDK calls): verifies the SigV4
 *   signature, the date's skew and the payload's hash. The local stack gives the functions a secret
 *   made at each start (local/stack.ts), so nobody else can sign.
 * - anonymous requests: 403, as a private bucket answers.
 * An object is never read while it is being written: S3 replaces an object atomically, whereas
 * s3rver rewrites its files in place (a copy onto itself, the photo cleanup's restamp, rewrites
 * its metadata), so a read that overlapped one failed with a 500. Every 5xx is logged.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

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

const sha256Hex = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');

const signingKey = (secret: string, date: string, region: string): Buffer =>
  hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), 's3'), 'aws4_request');

/** What SigV4 signs with: `AccessKeyId/yyyymmdd/region/s3/aws4_request`, resolved to the key's secret. */
const credentialScope = (credential: string, secrets: ReadonlyMap<string, string>) => {
  const [accessKeyId, date, region, service, terminal] = credential.split('/');
  const secret = secrets.get(accessKeyId ?? '');
  if (!secret || !date || !region || service !== 's3' || terminal !== 'aws4_request') return undefined;
  return { secret, date, region };
};

/** RFC 3986 encoding, as SigV4 canonicalizes names and values. */
const uriEncode = (text: string): string => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The raw query as SigV4's canonical query string (every parameter but `omit`), or undefined when malformed. */
const canonicalQuery = (rawQuery: string, omit?: string): string | undefined => {
  try {
    return rawQuery
      .split('&')
      .filter(Boolean)
      .map((pair) => {
        const at = pair.indexOf('=');
        const name = decodeURIComponent(at < 0 ? pair : pair.slice(0, at));
        return [uriEncode(name), uriEncode(at < 0 ? '' : decodeURIComponent(pair.slice(at + 1)))] as const;
      })
      .filter(([name]) => name !== omit)
      .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
      .map(([name, value]) => `${name}=${value}`)
      .join('&');
  } catch {
    return undefined;
  }
};

/** SigV4's signature of a canonical request. */
const sigV4 = (
  scope: { secret: string; date: string; region: string },
  amzDate: string,
  request: { method: string; path: string; query: string; headers: IncomingMessage['headers']; signedHeaders: string; payloadHash: string },
): string => {
  const canonicalHeaders = request.signedHeaders
    .split(';')
    .map(
      (name) =>
        `${name}:${String(request.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonical = [request.method, request.path, request.query, canonicalHeaders, request.signedHeaders, request.payloadHash].join('\n');
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, `${scope.date}/${scope.region}/s3/aws4_request`, sha256Hex(canonical)].join('\n');
  return hmac(signingKey(scope.secret, scope.date, scope.region), stringToSign).toString('hex');
};

const AMZ_DATE = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;
const parseAmzDate = (text: string): Date | undefined => {
  const match = AMZ_DATE.exec(text);
  return match ? new Date(`${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}Z`) : undefined;
};

/** S3 refuses a header-signed request whose date is further than this from its clock. */
const MAX_SKEW_MS = 15 * 60 * 1000;

/** The raw path and query of a request as it was sent (SigV4 signs them so, S3 paths not re-encoded). */
const rawTarget = (req: IncomingMessage) => {
  const target = req.url ?? '/';
  const at = target.indexOf('?');
  return { path: at < 0 ? target : target.slice(0, at), query: at < 0 ? '' : target.slice(at + 1) };
};

/** Why S3 would refuse this request signed in its Authorization header (body: what was sent), or undefined when it would take it. */
const headerSignatureProblem = (req: IncomingMessage, body: Buffer, secrets: ReadonlyMap<string, string>, now: Date): string | undefined => {
  const auth = /^AWS4-HMAC-SHA256 Credential=([^,\s]+),\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([0-9a-f]{64})$/.exec(
    req.headers.authorization ?? '',
  );
  if (!auth) return 'the Authorization header is no AWS4-HMAC-SHA256 signature';
  const [, credential, signedHeaders, signature] = auth as unknown as [string, string, string, string];
  const scope = credentialScope(credential, secrets);
  if (!scope) return 'unknown or malformed credential';
  const names = signedHeaders.split(';');
  if (!names.includes('host') || !names.includes('x-amz-date') || !names.includes('x-amz-content-sha256'))
    return 'host, x-amz-date and x-amz-content-sha256 must be signed';
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  const signedAt = parseAmzDate(amzDate);
  if (!signedAt || !amzDate.startsWith(scope.date)) return 'x-amz-date is malformed or outside the credential scope';
  if (Math.abs(now.getTime() - signedAt.getTime()) > MAX_SKEW_MS) return 'The difference between the request time and the current time is too large';
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && !sameHex(payloadHash, sha256Hex(body))) return 'x-amz-content-sha256 does not match the body';
  const { path, query: rawQuery } = rawTarget(req);
  const query = canonicalQuery(rawQuery);
  if (query === undefined) return 'malformed query string';
  const expected = sigV4(scope, amzDate, { method: req.method ?? 'GET', path, query, headers: req.headers, signedHeaders, payloadHash });
  return sameHex(expected, signature) ? undefined : 'The request signature we calculated does not match the signature you provided.';
};

/** Why S3 would refuse this presigned URL (its signature covers the method, the path and every query parameter), or undefined. */
const presignedProblem = (req: IncomingMessage, secrets: ReadonlyMap<string, string>, now: Date): string | undefined => {
  const { path, query: rawQuery } = rawTarget(req);
  const params = new URLSearchParams(rawQuery);
  if (params.get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256') return 'X-Amz-Algorithm must be AWS4-HMAC-SHA256';
  const scope = credentialScope(params.get('X-Amz-Credential') ?? '', secrets);
  if (!scope) return 'unknown or malformed credential';
  const amzDate = params.get('X-Amz-Date') ?? '';
  const signedAt = parseAmzDate(amzDate);
  const expires = Number(params.get('X-Amz-Expires'));
  if (!signedAt || !amzDate.startsWith(scope.date) || !Number.isInteger(expires) || expires < 1) return 'malformed presigned URL';
  if (now.getTime() > signedAt.getTime() + expires * 1000) return 'Request has expired';
  const signedHeaders = params.get('X-Amz-SignedHeaders') ?? '';
  if (!signedHeaders.split(';').includes('host')) return 'host must be signed';
  const query = canonicalQuery(rawQuery, 'X-Amz-Signature');
  if (query === undefined) return 'malformed query string';
  const expected = sigV4(scope, amzDate, {
    method: req.method ?? 'GET',
    path,
    query,
    headers: req.headers,
    signedHeaders,
    payloadHash: 'UNSIGNED-PAYLOAD',
  });
  return sameHex(expected, params.get('X-Amz-Signature') ?? '')
    ? undefined
    : 'The request signature we calculated does not match the signature you provided.';
};

/**
 * A readers-writer lock per object key, first come first served: reads share a key, a write holds
 * it alone. Resolves to the release.
 */
const keyLocks = () => {
  interface Entry {
    readers: number;
    writer: boolean;
    waiting: { write: boolean; start: () => void }[];
  }
  const entries = new Map<string, Entry>();
  const admit = (key: string, entry: Entry) => {
    for (let next = entry.waiting[0]; next; next = entry.waiting[0]) {
      if (entry.writer || (next.write && entry.readers > 0)) break;
      entry.waiting.shift();
      if (next.write) entry.writer = true;
      else entry.readers++;
      next.start();
    }
    if (!entry.readers && !entry.writer && !entry.waiting.length) entries.delete(key);
  };
  return (key: string, write: boolean): Promise<() => void> =>
    new Promise((resolve) => {
      const entry = entries.get(key) ?? { readers: 0, writer: false, waiting: [] };
      entries.set(key, entry);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        if (write) entry.writer = false;
        else entry.readers--;
        admit(key, entry);
      };
      entry.waiting.push({ write, start: () => resolve(release) });
      admit(key, entry);
    });
};

type Condition = Record<string, unknown> | unknown[];

/** Why S3 would refuse this POST form, or undefined when it would accept it. */
const policyProblem = (
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
  const scope = credentialScope(credential, secrets);
  if (!scope) return 'unknown or malformed credential';
  if (!sameHex(hmac(signingKey(scope.secret, scope.date, scope.region), policy).toString('hex'), signature))
    return 'the policy signature does not match';
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
  const lock = keyLocks();
  const objectKey = (path: string) => (path.startsWith(`/${bucket}/`) ? decodeURIComponent(path.slice(`/${bucket}/`.length)) : undefined);
  const serverError = (res: ServerResponse, what: string, error?: unknown) => {
    console.error(`local s3: ${what}`, error ?? '');
    if (!res.headersSent) s3Error(res, 500, 'InternalError', 'We encountered an internal error. Please try again.');
    else res.destroy();
  };

  /** Passes the request on to s3rver; `release` is called once the answer is sent (or failed). */
  const pipe = (req: IncomingMessage, res: ServerResponse, body: Buffer | undefined, release: () => void = () => undefined) => {
    res.once('close', release);
    const upstream = httpRequest({ host: '127.0.0.1', port: backendPort, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      const status = answer.statusCode ?? 502;
      if (status >= 500) console.error(`local s3: s3rver answered ${status} to ${req.method} ${rawTarget(req).path}`);
      res.writeHead(status, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', (error) => serverError(res, `s3rver unreachable for ${req.method} ${rawTarget(req).path}`, error));
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
    const release = await lock(fields.get('key') ?? '', true);
    try {
      await toBackend.send(new PutObjectCommand({ Bucket: bucket, Key: fields.get('key'), Body: bytes, ContentType: fields.get('content-type') }));
    } finally {
      release();
    }
    res.writeHead(204).end();
  };

  /** A read (GET, HEAD) holds its key shared, a write (PUT, a copy onto the key included) alone, until answered. */
  const forward = async (req: IncomingMessage, res: ServerResponse, body: Buffer | undefined) => {
    const key = objectKey(rawTarget(req).path);
    const write = req.method === 'PUT';
    const release = key !== undefined && (write || req.method === 'GET' || req.method === 'HEAD') ? await lock(key, write) : undefined;
    pipe(req, res, body, release);
  };

  const signed = async (req: IncomingMessage, res: ServerResponse) => {
    const body = await readBody(req);
    if (!body) return s3Error(res, 400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
    const problem = headerSignatureProblem(req, body, secrets, new Date());
    if (problem) return s3Error(res, 403, problem.startsWith('The request signature') ? 'SignatureDoesNotMatch' : 'AccessDenied', problem);
    return forward(req, res, body);
  };

  const presignedGet = async (req: IncomingMessage, res: ServerResponse) => {
    const problem = presignedProblem(req, secrets, new Date());
    if (problem) return s3Error(res, 403, problem.startsWith('The request signature') ? 'SignatureDoesNotMatch' : 'AccessDenied', problem);
    return forward(req, res, undefined);
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
        return presignedGet(req, res);
      }
      if (req.headers.authorization) return signed(req, res);
      return s3Error(res, 403, 'AccessDenied', 'Access Denied');
    })();
    handled.catch((error) => serverError(res, `${req.method} ${url.pathname} failed`, error));
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
