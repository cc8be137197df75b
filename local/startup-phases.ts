import { performance } from 'node:perf_hooks';

/**
 * How long each phase of a local start took (phases may overlap: some run in parallel), so
 * `npm start` can say where its seconds went. Times are from the process's start.
 */
export class StartupPhases {
  private readonly phases: { name: string; ms: number }[] = [];

  /** Runs `work` as the phase `name` and records how long it took. */
  async time<T>(name: string, work: () => T | Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      return await work();
    } finally {
      this.phases.push({ name, ms: performance.now() - started });
    }
  }

  /** A phase that ended now and began at `startedAt` (performance.now()), e.g. before any code ran. */
  record(name: string, startedAt: number): void {
    this.phases.push({ name, ms: performance.now() - startedAt });
  }

  /** One line: the time since the process started, and every phase in the order it ended. */
  summary(): string {
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    return `Started in ${seconds(performance.now())} (${this.phases.map((phase) => `${phase.name} ${seconds(phase.ms)}`).join(', ')})`;
  }
}
