/**
 * The submit function's memory, measured: fixing a proof's evidence (contexts/work/photos/use-cases/fix-evidence.ts)
 * reads each photo, hashes it and re-encodes a metadata-free copy, EVIDENCE_FIXED_AT_ONCE at a
 * time. This makes photos at every limit at once (just under 10 MiB and 40 megapixels, an EXIF
 * orientation that makes the copy turn the frame), then runs that work on them in a fresh Node
 * process and reports the process's peak resident memory, which the submit route's `memoryMb`
 * must leave room above.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { EVIDENCE_FIXED_AT_ONCE, MAX_PHOTO_BYTES, MAX_PHOTO_PIXELS } from '../functions/contexts/work/photos/domain/evidence';

export interface EvidenceMemory {
  photos: number;
  atOnce: number;
  largestPhotoBytes: number;
  megapixels: number;
  peakRssMb: number;
}

const WORKER = fileURLToPath(new URL('evidence-memory-worker.ts', import.meta.url));
const WIDTH = 7296;
const HEIGHT = Math.floor(MAX_PHOTO_PIXELS / WIDTH);

/** Side of the square of noise a photo repeats. */
const TILE = 512;

/**
 * Fine noise at quality 90 makes a 40-megapixel JPEG of about 9.7 MB: as large as an upload may be.
 * A square of noise repeated over the frame compresses as badly as noise over all of it (JPEG codes
 * each 8x8 block alone) and is made in a quarter of the time: 2 CPU-seconds a photo, not 7.
 */
const worstCasePhoto = async (seed: number): Promise<Buffer> => {
  const noise = { type: 'gaussian' as const, mean: 120 + seed, sigma: 8 };
  const tile = await sharp({ create: { width: TILE, height: TILE, channels: 3, background: '#000', noise } })
    .png()
    .toBuffer();
  return sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#000' } })
    .composite([{ input: tile, tile: true }])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
};

export const measureEvidenceMemory = async (): Promise<EvidenceMemory> => {
  const dir = await mkdtemp(join(tmpdir(), 'handoff-evidence-'));
  try {
    const files: string[] = [];
    let largestPhotoBytes = 0;
    for (let i = 0; i < EVIDENCE_FIXED_AT_ONCE; i++) {
      const photo = await worstCasePhoto(i);
      if (photo.length > MAX_PHOTO_BYTES) throw new Error(`the worst-case photo is ${photo.length} bytes, above the upload limit`);
      largestPhotoBytes = Math.max(largestPhotoBytes, photo.length);
      files.push(join(dir, `${i}.jpg`));
      await writeFile(files.at(-1)!, photo);
    }
    // Two rounds of EVIDENCE_FIXED_AT_ONCE: memory a round leaves behind shows in the second.
    const peakRssMb = Number(execFileSync(process.execPath, ['--import', 'tsx', WORKER, ...files, ...files], { encoding: 'utf8' }));
    return {
      photos: files.length * 2,
      atOnce: EVIDENCE_FIXED_AT_ONCE,
      largestPhotoBytes,
      megapixels: Math.round((WIDTH * HEIGHT) / 1e5) / 10,
      peakRssMb,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};
