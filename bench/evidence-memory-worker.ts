/**
 * Run by bench/evidence-memory.ts in a process of its own, so its peak memory is this work's alone:
 * the photos named on the command line are fixed as a submit fixes them, EVIDENCE_FIXED_AT_ONCE at
 * a time; prints the peak resident memory in MB.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { metadataFreeCopy } from '../functions/adapters/photos/agent-copy';
import { EVIDENCE_FIXED_AT_ONCE } from '../functions/contexts/work/photos/domain/evidence';

const files = process.argv.slice(2);
for (let start = 0; start < files.length; start += EVIDENCE_FIXED_AT_ONCE)
  await Promise.all(
    files.slice(start, start + EVIDENCE_FIXED_AT_ONCE).map(async (file) => {
      const bytes = await readFile(file);
      createHash('sha256').update(bytes).digest('hex');
      if (!(await metadataFreeCopy(bytes, 'image/jpeg'))) throw new Error(`${file} did not copy`);
    }),
  );
// maxRSS is in KiB.
process.stdout.write(String(Math.round(process.resourceUsage().maxRSS / 1024)));
