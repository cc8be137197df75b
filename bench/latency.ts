import { performance } from 'node:perf_hooks';
import { type Client, type Lifecycle, newWorker, runLifecycle } from './lifecycle';
import { groupBy, percentile, round } from './stats';

export interface EndpointLatency {
  endpoint: string;
  requests: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface LatencyReport {
  tasks: number;
  concurrency: number;
  completed: number;
  failures: string[];
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  tasksPerSecond: number;
  endpoints: EndpointLatency[];
  /** From submitting proof to COMPLETED (Guardian review and finalization), polled every 100 ms. */
  completion: Omit<EndpointLatency, 'endpoint' | 'requests'>;
}

const quantiles = (values: number[]) => ({
  p50Ms: round(percentile(values, 0.5)),
  p95Ms: round(percentile(values, 0.95)),
  p99Ms: round(percentile(values, 0.99)),
  maxMs: round(Math.max(...values)),
});

/** How many of `tasks` each of `concurrency` workers runs. */
const shares = (tasks: number, concurrency: number) =>
  Array.from({ length: concurrency }, (_, worker) => Math.floor(tasks / concurrency) + (worker < tasks % concurrency ? 1 : 0)).filter(Boolean);

/**
 * Report 1: `tasks` lifecycles driven by `concurrency` workers, each an operator and as many
 * agents as the VERIFIED tier's daily limits need, running its lifecycles one after another.
 * Agents and operators are set up first and not timed.
 */
export const measureLatency = async (client: Client, tasks: number, concurrency: number): Promise<LatencyReport> => {
  const workers = await Promise.all(shares(tasks, concurrency).map(async (share) => ({ share, worker: await newWorker(client, share) })));
  const lifecycles: Lifecycle[] = [];
  const failures: string[] = [];
  const started = performance.now();
  await Promise.all(
    workers.map(async ({ share, worker }) => {
      for (let i = 0; i < share; i++) {
        await runLifecycle(client, worker, i).then(
          (lifecycle) => lifecycles.push(lifecycle),
          (error: Error) => failures.push(error.message),
        );
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const timings = lifecycles.flatMap((lifecycle) => lifecycle.timings);
  return {
    tasks,
    concurrency,
    completed: lifecycles.length,
    failures,
    seconds: round(seconds),
    requests: timings.length,
    requestsPerSecond: round(timings.length / seconds, 1),
    tasksPerSecond: round(lifecycles.length / seconds, 2),
    endpoints: [...groupBy(timings, (timing) => timing.endpoint)].map(([endpoint, calls]) => ({
      endpoint,
      requests: calls.length,
      ...quantiles(calls.map((call) => call.ms)),
    })),
    completion: quantiles(lifecycles.map((lifecycle) => lifecycle.completionMs)),
  };
};
