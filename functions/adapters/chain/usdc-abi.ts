/**
 * The parts of USDC's ERC-20 interface the service calls: the transfer a payout sends and the hot
 * wallet's balance (a deposit's Transfer log is read in usdc-transfers.ts). Not viem's erc20Abi,
 * which carries the whole interface (~3 KB in every chain function).
 */
export const usdcAbi = [
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'recipient', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'bool' }],
  },
  {
    type: 'function',
    name: 'balanceOf',
    stateMutability: 'view',
    inputs: [{ name: 'account', type: 'address' }],
    outputs: [{ name: '', type: 'uint256' }],
  },
] as const;
