import type { LambdaClient } from '@aws-sdk/client-lambda';

let client: LambdaClient | undefined;

/**
 * Runs another function synchronously with `payload` (JSON) and answers its JSON result; a
 * function that threw (its FunctionError) throws here too, with its message.
 */
export const invokeFunction = async (functionName: string, payload: unknown): Promise<unknown> => {
  // Loaded at first use: most requests of the functions that may invoke never do.
  const { InvokeCommand, LambdaClient } = await import('@aws-sdk/client-lambda');
  client ??= new LambdaClient({});
  const answer = await client.send(
    new InvokeCommand({ FunctionName: functionName, InvocationType: 'RequestResponse', Payload: new TextEncoder().encode(JSON.stringify(payload)) }),
  );
  const text = answer.Payload ? new TextDecoder().decode(answer.Payload) : 'null';
  if (answer.FunctionError) throw new Error(`${functionName} failed (${answer.FunctionError}): ${text.slice(0, 500)}`);
  return JSON.parse(text);
};

/** Runs another function without waiting for it (Lambda queues the event, retries a failed run, then sends it to its on-failure destination). */
export const invokeFunctionAsync = async (functionName: string, payload: unknown): Promise<void> => {
  const { InvokeCommand, LambdaClient } = await import('@aws-sdk/client-lambda');
  client ??= new LambdaClient({});
  await client.send(
    new InvokeCommand({ FunctionName: functionName, InvocationType: 'Event', Payload: new TextEncoder().encode(JSON.stringify(payload)) }),
  );
};
