/**
 * The Bedrock runtime client the Guardian and the screening ask their models through, bounded in
 * time: by default the SDK waits for an answer however long it takes, so a model that never
 * answers would hold its caller until the function's own timeout, with nothing decided.
 */
import type { BedrockRuntimeClientConfig, ConverseCommand, ConverseCommandOutput } from '@aws-sdk/client-bedrock-runtime';
import { lazyAwsClient } from '../../platform/logging/aws-clients';

/** Bedrock's SDK, imported at the first model call rather than when the function loads (a stack on rules never needs it). */
export const bedrockRuntimeSdk = () => import('@aws-sdk/client-bedrock-runtime');

/** How long a model may take: each attempt that has not answered in `attemptTimeoutMs` fails, and there are `maxAttempts`. */
export interface ModelCallBound {
  readonly attemptTimeoutMs: number;
  readonly maxAttempts: number;
}

/** A model client held to `bound` (a test gives its own endpoint in `config`). */
export const boundedModelClient = async (bound: ModelCallBound, config: BedrockRuntimeClientConfig = {}) => {
  const { BedrockRuntimeClient } = await bedrockRuntimeSdk();
  return new BedrockRuntimeClient({
    requestHandler: { requestTimeout: bound.attemptTimeoutMs, throwOnRequestTimeout: true },
    maxAttempts: bound.maxAttempts,
    ...config,
  });
};

/** The one call the Guardian and the screening make; a BedrockRuntimeClient fits, and so does a test stub. */
export interface ConverseClient {
  send(command: ConverseCommand): Promise<ConverseCommandOutput>;
}

/** A model client held to `bound`, made at its first call and kept for the process. */
export const lazyModelClient = (bound: ModelCallBound): ConverseClient => {
  const client = lazyAwsClient(() => boundedModelClient(bound));
  return { send: async (command) => (await client()).send(command) };
};
