import { config } from '../../platform/settings';
import { resolveRpcUrl } from './rpc-url';

/**
 * What the chain's plain reads need of a client: a JSON-RPC request by method and parameters, as a
 * viem client's `request` takes it (so the chain tests hand them viem's client over a local EVM).
 */
export interface ChainRequests {
  request(args: { method: string; params?: readonly unknown[] }): Promise<unknown>;
}

/** viem's HTTP transport's figures for the chain client (chain-client.ts): two retries, 150 ms doubling, 10 s a request. */
const RETRY_COUNT = 2;
const RETRY_DELAY_MS = 150;
const TIMEOUT_MS = 10_000;

/** As viem retries: the HTTP statuses of a busy or failing node, and the JSON-RPC codes of an unknown, internal or rate-limit error. */
const RETRIED_STATUSES = new Set([403, 408, 413, 429, 500, 502, 503, 504]);
const RETRIED_CODES = new Set([-1, -32603, -32005, -32007, 429]);

/** A request the node refused or failed; `retried` when asking again may succeed. */
class ChainRequestError extends Error {
  constructor(
    message: string,
    readonly retried: boolean,
  ) {
    super(message);
  }
}

let requestId = 0;

/** One JSON-RPC POST: its result, or a ChainRequestError (a network failure or timeout throws as fetch throws it, and is retried). */
const requestOnce = async (url: string, method: string, params: readonly unknown[]): Promise<unknown> => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: ++requestId, method, params }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new ChainRequestError(`${method}: HTTP ${response.status}`, RETRIED_STATUSES.has(response.status));
  const answer = (await response.json()) as { result?: unknown; error?: { code?: unknown; message?: unknown } };
  if (answer.error) throw new ChainRequestError(`${method}: ${String(answer.error.message)}`, RETRIED_CODES.has(answer.error.code as number));
  return answer.result;
};

/**
 * A JSON-RPC client of `url` by fetch: what the routes that only read the chain (a fee, a contract
 * wallet's signature) need, without viem's client and transport (about 30 KB of each bundle).
 */
export const jsonRpcClient = (url: string): ChainRequests => ({
  request: async ({ method, params = [] }) => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await requestOnce(url, method, params);
      } catch (error) {
        if (attempt === RETRY_COUNT || (error instanceof ChainRequestError && !error.retried)) throw error;
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS << attempt));
      }
    }
  },
});

/** The configured chain's JSON-RPC client (only in chain mode): its URL as chain-client.ts resolves it. */
export const chainRequests = async (): Promise<ChainRequests> => jsonRpcClient(await resolveRpcUrl(config.chain));
