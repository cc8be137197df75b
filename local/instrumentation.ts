import { AsyncLocalStorage } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';

/**
 * Counters the local stack keeps of the work it does (API requests, Lambda invocations, state
 * transitions, queue messages), for the bench (bench/run.ts). Off unless the bench turns it
 * on: then `count` is a single check and a handler call goes straight through.
 */

/** One Lambda invocation: its wall time and how much of it was spent waiting on DynamoDB. */
export interface Invocation {
  readonly function: string;
  ms: number;
  dynamodbMs: number;
  /** DynamoDB calls still in flight, and since when the first of them started. */
  inFlight: number;
  inFlightSince: number;
}

/** kind -> name -> sum, e.g. counters['lambda.invocations']['contexts/work/creation/api/create-task'] = 3. */
export type Counters = Record<string, Record<string, number>>;

interface Recording {
  counters: Counters;
  invocations: Invocation[];
}

let recording: Recording | undefined;
const currentInvocation = new AsyncLocalStorage<Invocation>();

export const enableInstrumentation = (): void => {
  recording ??= { counters: {}, invocations: [] };
};

export const instrumentationEnabled = (): boolean => recording !== undefined;

/** Adds `n` to the counter `kind`/`name` while instrumentation is on. */
export const count = (kind: string, name: string, n = 1): void => {
  if (!recording) return;
  const byName = (recording.counters[kind] ??= {});
  byName[name] = (byName[name] ?? 0) + n;
};

/** Everything counted since the last reset, and the invocations finished since then. */
export const snapshot = (): Recording => structuredClone(recording ?? { counters: {}, invocations: [] });

export const resetInstrumentation = (): void => {
  if (recording) recording = { counters: {}, invocations: [] };
};

/** The Lambda invocation the caller runs in, if any (in AWS, all of our DynamoDB calls run inside one). */
export const invocationInProgress = (): Invocation | undefined => (recording ? currentInvocation.getStore() : undefined);

/**
 * Times a call that waits on DynamoDB inside the current invocation. Overlapping calls count
 * once: the clock runs while at least one is in flight.
 */
export const timeDynamoDbCall = async <T>(call: () => Promise<T>): Promise<T> => {
  const invocation = invocationInProgress();
  if (!invocation) return call();
  if (invocation.inFlight++ === 0) invocation.inFlightSince = performance.now();
  try {
    return await call();
  } finally {
    if (--invocation.inFlight === 0) invocation.dynamodbMs += performance.now() - invocation.inFlightSince;
  }
};

/**
 * The handler as the local stack runs it: while instrumentation is on, each call counts as an
 * invocation of `name` (the handler module) and is timed, with the DynamoDB calls inside it.
 */
export const instrumentedHandler = <H extends (...args: any[]) => unknown>(name: string, handler: H): H =>
  ((...args: Parameters<H>) => {
    if (!recording) return handler(...args);
    const invocation: Invocation = { function: name, ms: 0, dynamodbMs: 0, inFlight: 0, inFlightSince: 0 };
    count('lambda.invocations', name);
    const started = performance.now();
    return currentInvocation.run(invocation, async () => {
      try {
        return await handler(...args);
      } finally {
        invocation.ms = performance.now() - started;
        recording?.invocations.push(invocation);
      }
    });
  }) as H;
