import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { round } from './stats';
import { TARGETS } from './targets';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export interface LocalStartRun {
  /** From spawning `tsx bin/local.ts` to the first 200 from GET /api/v1/health. */
  healthSeconds: number;
  /** The start's own account of its phases (the line bin/local.ts prints). */
  phases: string;
}

export interface LocalStartReport {
  /** The first start may find its caches cold (sources changed since the last one); the last has them warm. */
  runs: LocalStartRun[];
  meetsTarget: boolean;
}

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.once('error', reject);
  });

/** One `npm start` (in memory, so no data of a developer's own start is touched), timed to its health check, then stopped. */
const startOnce = async (): Promise<LocalStartRun> => {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bin/local.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), LOCAL_IN_MEMORY: '1', POWERTOOLS_LOG_LEVEL: 'ERROR' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`local start exited (${child.exitCode}) before its health check answered:\n${output}`);
      const healthy = await fetch(`http://127.0.0.1:${port}/api/v1/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) break;
      await sleep(50);
    }
    const healthSeconds = round((performance.now() - started) / 1000, 1);
    // The phases line follows the ready line, printed as the health check starts answering.
    while (!/^Started in /m.test(output) && child.exitCode === null) await sleep(50);
    return { healthSeconds, phases: /^Started in .*$/m.exec(output)?.[0] ?? '' };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
};

/** `npm start` twice in a row: the figure is the second, with its caches warm, as a developer's starts mostly are. */
export const measureLocalStart = async (): Promise<LocalStartReport> => {
  const runs = [await startOnce(), await startOnce()];
  return { runs, meetsTarget: runs.at(-1)!.healthSeconds <= TARGETS.localStartSeconds };
};
