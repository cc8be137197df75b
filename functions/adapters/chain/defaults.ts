/**
 * Base mainnet and its native USDC: the chain settings a deployment starts from unless it
 * says otherwise, read by the functions (functions/config.ts) and checked at synth (lib/chain.ts).
 */
export const CHAIN_DEFAULTS = {
  chainId: 8453,
  usdcAddress: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
  /** A Chainlink ETH/USD aggregator, to price a payout's gas in dollars. */
  ethUsdPriceFeed: '0x71041dddad3595F9CEd3DcCFBe3D1F4b0a16Bb70',
  /** Blocks a deposit or payout needs (its own included) before it counts. */
  confirmations: 12,
  minDepositUsdc: 5,
  maxDepositUsdc: 10_000,
  /** Seconds between a chain workflow's checks (deposit confirmations, payout receipts). */
  pollSeconds: 10,
} as const;
