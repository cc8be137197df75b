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

/**
 * A function that others run by its name in Lambda and the local stack runs in-process (the x402
 * settler, the screening function), so that their bundles hold none of its code: `call` invokes the
 * function `nameOf()` names, or, with no name set, the handler given to `runLocally`.
 */
export const functionByName = <Request>(nameOf: () => string | undefined, variable: string) => {
  let local: ((request: Request) => Promise<unknown>) | undefined;
  return {
    runLocally: (handler: (request: Request) => Promise<unknown>): void => {
      local = handler;
    },
    call: async (request: Request): Promise<unknown> => {
      const functionName = nameOf();
      if (functionName) return invokeFunction(functionName, request);
      if (!local) throw new Error(`No function to run: set ${variable}`);
      return local(request);
    },
  };
};
