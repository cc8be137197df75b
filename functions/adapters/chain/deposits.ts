import type { Address, Hex, PublicClient } from 'viem';
import { config } from '../../config';
import type { Deposit } from '../../core/deposits';
import { publicClient } from './client';
import { checkUsdcTransfer, type TransferCheck } from './usdc-transfers';

/** Checks a deposit's transaction: a USDC transfer from the agent's bound wallet to the deposit address, for the reported amount. */
export const checkDepositTransfer = (
  deposit: Pick<Deposit, 'tx_hash' | 'from_address' | 'amount_cents'>,
  client: PublicClient = publicClient(),
): Promise<TransferCheck> =>
  checkUsdcTransfer(client, {
    txHash: deposit.tx_hash as Hex,
    usdc: config.chain.usdcAddress,
    from: deposit.from_address as Address,
    to: config.chain.depositAddress,
    amount: deposit.amount_cents,
  });
