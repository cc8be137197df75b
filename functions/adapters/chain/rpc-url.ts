import type { SSMClient } from '@aws-sdk/client-ssm';
import { lazyAwsClient } from '../../platform/logging/aws-clients';
import type { ChainSettings } from '../../platform/settings';
import { SETTINGS } from '../../platform/settings/catalogue';
import { isHttpsUrl } from '../../platform/settings/define';
import { cachedReads, type NamedRead } from '../cached-reads';

/** How long a URL read from SSM is reused before SSM is asked again: a rotated URL reaches every warm function within it. */
export const RPC_URL_MAX_AGE_SECONDS = 300;

type RpcUrlSource = Pick<ChainSettings, 'rpcUrl' | 'rpcUrlParameter'>;

/** A parameter's value, decrypted (undefined when it has none). */
type ParameterReader = NamedRead<string | undefined>;

const ssmClient = lazyAwsClient(() => import('@aws-sdk/client-ssm').then(({ SSMClient }) => new SSMClient({})));

/**
 * SSM's GetParameter, decrypted, each value reused for RPC_URL_MAX_AGE_SECONDS. The SSM SDK is
 * imported at the first read, not when a chain function loads (it would add about as much to a
 * cold start as the DynamoDB client): only a deployed chain reads a parameter. Tests give it a
 * stubbed client.
 */
export const ssmParameterReader = (client: () => Promise<SSMClient> = ssmClient): ParameterReader =>
  cachedReads(RPC_URL_MAX_AGE_SECONDS, async (name) => {
    const { GetParameterCommand } = await import('@aws-sdk/client-ssm');
    const { Parameter } = await (await client()).send(new GetParameterCommand({ Name: name, WithDecryption: true }));
    return Parameter?.Value;
  });

let reader: ParameterReader | undefined;

/**
 * The chain's RPC URL: CHAIN_RPC_URL as it is (local stacks, tests), else the SecureString that
 * CHAIN_RPC_URL_PARAMETER names (deployed: a provider's URL often embeds its API key, so it stays out
 * of the environment), decrypted and cached for RPC_URL_MAX_AGE_SECONDS, and checked as the plain
 * URL is at synth. A refusal names the parameter, never its value.
 */
export const resolveRpcUrl = async (source: RpcUrlSource, read: ParameterReader = (reader ??= ssmParameterReader())): Promise<string> => {
  if (source.rpcUrl) return source.rpcUrl;
  const name = source.rpcUrlParameter;
  if (!name) throw new Error('No chain configured: set CHAIN_RPC_URL or CHAIN_RPC_URL_PARAMETER');
  const parsed = SETTINGS.chainRpcUrl.parse(await read(name));
  const url = parsed.ok ? parsed.value : undefined;
  if (url === undefined || !isHttpsUrl(url)) throw new Error(`SSM parameter ${name} must hold an https URL`);
  return url;
};
