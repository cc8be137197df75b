import type { Address, Hex } from 'viem';
import type { Deposit } from '../../contexts/money/deposits/domain';
import { chainAddresses } from './chain-addresses';
import { chainClient } from './chain-client';
import { checkUsdcTransfer, type TransferCheck } from './usdc-transfers';

/** Checks a deposit's transaction: a USDC transfer from the agent's bound wallet to the deposit address, for the reported amount. */
export const checkDepositTransfer = async (deposit: Pick<Deposit, 'tx_hash' | 'from_address' | 'amount_cents'>): Promise<TransferCheck> =>
  checkUsdcTransfer(await chainClient(), {
    txHash: deposit.tx_hash as Hex,
    usdc: chainAddresses.usdc,
    from: deposit.from_address as Address,
    to: chainAddresses.deposit,
    amount: deposit.amount_cents,
  });
