import { appendFileSync } from 'node:fs';

/** A record of the handlers' structured logger (Powertools writes one JSON line each). */
const LOG_RECORD = /^\{"level":"(\w+)"/;
/** A line of metrics in CloudWatch's embedded metric format (functions/platform/logging/metrics.ts). */
const METRICS_RECORD = /^\{"_aws":/;

/**
 * Sends what the stack's handlers log, and the metrics they write, to `file` instead of the
 * runner's output, errors to both, so tests can search every line for secrets (and metrics). The global setup turns it on, at DEBUG:
 * the most the handlers would ever log.
 */
export const captureHandlerLogs = (file: string): void => {
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream) as (...args: unknown[]) => boolean;
    stream.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
      const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
      // A chunk may hold several lines (a worker's output arrives in pieces): each is sorted on its own.
      const lines = text.split(/(?<=\n)/);
      const levelOf = (line: string) => LOG_RECORD.exec(line)?.[1] ?? (METRICS_RECORD.test(line) ? 'METRICS' : undefined);
      const records = lines.filter((line) => levelOf(line) !== undefined);
      if (records.length === 0) return write(chunk, ...rest);
      appendFileSync(file, records.join(''));
      // Errors go to both; what is not a record at all (a Node warning) stays in the runner's output only.
      const shown = lines.filter((line) => [undefined, 'ERROR', 'CRITICAL'].includes(levelOf(line))).join('');
      if (shown) return write(shown, ...rest);
      (rest.find((arg) => typeof arg === 'function') as (() => void) | undefined)?.();
      return true;
    }) as typeof stream.write;
  }
};
