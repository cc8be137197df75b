import type { App } from 'aws-cdk-lib';
import { isAddress, zeroAddress } from 'viem';
import { CHAIN_DEFAULTS } from '../functions/adapters/chain/defaults';

/** The chain the functions verify deposits and send payouts on, as CDK context (see functions/config.ts). */
export interface ChainSettings {
  /** Empty: no chain, so deposits and payouts are refused (503) in production. */
  readonly rpcUrl: string;
  readonly chainId: string;
  readonly usdcContractAddress: string;
  readonly depositAddress: string;
  readonly confirmations: string;
  readonly depositMinUsdc: string;
  readonly depositMaxUsdc: string;
  readonly ethUsdPriceFeed: string;
  /** Seconds between the checks of the chain workflows. */
  readonly pollSeconds: string;
}

const context = (app: App, key: string, fallback: string): string => {
  const value: unknown = app.node.tryGetContext(key);
  return typeof value === 'string' || typeof value === 'number' ? String(value) : fallback;
};

const check = (ok: boolean, message: string) => {
  if (!ok) throw new Error(message);
};

const positiveInteger = (app: App, key: string, fallback: string): string => {
  const value = context(app, key, fallback);
  check(/^[1-9]\d*$/.test(value), `Context ${key} must be a positive integer, got '${value}'`);
  return value;
};

const address = (app: App, key: string, fallback: string): string => {
  const value = context(app, key, fallback);
  check(isAddress(value, { strict: false }), `Context ${key} must be a 0x-prefixed 20-byte address, got '${value}'`);
  return value;
};

const usdc = (app: App, key: string, fallback: string): string => {
  const value = context(app, key, fallback);
  check(/^\d+(\.\d{1,2})?$/.test(value) && Number(value) > 0, `Context ${key} must be a positive amount with at most 2 decimals, got '${value}'`);
  return value;
};

/**
 * Base mainnet and its native USDC by default; a deployment that takes deposits sets at least
 * `chainRpcUrl` and `depositAddress`. Checked at synth, so a typo fails the synth, not the functions.
 */
export const chainSettings = (app: App): ChainSettings => {
  const settings: ChainSettings = {
    rpcUrl: context(app, 'chainRpcUrl', ''),
    chainId: positiveInteger(app, 'chainId', String(CHAIN_DEFAULTS.chainId)),
    usdcContractAddress: address(app, 'usdcContractAddress', CHAIN_DEFAULTS.usdcAddress),
    depositAddress: address(app, 'depositAddress', zeroAddress),
    confirmations: positiveInteger(app, 'chainConfirmations', String(CHAIN_DEFAULTS.confirmations)),
    depositMinUsdc: usdc(app, 'depositMinUsdc', String(CHAIN_DEFAULTS.minDepositUsdc)),
    depositMaxUsdc: usdc(app, 'depositMaxUsdc', String(CHAIN_DEFAULTS.maxDepositUsdc)),
    ethUsdPriceFeed: address(app, 'ethUsdPriceFeed', CHAIN_DEFAULTS.ethUsdPriceFeed),
    pollSeconds: positiveInteger(app, 'chainPollSeconds', String(CHAIN_DEFAULTS.pollSeconds)),
  };
  if (settings.rpcUrl) {
    check(/^https:\/\//.test(settings.rpcUrl), `Context chainRpcUrl must be an https URL, got '${settings.rpcUrl}'`);
    check(settings.depositAddress !== zeroAddress, 'Context depositAddress is required with chainRpcUrl');
  }
  return settings;
};

/** The functions' view of the chain settings (functions/config.ts reads these). */
export const chainEnvironment = (settings: ChainSettings): Record<string, string> => ({
  CHAIN_RPC_URL: settings.rpcUrl,
  CHAIN_ID: settings.chainId,
  USDC_CONTRACT_ADDRESS: settings.usdcContractAddress,
  DEPOSIT_ADDRESS: settings.depositAddress,
  CHAIN_CONFIRMATIONS: settings.confirmations,
  DEPOSIT_MIN_USDC: settings.depositMinUsdc,
  DEPOSIT_MAX_USDC: settings.depositMaxUsdc,
  ETH_USD_PRICE_FEED: settings.ethUsdPriceFeed,
});
