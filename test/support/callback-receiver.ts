import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const tls = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'tls');

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  /** The raw body bytes as text, exactly as sent. */
  body: string;
  receivedAt: number;
}

/** What the receiver does with the n-th request (1-based): answer with a status, or never answer. */
export type Behaviour = (n: number) => { status: number; headers?: Record<string, string> } | 'hang';

export interface CallbackReceiver {
  url: string;
  requests: ReceivedRequest[];
  /** Waits until `count` requests have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedRequest[]>;
  close(): Promise<void>;
}

/**
 * A local HTTPS endpoint for callbacks, with the certificate `npm test` trusts through
 * NODE_EXTRA_CA_CERTS; reached as https://localhost (allow-listed for tests).
 */
export const startCallbackReceiver = async (behaviour: Behaviour = () => ({ status: 200 })): Promise<CallbackReceiver> => {
  const requests: ReceivedRequest[] = [];
  const server: Server = createServer({ key: readFileSync(join(tls, 'receiver.key')), cert: readFileSync(join(tls, 'receiver.crt')) }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      requests.push({
        method: req.method!,
        path: req.url!,
        headers: req.headers as Record<string, string>,
        body: Buffer.concat(chunks).toString('utf8'),
        receivedAt: Date.now(),
      });
      const answer = behaviour(requests.length);
      if (answer === 'hang') return;
      res.writeHead(answer.status, answer.headers).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `https://localhost:${(server.address() as AddressInfo).port}/hooks/handoff`,
    requests,
    waitFor: async (count, timeoutMs = 30_000) => {
      const until = Date.now() + timeoutMs;
      while (requests.length < count) {
        if (Date.now() > until) throw new Error(`receiver got ${requests.length} of ${count} callbacks`);
        await sleep(50);
      }
      return requests;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
};
