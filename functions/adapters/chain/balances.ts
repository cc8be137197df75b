import type { Address } from 'viem';
import { getBalance, readContract } from 'viem/actions';
import type { ChainClient } from './chain-client';
import { usdcAbi } from './usdc-abi';

/** An address's USDC (in the token's 6-decimal units) and ETH (in wei, what pays for gas), at the latest block. */
export const walletBalances = async (client: ChainClient, usdc: Address, owner: Address): Promise<{ usdcUnits: bigint; wei: bigint }> => {
  const [usdcUnits, wei] = await Promise.all([
    readContract(client, { address: usdc, abi: usdcAbi, functionName: 'balanceOf', args: [owner] }),
    getBalance(client, { address: owner }),
  ]);
  return { usdcUnits, wei };
};
