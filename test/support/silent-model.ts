import { createServer, type ServerHttp2Session } from 'node:http2';
import type { AddressInfo } from 'node:net';
import type { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { boundedModelClient, type ModelCallBound } from '../../functions/adapters/guardian/model-client';

/**
 * A model endpoint that never answers: Bedrock's client speaks HTTP/2, and this server takes each
 * request's stream and leaves it open. `use` gets a client held to `bound` but with attempts of
 * `attemptTimeoutMs` (a test's wait, not the deployed one); returns how many attempts reached it.
 */
export const withSilentModel = async (
  bound: ModelCallBound,
  attemptTimeoutMs: number,
  use: (client: BedrockRuntimeClient) => Promise<void>,
): Promise<number> => {
  let attempts = 0;
  const silent = createServer();
  silent.on('stream', () => {
    attempts += 1;
  });
  const sessions = new Set<ServerHttp2Session>();
  silent.on('session', (session) => sessions.add(session));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  try {
    await use(
      await boundedModelClient(
        { ...bound, attemptTimeoutMs },
        {
          endpoint: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`,
          region: 'us-east-1',
          credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
        },
      ),
    );
  } finally {
    for (const session of sessions) session.destroy();
    await new Promise((resolve) => silent.close(resolve));
  }
  return attempts;
};
