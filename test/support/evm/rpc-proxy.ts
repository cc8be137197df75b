import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Hex, keccak256 } from 'viem';

/**
 * A JSON-RPC endpoint in front of a local EVM that can misbehave the way one node behind a
 * load balancer does: `hideReceipts` answers every receipt lookup with null (a node lagging
 * behind the block that mined the transaction); `dropBroadcasts` says it took a raw transaction
 * and passes it to no one (a node that never propagates it). Otherwise every call goes through.
 */
export const startRpcProxy = async (upstream: string) => {
  const faults = { hideReceipts: false, dropBroadcasts: false };
  const body = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString();
  };
  const server = createServer(async (request, response) => {
    const text = await body(request);
    const call = JSON.parse(text) as { id: unknown; method?: string; params?: unknown[] };
    const answer = (result: unknown) => response.end(JSON.stringify({ jsonrpc: '2.0', id: call.id, result }));
    response.setHeader('content-type', 'application/json');
    if (faults.hideReceipts && call.method === 'eth_getTransactionReceipt') return answer(null);
    if (faults.dropBroadcasts && call.method === 'eth_sendRawTransaction') return answer(keccak256(call.params![0] as Hex));
    const forwarded = await fetch(upstream, { method: 'POST', headers: { 'content-type': 'application/json' }, body: text });
    response.statusCode = forwarded.status;
    response.end(await forwarded.text());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    faults,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
