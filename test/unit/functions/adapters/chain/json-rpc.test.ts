import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonRpcClient } from '../../../../../functions/adapters/chain/json-rpc';

let server: Server | undefined;

/** A node that answers each POST with the next of `answers` (an HTTP status and body), noting each request's body. */
const nodeAnswering = async (answers: { status: number; body: unknown }[]) => {
  const received: { jsonrpc: string; id: number; method: string; params: unknown[] }[] = [];
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push(JSON.parse(body));
      const { status, body: answer } = answers[Math.min(received.length, answers.length) - 1]!;
      response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received };
};

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

describe("The chain's JSON-RPC client", () => {
  it('posts a JSON-RPC 2.0 request of the method and parameters and answers its result', async () => {
    const node = await nodeAnswering([{ status: 200, body: { jsonrpc: '2.0', id: 1, result: '0x2a' } }]);
    expect(await jsonRpcClient(node.url).request({ method: 'eth_call', params: [{ data: '0x01' }, 'latest'] })).toBe('0x2a');
    expect(node.received).toEqual([{ jsonrpc: '2.0', id: expect.any(Number), method: 'eth_call', params: [{ data: '0x01' }, 'latest'] }]);
  });

  it('retries a busy node twice, then answers', async () => {
    const node = await nodeAnswering([
      { status: 503, body: {} },
      { status: 200, body: { jsonrpc: '2.0', id: 2, error: { code: -32005, message: 'limit exceeded' } } },
      { status: 200, body: { jsonrpc: '2.0', id: 3, result: '0x1' } },
    ]);
    expect(await jsonRpcClient(node.url).request({ method: 'eth_gasPrice' })).toBe('0x1');
    expect(node.received.map(({ params }) => params)).toEqual([[], [], []]);
  });

  it('gives up after two retries', async () => {
    const node = await nodeAnswering([{ status: 502, body: {} }]);
    await expect(jsonRpcClient(node.url).request({ method: 'eth_gasPrice' })).rejects.toThrow('eth_gasPrice: HTTP 502');
    expect(node.received).toHaveLength(3);
  });

  it('does not retry a refusal a retry would get again (an unknown method, a revert, a 404)', async () => {
    const unknown = await nodeAnswering([{ status: 200, body: { jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'no such method' } } }]);
    await expect(jsonRpcClient(unknown.url).request({ method: 'eth_maxPriorityFeePerGas' })).rejects.toThrow('no such method');
    expect(unknown.received).toHaveLength(1);
    await new Promise((resolve) => server?.close(resolve));
    const missing = await nodeAnswering([{ status: 404, body: {} }]);
    await expect(jsonRpcClient(missing.url).request({ method: 'eth_call' })).rejects.toThrow('HTTP 404');
    expect(missing.received).toHaveLength(1);
  });
});
