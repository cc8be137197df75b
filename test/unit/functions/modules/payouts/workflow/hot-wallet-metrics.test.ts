import { type Address, createClient, custom, decodeFunctionData, defineChain, encodeAbiParameters, keccak256, toHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { chainClient } from '../../../../../../functions/adapters/chain/chain-client';
import { usdcAbi } from '../../../../../../functions/adapters/chain/usdc-abi';
import type { Payout } from '../../../../../../functions/modules/payouts/domain/payouts';
import { failPayout } from '../../../../../../functions/modules/payouts/store/payouts-store';
import { checkHotWallet } from '../../../../../../functions/modules/payouts/use-cases/check-hot-wallet';
import { flushMetrics } from '../../../../../../functions/platform/logging/metrics';
import { ddb } from '../../../../../../functions/platform/table/client';
import { ConditionFailed, transactWrite } from '../../../../../../functions/platform/table/transactions';

// The table: each test says what the transaction and the read answer.
vi.mock('../../../../../../functions/platform/table/transactions', async (actual) => ({ ...(await actual<object>()), transactWrite: vi.fn() }));
vi.mock('../../../../../../functions/platform/table/client', async (actual) => ({ ...(await actual<object>()), ddb: { send: vi.fn() } }));
// The chain: a viem client whose transport answers as a node would (below).
vi.mock('../../../../../../functions/adapters/chain/chain-client', async (actual) => ({ ...(await actual<object>()), chainClient: vi.fn() }));

/** A test key, holding nothing anywhere real. */
const HOT_WALLET_KEY = keccak256(toHex('hot-wallet-metrics test key'));
const HOT_WALLET_ADDRESS = privateKeyToAccount(HOT_WALLET_KEY).address;

type Emf = Record<string, unknown> & { _aws: { CloudWatchMetrics: { Metrics: { Name: string }[] }[] } };

/** The EMF lines written to stdout while `run` runs and its metrics are flushed. */
const emitted = async (run: () => Promise<unknown>): Promise<Emf[]> => {
  const lines: string[] = [];
  const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    lines.push(String(chunk));
    return true;
  });
  try {
    await run();
    flushMetrics();
  } finally {
    write.mockRestore();
  }
  return lines.filter((line) => line.startsWith('{"_aws":')).map((line) => JSON.parse(line) as Emf);
};

const payout: Payout = {
  payout_id: 'pay_1',
  operator_id: 'op_1',
  amount_cents: 2500,
  gas_fee_cents: 5,
  net_cents: 2495,
  to_address: '0x52908400098527886E0F7030069857D2E4169EE7',
  chain: 'base',
  status: 'PENDING_ONCHAIN',
  created_at: '2026-06-01T12:00:00.000Z',
};

/** A client for a node holding these balances for the hot wallet; it records what it was asked. */
const nodeWith = (balances: { usdcUnits: bigint; wei: bigint }) => {
  const asked: { method: string; owner?: Address }[] = [];
  const client = createClient({
    chain: defineChain({
      id: 8453,
      name: 'test',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [] } },
    }),
    transport: custom({
      request: async ({ method, params }: { method: string; params: any[] }) => {
        if (method === 'eth_call') {
          const { functionName, args } = decodeFunctionData({ abi: usdcAbi, data: params[0].data });
          asked.push({ method: functionName, owner: args?.[0] as Address });
          return encodeAbiParameters([{ type: 'uint256' }], [balances.usdcUnits]);
        }
        if (method === 'eth_getBalance') {
          asked.push({ method, owner: params[0] });
          return `0x${balances.wei.toString(16)}`;
        }
        throw new Error(`Unexpected RPC ${method}`);
      },
    }),
  });
  return { client, asked };
};

beforeEach(() => {
  vi.resetAllMocks();
  flushMetrics();
});

describe('PayoutsRefunded: a refunded payout ends its workflow in Succeed, so it is counted where it is refunded', () => {
  it('counts the refund once, by the write that made it', async () => {
    vi.mocked(transactWrite).mockResolvedValue(undefined as never);
    vi.mocked(ddb.send).mockResolvedValue({ Item: undefined } as never);

    const records = await emitted(() => failPayout(payout, 'The chain refused the transfer: insufficient balance', '2026-06-01T12:05:00.000Z'));

    expect(records).toEqual([expect.objectContaining({ service: 'handoff', PayoutsRefunded: 1 })]);
    // The same transaction moves the payout to FAILED and writes the refund's journal entry.
    const items = vi.mocked(transactWrite).mock.calls[0]![0];
    expect(items[0]).toMatchObject({ Update: { ExpressionAttributeValues: expect.objectContaining({ ':failed': 'FAILED' }) } });
    expect(items.length).toBeGreaterThan(1);
  });

  it('counts nothing when another writer had judged the payout first', async () => {
    vi.mocked(transactWrite).mockRejectedValue(new ConditionFailed('payout_as_judged', undefined, 0));
    vi.mocked(ddb.send).mockResolvedValue({ Item: undefined } as never);

    expect(await emitted(() => failPayout(payout, 'The transfer reverted on chain', '2026-06-01T12:05:00.000Z'))).toEqual([]);
  });
});

describe("The hourly hot wallet check: the wallet's USDC and gas as metrics that alarm below their floors", () => {
  it("reads the hot wallet's USDC (balanceOf) and ETH, and records them in cents and gwei", async () => {
    const node = nodeWith({ usdcUnits: 1_234_567_890n, wei: 3_500_000_000_000_000n });
    vi.mocked(chainClient).mockResolvedValue(node.client as never);

    let balances: Awaited<ReturnType<typeof checkHotWallet>> | undefined;
    const records = await emitted(async () => {
      balances = await checkHotWallet({ kind: 'private-key', privateKey: HOT_WALLET_KEY });
    });

    expect(balances).toEqual({ address: HOT_WALLET_ADDRESS, usdcCents: 123_456, gasGwei: 3_500_000 });
    expect(node.asked).toEqual(
      expect.arrayContaining([
        { method: 'balanceOf', owner: HOT_WALLET_ADDRESS },
        { method: 'eth_getBalance', owner: HOT_WALLET_ADDRESS },
      ]),
    );
    expect(records).toEqual([expect.objectContaining({ HotWalletUsdcCents: 123_456, HotWalletGasGwei: 3_500_000 })]);
  });

  it('records an empty wallet as 0, the very value the alarms wait for', async () => {
    vi.mocked(chainClient).mockResolvedValue(nodeWith({ usdcUnits: 0n, wei: 0n }).client as never);

    const records = await emitted(() => checkHotWallet({ kind: 'private-key', privateKey: HOT_WALLET_KEY }));

    expect(records).toEqual([expect.objectContaining({ HotWalletUsdcCents: 0, HotWalletGasGwei: 0 })]);
  });

  it('fails, recording nothing, without a hot wallet (the alarms then treat the missing reading as breaching)', async () => {
    const records = await emitted(() => expect(checkHotWallet(undefined)).rejects.toThrow(/No hot wallet configured/));
    expect(records).toEqual([]);
    expect(chainClient).not.toHaveBeenCalled();
  });
});
