/**
 * The functions' settings, read once from the environment when a function starts: a bad value
 * stops the start with a message naming its variable, instead of failing the first request
 * that needs it. The CDK app must not import this file (it reads process.env at load); it
 * imports ./catalogue and ./deploy.
 */
import type { AnySetting, ValuesOf } from './define';
import { loadDeclaredSettings, loadSettings } from './runtime';

export const config = loadSettings(process.env);

/** Settings declared outside the catalogue (beside the one function that reads them), from the environment. */
export const declaredSettings = <S extends Record<string, AnySetting>>(settings: S): ValuesOf<S> => loadDeclaredSettings(settings, process.env);

export const isDevelopment = (): boolean => config.appEnv === 'development';

/** A chain to verify deposits and send payouts on (CHAIN_RPC_URL, or its SSM parameter); without it they are simulated in development. */
export const onChain = (): boolean => config.chain.rpcUrl !== undefined || config.chain.rpcUrlParameter !== undefined;

export type { AppEnv, GuardianKind } from './catalogue';
export type { ChainSettings, Config, HotWalletSigner } from './runtime';
