import { type Address, createClient, custom, decodeFunctionData, defineChain, encodeAbiParameters, keccak256, toHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { walletBalances } from '../../../../../../../functions/adapters/chain/balances';
import { usdcAbi } from '../../../../../../../functions/adapters/chain/usdc-abi';
import type { Payout } from '../../../../../../../functions/contexts/money/payouts/domain/payouts';
import { failPayout } from '../../../../../../../functions/contexts/money/payouts/store/payouts-store';
import { checkHotWallet } from '../../../../../../../functions/contexts/money/payouts/use-cases/check-hot-wallet';
import { ConditionFailed } from '../../../../../../../functions/platform/kernel/conditions';
import { flushMetrics } from '../../../../../../../functions/platform/logging/metrics';
import { ddb } from '../../../../../../../functions/platform/table/client';
import { transactWrite } from '../../../../../../../functions/platform/table/transactions';
import { emitted } from '../../../../../../support/emitted-metrics';
import { fakePayouts } from '../../../../../../support/fakes/payouts';

// The table: each test says what the transaction and the read answer.
vi.mock('../../../../../../../functions/platform/table/transactions', async (actual) => ({ ...(await actual<object>()), transactWrite: vi.fn() }));
vi.mock('../../../../../../../functions/platform/table/client', async (actual) => ({ ...(await actual<object>()), ddb: { send: vi.fn() } }));

/** A test key, holding nothing anywhere real. */
const HOT_WALLET_KEY = keccak256(toHex('hot-wallet-metrics test key'));
const HOT_WALLET_ADDRESS = privateKeyToAccount(HOT_WALLET_KEY).address;
const USDC = '0x036CbD53842c5426634e7929541eC2318f3dCF7e';

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

/** A client for a node (viem, its transport answering as a node would) holding these balances for the hot wallet; it records what it was asked. */
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
  it("reads the hot wallet's USDC (balanceOf) and ETH from the node", async () => {
    const node = nodeWith({ usdcUnits: 1_234_567_890n, wei: 3_500_000_000_000_000n });

    expect(await walletBalances(node.client, USDC, HOT_WALLET_ADDRESS)).toEqual({ usdcUnits: 1_234_567_890n, wei: 3_500_000_000_000_000n });
    expect(node.asked).toEqual(
      expect.arrayContaining([
        { method: 'balanceOf', owner: HOT_WALLET_ADDRESS },
        { method: 'eth_getBalance', owner: HOT_WALLET_ADDRESS },
      ]),
    );
  });

  it('records them in cents and gwei', async () => {
    const { deps, hotWallet } = fakePayouts();
    Object.assign(hotWallet, { usdcUnits: 1_234_567_890n, wei: 3_500_000_000_000_000n });

    expect(await emitted(() => checkHotWallet(deps))).toEqual([
      expect.objectContaining({ HotWalletUsdcCents: 123_456, HotWalletGasGwei: 3_500_000 }),
    ]);
  });

  it('records an empty wallet as 0, the very value the alarms wait for', async () => {
    const { deps } = fakePayouts();

    expect(await emitted(() => checkHotWallet(deps))).toEqual([expect.objectContaining({ HotWalletUsdcCents: 0, HotWalletGasGwei: 0 })]);
  });

  it('fails, recording nothing, without a hot wallet (the alarms then treat the missing reading as breaching)', async () => {
    const { deps, hotWallet } = fakePayouts();
    hotWallet.configured = false;

    expect(await emitted(() => expect(checkHotWallet(deps)).rejects.toThrow(/No hot wallet configured/))).toEqual([]);
  });
});
