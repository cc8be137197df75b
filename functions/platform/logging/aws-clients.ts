/**
 * Where every AWS SDK client is registered as it is created, so that the functions which trace
 * (workflow steps, the dispatcher, the callback sender: platform/logging/handler-context.ts) capture it
 * for X-Ray, while the API functions never load the tracer (it would add ~130 KB and ~35 ms to
 * each cold start on the request path). Dependency-free on purpose: every layer's clients use it.
 */
interface AwsClient {
  middlewareStack: { add: (...args: never[]) => unknown };
  config: unknown;
}

type Capture = (client: AwsClient) => void;

let capture: Capture | undefined;
/** Clients created before a capture is installed (module-level clients load first); a handful of singletons. */
const waiting: AwsClient[] = [];
/** A function that never installs a capture (the API's) keeps no more than this many waiting. */
const MAX_WAITING = 32;

/** Registers a client where it is created; returns it, captured when tracing is on. */
export const awsClient = <C extends AwsClient>(client: C): C => {
  if (capture) capture(client);
  else if (waiting.length < MAX_WAITING) waiting.push(client);
  return client;
};

/** Captures every client registered so far and from now on (once per process). */
export const captureAwsClients = (fn: Capture): void => {
  capture = fn;
  for (const client of waiting.splice(0)) fn(client);
};

/**
 * A client made at its first use, its SDK imported only then (not when the function loads: the
 * bench's cold start), registered as above and kept for the process.
 */
export const lazyAwsClient = <C extends AwsClient>(make: () => Promise<C>): (() => Promise<C>) => {
  let client: Promise<C> | undefined;
  return () => (client ??= make().then(awsClient));
};
