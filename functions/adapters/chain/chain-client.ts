import { type Chain, type Client, createClient, defineChain, http, type Transport } from 'viem';
import { type ChainSettings, config } from '../../platform/settings';
import { resolveRpcUrl } from './rpc-url';

/** What the chain code needs to reach a chain: its RPC endpoint and id. */
type ChainEndpoint = Pick<ChainSettings, 'chainId'> & { rpcUrl: string };

const chainFor = ({ chainId, rpcUrl }: ChainEndpoint): Chain =>
  defineChain({
    id: chainId,
    name: `chain ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });

/**
 * A bare client: the chain code calls the actions it needs from 'viem/actions' on it, so a bundle
 * holds those actions only, not every action a public client carries (about half of viem).
 */
export type ChainClient = Client<Transport, Chain>;

/** No caching: confirmations are counted from the newest block number at every check. */
const chainClientFor = (endpoint: ChainEndpoint): ChainClient =>
  createClient({ chain: chainFor(endpoint), transport: http(endpoint.rpcUrl, { retryCount: 2 }), cacheTime: 0 });

let current: { rpcUrl: string; client: ChainClient } | undefined;

/**
 * The configured chain's client; only in chain mode. Made again only when the URL changes (a
 * rotated SSM parameter), so a warm function keeps its client otherwise.
 */
export const chainClient = async (): Promise<ChainClient> => {
  const rpcUrl = await resolveRpcUrl(config.chain);
  if (current?.rpcUrl !== rpcUrl) current = { rpcUrl, client: chainClientFor({ rpcUrl, chainId: config.chain.chainId }) };
  return current.client;
};
