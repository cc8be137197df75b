import { SSMProvider } from '@aws-lambda-powertools/parameters/ssm';
import type { ChainSettings } from '../../settings';
import { SETTINGS } from '../../settings/catalogue';

/** How long a URL read from SSM is reused before SSM is asked again: a rotated URL reaches every warm function within it. */
export const RPC_URL_MAX_AGE_SECONDS = 300;

export type RpcUrlSource = Pick<ChainSettings, 'rpcUrl' | 'rpcUrlParameter'>;

/** Where a parameter's value is read: Powertools' SSM provider (its cache, decryption); tests give it a stubbed client. */
export type ParameterReader = Pick<SSMProvider, 'get'>;

let provider: SSMProvider | undefined;

/**
 * The chain's RPC URL: CHAIN_RPC_URL as it is (local stacks, tests), else the SecureString that
 * CHAIN_RPC_URL_PARAMETER names (deployed: a provider's URL often embeds its API key, so it stays out
 * of the environment), decrypted and cached for RPC_URL_MAX_AGE_SECONDS, and checked as the plain
 * URL is at synth. A refusal names the parameter, never its value.
 */
export const resolveRpcUrl = async (source: RpcUrlSource, reader: ParameterReader = (provider ??= new SSMProvider())): Promise<string> => {
  if (source.rpcUrl) return source.rpcUrl;
  const name = source.rpcUrlParameter;
  if (!name) throw new Error('No chain configured: set CHAIN_RPC_URL or CHAIN_RPC_URL_PARAMETER');
  const value = await reader.get(name, { decrypt: true, maxAge: RPC_URL_MAX_AGE_SECONDS });
  const parsed = SETTINGS.chainRpcUrl.parse(typeof value === 'string' ? value : undefined);
  const url = parsed.ok ? parsed.value : undefined;
  if (url === undefined || !SETTINGS.chainRpcUrl.deployed?.holds(url)) throw new Error(`SSM parameter ${name} must hold an https URL`);
  return url;
};
