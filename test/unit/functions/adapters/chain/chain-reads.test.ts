import * as fc from 'fast-check';
import {
  type Address,
  bytesToHex,
  createClient,
  custom,
  defineChain,
  encodeDeployData,
  erc6492SignatureValidatorAbi,
  erc6492SignatureValidatorByteCode,
  getAddress,
  type Hex,
  hexToBool,
  toHex,
} from 'viem';
import { estimateFeesPerGas } from 'viem/actions';
import { describe, expect, it } from 'vitest';
import { estimateMaxFeePerGas } from '../../../../../functions/adapters/chain/gas-fee';
import { answerIsTrue, erc6492DeployData } from '../../../../../functions/adapters/chain/signatures';

const chain = defineChain({
  id: 84532,
  name: 'chain 84532',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
});

/** A node's fee data: the latest block's base fee, and its priority fee or (a node without eth_maxPriorityFeePerGas) its gas price. */
const feeData = fc.record({
  baseFee: fc.bigInt({ min: 0n, max: 10n ** 15n }),
  priorityFee: fc.option(fc.bigInt({ min: 0n, max: 10n ** 12n }), { nil: undefined }),
  gasPrice: fc.bigInt({ min: 0n, max: 10n ** 15n }),
});

/** A node answering from `data` the requests a fee estimate makes; eth_maxPriorityFeePerGas refused when it has none. */
const nodeOf = ({ baseFee, priorityFee, gasPrice }: { baseFee: bigint; priorityFee?: bigint; gasPrice: bigint }) => ({
  request: async ({ method }: { method: string }): Promise<unknown> => {
    if (method === 'eth_getBlockByNumber') return { number: '0x10', hash: `0x${'ab'.repeat(32)}`, baseFeePerGas: toHex(baseFee), transactions: [] };
    if (method === 'eth_maxPriorityFeePerGas') {
      if (priorityFee === undefined) throw Object.assign(new Error('the method does not exist'), { code: -32601 });
      return toHex(priorityFee);
    }
    if (method === 'eth_gasPrice') return toHex(gasPrice);
    throw new Error(`unexpected ${method}`);
  },
});

const address = fc.uint8Array({ minLength: 20, maxLength: 20 }).chain((bytes) => fc.constantFrom(bytesToHex(bytes), getAddress(bytesToHex(bytes))));
const hexDigits = (minLength: number) => fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF'), minLength, maxLength: 300 });

describe("The chain's plain reads give viem's results", () => {
  it("estimates the max fee per gas as viem's estimateFeesPerGas does, with or without the node's priority fee", async () => {
    await fc.assert(
      fc.asyncProperty(feeData, async (data) => {
        const node = nodeOf(data);
        const viemClient = createClient({ chain, transport: custom(node, { retryCount: 0 }), cacheTime: 0 });
        const { maxFeePerGas } = await estimateFeesPerGas(viemClient);
        expect(await estimateMaxFeePerGas(node)).toBe(maxFeePerGas);
      }),
      { numRuns: 200 },
    );
  });

  it('refuses, as viem does, a chain whose latest block has no base fee', async () => {
    const node = { request: async () => ({ number: '0x10', transactions: [] }) };
    await expect(estimateFeesPerGas(createClient({ chain, transport: custom(node, { retryCount: 0 }) }))).rejects.toThrow();
    await expect(estimateMaxFeePerGas(node)).rejects.toThrow('does not support EIP-1559');
  });

  it("encodes the ERC-6492 validator's deploy data as viem's encodeDeployData does, for any signature's hex (odd lengths too)", () => {
    fc.assert(
      fc.property(address, fc.uint8Array({ minLength: 32, maxLength: 32 }), hexDigits(1), (signer, hash, digits) => {
        const signature: Hex = `0x${digits}`;
        expect(erc6492DeployData(signer as Address, hash, signature)).toBe(
          encodeDeployData({
            abi: erc6492SignatureValidatorAbi,
            bytecode: erc6492SignatureValidatorByteCode,
            args: [signer as Address, bytesToHex(hash), signature],
          }),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('refuses to encode a mixed-case address whose checksum is wrong, as viem does', () => {
    const wrong = '0xAbCdEf0123456789aBcDeF0123456789AbCdEf01' as Address;
    expect(() =>
      encodeDeployData({ abi: erc6492SignatureValidatorAbi, bytecode: erc6492SignatureValidatorByteCode, args: [wrong, '0x00', '0x00'] }),
    ).toThrow();
    expect(() => erc6492DeployData(wrong, new Uint8Array(32), '0x00')).toThrow();
  });

  it("reads the validator's answer as viem's hexToBool does, any answer that is no boolean as false", () => {
    const answer = fc.oneof(
      hexDigits(0).map((digits) => `0x${digits}`),
      fc.integer({ min: 0, max: 66 }).chain((zeros) => fc.constantFrom(`0x${'0'.repeat(zeros)}1`, `0x${'0'.repeat(zeros)}`)),
      fc.string(),
    );
    fc.assert(
      fc.property(answer, (hex) => {
        const viemReading = (() => {
          try {
            return hexToBool(hex as Hex);
          } catch {
            return false;
          }
        })();
        expect(answerIsTrue(hex)).toBe(viemReading);
      }),
      { numRuns: 500 },
    );
    expect([answerIsTrue(null), answerIsTrue(undefined), answerIsTrue(1)]).toEqual([false, false, false]);
  });
});
