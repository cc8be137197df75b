import { createPublicClient, defineChain, http, type Chain, type PublicClient } from 'viem';
import { config, type ChainSettings } from '../../settings';

/** What the chain code needs to reach a chain: its RPC endpoint and id. */
export type ChainEndpoint = Pick<ChainSettings, 'chainId'> & { rpcUrl: string };

export const chainFor = ({ chainId, rpcUrl }: ChainEndpoint): Chain =>
  defineChain({
    id: chainId,
    name: `chain ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });

/** No caching: confirmations are counted from the newest block number at every check. */
export const publicClientFor = (endpoint: ChainEndpoint): PublicClient =>
  createPublicClient({ chain: chainFor(endpoint), transport: http(endpoint.rpcUrl, { retryCount: 2 }), cacheTime: 0 });

let client: PublicClient | undefined;

/** The configured chain's client, created once per process; only in chain mode (CHAIN_RPC_URL). */
export const publicClient = (): PublicClient => {
  const { rpcUrl, chainId } = config.chain;
  if (!rpcUrl) throw new Error('No chain configured: CHAIN_RPC_URL is not set');
  return (client ??= publicClientFor({ rpcUrl, chainId }));
};
