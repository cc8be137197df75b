import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import {
  type Abi,
  type Address,
  type Chain,
  createPublicClient,
  createTestClient,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  type PublicClient,
  parseEther,
  type Transport,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { usdcUnits } from '../../../functions/contexts/money/deposits/domain/deposits';
import type { Cents } from '../../../functions/platform/kernel/money';

interface Compiled {
  abi: Abi;
  bytecode: Hex;
}

/** Compiles contracts.sol with the solc that npm installs (no download); Shanghai, as ganache runs it. */
const compile = async (): Promise<Record<'TestUsdc' | 'TestPriceFeed' | 'TestSmartWallet', Compiled>> => {
  const solc = (await import('solc')).default;
  const input = {
    language: 'Solidity',
    sources: { 'contracts.sol': { content: readFileSync(new URL('./contracts.sol', import.meta.url), 'utf8') } },
    settings: { evmVersion: 'shanghai', outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input)));
  const errors = (output.errors ?? []).filter((error: { severity: string }) => error.severity === 'error');
  if (errors.length) throw new Error(errors.map((error: { formattedMessage: string }) => error.formattedMessage).join('\n'));
  const contract = (name: string): Compiled => {
    const { abi, evm } = output.contracts['contracts.sol'][name];
    return { abi, bytecode: `0x${evm.bytecode.object}` };
  };
  return { TestUsdc: contract('TestUsdc'), TestPriceFeed: contract('TestPriceFeed'), TestSmartWallet: contract('TestSmartWallet') };
};

/** ganache warns on import that its native websocket build does not match this Node; it falls back to JS, which is all a test needs. */
const importGanache = async () => {
  const warn = console.warn;
  console.warn = () => undefined;
  try {
    return (await import('ganache')).default;
  } finally {
    console.warn = warn;
  }
};

export const ETH_USD_PRICE = 3_000;

/**
 * A local EVM for tests: ganache in this process, on loopback and a free port, with a funded
 * account, a TestUsdc standing in for USDC and an ETH/USD feed. Blocks are mined one per
 * transaction, and on demand with `mine`.
 */
export const startLocalEvm = async (chainId = 31337) => {
  const funderKey = generatePrivateKey();
  const ganache = await importGanache();
  const server = ganache.server({
    logging: { quiet: true },
    chain: { chainId, hardfork: 'shanghai' },
    wallet: { accounts: [{ secretKey: funderKey, balance: `0x${parseEther('1000').toString(16)}` }] },
  });
  await server.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const chain = defineChain({
    id: chainId,
    name: 'local',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [url] } },
  });
  const client: PublicClient<Transport, Chain> = createPublicClient({ chain, transport: http(url), cacheTime: 0 });
  const testClient = createTestClient({ chain, mode: 'ganache', transport: http(url) });
  const walletOf = (key: Hex) => createWalletClient({ chain, account: privateKeyToAccount(key), transport: http(url) });
  const funder = walletOf(funderKey);
  const compiled = await compile();

  const deploy = async (contract: Compiled, args: unknown[] = []): Promise<Address> => {
    const hash = await funder.deployContract({ abi: contract.abi, bytecode: contract.bytecode, args });
    return (await client.waitForTransactionReceipt({ hash })).contractAddress!;
  };
  const usdc = await deploy(compiled.TestUsdc);
  const priceFeed = await deploy(compiled.TestPriceFeed, [BigInt(ETH_USD_PRICE) * 10n ** 8n]);
  const usdcAbi = compiled.TestUsdc.abi;

  return {
    url,
    chainId,
    client,
    usdc,
    priceFeed,
    /** Sends `eth` ether (for gas) to an address. */
    fundEth,
    /** An ERC-1271 wallet contract that accepts signatures by `owner`'s key. */
    deploySmartWallet: (owner: Address) => deploy(compiled.TestSmartWallet, [owner]),
    /** A new key whose address holds `eth` ether (for gas) and `usdc` dollars of TestUsdc. */
    fundedKey: async ({ eth = 1, usdc: dollars = 0 }: { eth?: number; usdc?: number } = {}): Promise<Hex> => {
      const key = generatePrivateKey();
      const address = privateKeyToAccount(key).address;
      await client.waitForTransactionReceipt({ hash: await fundEth(address, eth) });
      if (dollars > 0) await mintUsdc(address, Math.round(dollars * 100));
      return key;
    },
    /** A USDC transfer signed by `key`; with `gas`, sent without an estimate, so a transfer bound to revert is mined anyway. */
    transferUsdc: async (key: Hex, to: Address, amount: Cents, options: { gas?: bigint } = {}): Promise<Hex> => {
      const hash = await walletOf(key).writeContract({
        address: usdc,
        abi: usdcAbi,
        functionName: 'transfer',
        args: [to, usdcUnits(amount)],
        ...options,
      });
      await client.waitForTransactionReceipt({ hash });
      return hash;
    },
    usdcBalance: async (address: Address): Promise<Cents> =>
      Number(((await client.readContract({ address: usdc, abi: usdcAbi, functionName: 'balanceOf', args: [address] })) as bigint) / 10_000n),
    mine: (blocks: number) => testClient.mine({ blocks }),
    snapshot: () => testClient.snapshot(),
    revert: (id: Hex) => testClient.revert({ id }),
    stop: () => server.close(),
  };

  function fundEth(address: Address, eth = 1) {
    return funder.sendTransaction({ to: address, value: parseEther(String(eth)) });
  }

  async function mintUsdc(to: Address, amount: Cents) {
    const hash = await funder.writeContract({ address: usdc, abi: usdcAbi, functionName: 'mint', args: [to, usdcUnits(amount)] });
    await client.waitForTransactionReceipt({ hash });
  }
};

export type LocalEvm = Awaited<ReturnType<typeof startLocalEvm>>;
