import { createECDH, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import ece from 'http_ece';
import { decodeProtectedHeader, importJWK, type JWTPayload, jwtVerify } from 'jose';

const tls = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'tls');

/** A message a device received, decrypted, with its VAPID token verified. */
export interface ReceivedPush {
  device: string;
  /** The decrypted payload (RFC 8291, aes128gcm). */
  payload: { title: string; body: string; url: string };
  /** The VAPID JWT's claims, verified against the `k` the request names (RFC 8292). */
  claims: JWTPayload;
  /** The public key the request's Authorization names: the service's VAPID key. */
  vapidKey: string;
  headers: Record<string, string>;
}

/** A browser's push subscription at the receiver: its endpoint and the keys it decrypts with. */
export interface Device {
  name: string;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
}

export interface PushReceiver {
  /** A new device (its own key pair and authentication secret); `expired`: its endpoint answers 410. */
  device(name: string, options?: { expired?: boolean }): Device;
  received: ReceivedPush[];
  /** Requests it could not decrypt or verify (none, if the service encrypts and signs as it must). */
  rejected: { device: string; reason: string }[];
  /** Requests to expired endpoints (answered 410). */
  gone: string[];
  waitFor(predicate: (received: ReceivedPush[]) => boolean, timeoutMs?: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
}

/** `vapid t=<jwt>, k=<key>` (RFC 8292, section 3). */
const vapidAuthorization = (header: string | undefined) => {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  return match ? { token: match[1]!, key: match[2]! } : undefined;
};

/**
 * A local HTTPS push service, as a browser's would be, reached as https://localhost (PUSH_ALLOW_HOSTS
 * in tests; its certificate trusted through NODE_EXTRA_CA_CERTS). Each device holds a P-256 key pair
 * and an auth secret, as a browser's subscription does; a message is decrypted with http_ece (the
 * library web-push's own encryption is checked against) and its VAPID JWT verified with jose.
 */
export const startPushReceiver = async (): Promise<PushReceiver> => {
  const devices = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer; expired: boolean }>();
  const received: ReceivedPush[] = [];
  const rejected: { device: string; reason: string }[] = [];
  const gone: string[] = [];

  const accept = async (name: string, headers: Record<string, string>, body: Buffer): Promise<void> => {
    const device = devices.get(name);
    if (!device) throw new Error('unknown device');
    if (headers['content-encoding'] !== 'aes128gcm') throw new Error(`content-encoding ${headers['content-encoding']}`);
    const vapid = vapidAuthorization(headers.authorization);
    if (!vapid) throw new Error('no VAPID authorization');
    if (decodeProtectedHeader(vapid.token).alg !== 'ES256') throw new Error('not ES256');
    const point = Buffer.from(vapid.key, 'base64url');
    const key = await importJWK(
      { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') },
      'ES256',
    );
    const { payload: claims } = await jwtVerify(vapid.token, key, { audience: `https://localhost:${port}` });
    if (!claims.sub?.startsWith('mailto:') && !claims.sub?.startsWith('https:')) throw new Error(`VAPID sub ${claims.sub}`);
    const plaintext = ece.decrypt(body, { version: 'aes128gcm', privateKey: device.ecdh, authSecret: device.auth.toString('base64url') });
    received.push({ device: name, payload: JSON.parse(plaintext.toString('utf8')), claims, vapidKey: vapid.key, headers });
  };

  const server: Server = createServer({ key: readFileSync(join(tls, 'receiver.key')), cert: readFileSync(join(tls, 'receiver.crt')) }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const name = decodeURIComponent((req.url ?? '').replace(/^\/push\//, ''));
      if (devices.get(name)?.expired) {
        gone.push(name);
        res.writeHead(410).end();
        return;
      }
      accept(name, req.headers as Record<string, string>, Buffer.concat(chunks)).then(
        () => res.writeHead(201).end(),
        (error: Error) => {
          rejected.push({ device: name, reason: error.message });
          res.writeHead(400).end();
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    device: (name, options = {}) => {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(name, { ecdh, auth, expired: options.expired ?? false });
      return {
        name,
        subscription: {
          endpoint: `https://localhost:${port}/push/${encodeURIComponent(name)}`,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
        },
      };
    },
    received,
    rejected,
    gone,
    waitFor: async (predicate, timeoutMs = 30_000) => {
      const until = Date.now() + timeoutMs;
      while (!predicate(received)) {
        if (Date.now() > until) throw new Error(`push receiver: not there after ${timeoutMs} ms (${JSON.stringify({ received, rejected, gone })})`);
        await sleep(50);
      }
      return received;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
};
