import { vi } from 'vitest';
import { flushMetrics } from '../../functions/platform/logging/metrics';

export type Emf = Record<string, unknown> & { _aws: { CloudWatchMetrics: { Metrics: { Name: string }[] }[] } };

/** The EMF lines (metrics, as the Lambda runtime ships them to CloudWatch) written to stdout while `run` runs and its metrics are flushed. */
export const emitted = async (run: () => Promise<unknown>): Promise<Emf[]> => {
  const lines: string[] = [];
  const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    lines.push(String(chunk));
    return true;
  });
  try {
    await run();
    flushMetrics();
  } finally {
    write.mockRestore();
  }
  return lines.filter((line) => line.startsWith('{"_aws":')).map((line) => JSON.parse(line) as Emf);
};
