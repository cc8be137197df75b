/** What the chain workflows (a deposit's confirmations, a payout's transfer) carry between their checks. */
export interface ChainCheckState {
  pollSeconds: number;
  /** Checks made so far: the workflow gives up after CHAIN_MAX_CHECKS. */
  checks: number;
}
