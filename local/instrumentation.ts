import { AsyncLocalStorage } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';

/**
 * Counters the local stack keeps of the work it does (API requests, Lambda invocations, state
 * transitions, queue messages), for the bench (bench/run.ts). Off unless the bench turns it
 * on: then `count` is a single check and a handler call goes straight through.
 */

/**
 * The services whose calls the bench times inside an invocation (bench/instrument.ts): in AWS, time
 * a function spends waiting on them, not running our code.
 */
export type Service = 'dynamodb' | 's3';
/** A clock per service, and one that runs while a call to any of them is in flight. */
type Clock = Service | 'any';

/** One Lambda invocation: its wall time and how much of it was spent waiting on each service. */
export interface Invocation {
  readonly function: string;
  ms: number;
  /**
   * Time with at least one call in flight, by service; `any`: with a call to any of them in flight
   * (a DynamoDB call beside an S3 call counts once), so `ms - waitedMs.any` is our own code's.
   */
  waitedMs: Record<Clock, number>;
  /** Calls in flight on each clock, and since when the first of them started. */
  inFlight: Record<Clock, { calls: number; since: number }>;
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

/** The Lambda invocation the caller runs in, if any (in AWS, all of our DynamoDB and S3 calls run inside one). */
export const invocationInProgress = (): Invocation | undefined => (recording ? currentInvocation.getStore() : undefined);

/**
 * Times a call that waits on `service` inside the current invocation. Overlapping calls count
 * once: a clock runs while at least one of its calls is in flight.
 */
export const timeServiceCall = async <T>(service: Service, call: () => Promise<T>): Promise<T> => {
  const invocation = invocationInProgress();
  if (!invocation) return call();
  const clocks = [service, 'any'] as const;
  const started = performance.now();
  for (const clock of clocks) if (invocation.inFlight[clock].calls++ === 0) invocation.inFlight[clock].since = started;
  try {
    return await call();
  } finally {
    const ended = performance.now();
    for (const clock of clocks) if (--invocation.inFlight[clock].calls === 0) invocation.waitedMs[clock] += ended - invocation.inFlight[clock].since;
  }
};

/** An invocation of `name` not yet timed. */
export const newInvocation = (name: string): Invocation => {
  const clocks: Clock[] = ['dynamodb', 's3', 'any'];
  return {
    function: name,
    ms: 0,
    waitedMs: Object.fromEntries(clocks.map((clock) => [clock, 0])) as Invocation['waitedMs'],
    inFlight: Object.fromEntries(clocks.map((clock) => [clock, { calls: 0, since: 0 }])) as Invocation['inFlight'],
  };
};

/**
 * The handler as the local stack runs it: while instrumentation is on, each call counts as an
 * invocation of `name` (the handler module) and is timed, with the DynamoDB and S3 calls inside it.
 */
export const instrumentedHandler = <H extends (...args: any[]) => unknown>(name: string, handler: H): H =>
  ((...args: Parameters<H>) => {
    if (!recording) return handler(...args);
    const invocation = newInvocation(name);
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
