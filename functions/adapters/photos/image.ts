/**
 * What can be read from a photo's bytes, with well-kept libraries: sharp decodes it and computes a
 * perceptual hash, exifr reads its EXIF capture time and GPS position. Nothing here judges.
 */
import { createHash } from 'node:crypto';
import { fingerprintOf, MAX_PHOTO_PIXELS, oversizeReason, type PhotoContentType, type PhotoFacts } from '../../contexts/work/photos/domain';
import { loadSharp } from './sharp';

/** exifr (74 KB) is evaluated at its first use, as sharp is loaded: only a photo within the limits has its EXIF read. */
const loadExifr = () => import('exifr').then((module) => module.default);

const startsWith = (bytes: Buffer, signature: number[], at = 0): boolean => signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));
const HEIC_BRANDS = ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'];

/** The type the file signature (magic bytes) says, whatever its name or declared type; HEIC is named though never accepted. */
const sniffContentType = (bytes: Buffer): PhotoContentType | 'image/heic' | undefined => {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('ftyp'), 4) && HEIC_BRANDS.includes(bytes.subarray(8, 12).toString('latin1'))) return 'image/heic';
  return undefined;
};

/**
 * Every decode refuses frames above the photo limit, whatever asks for it: a second guard behind
 * the header check of inspectImage, for pixels libvips would otherwise allocate.
 */
const DECODE_LIMITS = { limitInputPixels: MAX_PHOTO_PIXELS } as const;

/**
 * 64-bit difference hash (dHash) as 16 hex digits, robust to re-encoding, resizing and small edits,
 * and the contrast of the 9x8 thumbnail it is computed from (mean difference of neighbours, in grey
 * levels): a hash of an image without contrast identifies nothing. The thumbnail is made with
 * shrink-on-load where the format has it (JPEG, WebP), so a large photo is never decoded in full.
 */
export const differenceHash = async (bytes: Buffer): Promise<{ hash: string; contrast: number }> => {
  const sharp = await loadSharp();
  const pixels = await sharp(bytes, DECODE_LIMITS).rotate().grayscale().resize(9, 8, { fit: 'fill' }).raw().toBuffer();
  let hash = 0n;
  let differences = 0;
  for (let row = 0; row < 8; row++) {
    for (let col = 0; col < 8; col++) {
      const left = pixels[row * 9 + col]!;
      const right = pixels[row * 9 + col + 1]!;
      hash = (hash << 1n) | (left < right ? 1n : 0n);
      differences += Math.abs(right - left);
    }
  }
  return { hash: hash.toString(16).padStart(16, '0'), contrast: differences / 64 };
};

/**
 * The SHA-256 of the decoded pixels (upright, sRGB, without alpha) and their frame: one picture
 * saved again with other metadata or in a lossless format is the same image. Streamed from the
 * decoder, so the frame is never held whole.
 */
export const pixelsSha256 = async (bytes: Buffer): Promise<string> => {
  const sharp = await loadSharp();
  const image = sharp(bytes, DECODE_LIMITS).rotate().removeAlpha().toColourspace('srgb').raw();
  const hash = createHash('sha256');
  let frame = '';
  image.on('info', ({ width, height, channels }: { width: number; height: number; channels: number }) => {
    frame = `${width}x${height}x${channels}`;
  });
  for await (const chunk of image) hash.update(chunk as Buffer);
  return hash.update(frame).digest('hex');
};

interface ExifFacts {
  /** DateTimeOriginal, with OffsetTimeOriginal when present, else read as UTC. */
  takenAt?: Date;
  takenAtHasOffset?: boolean;
  latitude?: number;
  longitude?: number;
}

const EXIF_TIME = /^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const OFFSET = /^[+-]\d{2}:\d{2}$/;

const exifTime = (raw: unknown, offset: unknown): Pick<ExifFacts, 'takenAt' | 'takenAtHasOffset'> => {
  const match = typeof raw === 'string' ? EXIF_TIME.exec(raw.trim()) : null;
  if (!match) return {};
  const [, y, mo, d, h, mi, s] = match;
  const zone = typeof offset === 'string' && OFFSET.test(offset) ? offset : 'Z';
  const takenAt = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}${zone}`);
  return Number.isNaN(takenAt.getTime()) ? {} : { takenAt, takenAtHasOffset: zone !== 'Z' };
};

/** The EXIF facts the checks use; a file without EXIF (or unreadable EXIF) has none. */
const readExif = async (bytes: Buffer): Promise<ExifFacts> => {
  try {
    const exifr = await loadExifr();
    const raw = await exifr.parse(bytes, { gps: true, reviveValues: false, pick: ['DateTimeOriginal', 'OffsetTimeOriginal'] });
    const gps = await exifr.gps(bytes).catch(() => undefined);
    const position =
      gps && Number.isFinite(gps.latitude) && Number.isFinite(gps.longitude) ? { latitude: gps.latitude, longitude: gps.longitude } : {};
    return { ...exifTime(raw?.DateTimeOriginal, raw?.OffsetTimeOriginal), ...position };
  } catch {
    return {};
  }
};

export interface ImageFacts extends PhotoFacts {
  sniffedType?: PhotoContentType | 'image/heic';
  /** Of the bytes, so that the same file under two photo ids is known as one image. */
  sha256: string;
}

const firstLine = (error: unknown): string => (error instanceof Error ? error.message.split('\n')[0]! : String(error));

/**
 * Everything the evidence checks need from one photo's bytes. The size comes from the header: a
 * photo above the limits (contexts/work/photos/domain/evidence.ts) is not decoded at all, and one within them is decoded
 * once, shrunk on load, for its hash.
 */
export const inspectImage = async (bytes: Buffer): Promise<ImageFacts> => {
  const known = { sniffedType: sniffContentType(bytes), sha256: createHash('sha256').update(bytes).digest('hex'), exif: {} };
  const sharp = await loadSharp();
  let size: { width: number; height: number };
  try {
    // Reading the header allocates no pixels, so the limit is not asked here: the size is what the check reports.
    const { autoOrient } = await sharp(bytes, { limitInputPixels: false }).metadata();
    size = { width: autoOrient.width, height: autoOrient.height };
  } catch (error) {
    return { ...known, decodeError: firstLine(error) };
  }
  if (oversizeReason(size)) return { ...known, size };
  try {
    const { hash, contrast } = await differenceHash(bytes);
    // A picture the fingerprint cannot tell from others is still known by its exact pixels.
    const plain = fingerprintOf({ hash, contrast }) === undefined ? { pixelsSha256: await pixelsSha256(bytes) } : {};
    return { ...known, size, hash, contrast, ...plain, exif: await readExif(bytes) };
  } catch (error) {
    return { ...known, decodeError: firstLine(error) };
  }
};

/** An image scaled to fit `maxSide` and re-encoded as JPEG, for a model that needs no more. */
export const resizeForModel = async (bytes: Buffer, maxSide: number): Promise<Buffer> =>
  (await loadSharp())(bytes, DECODE_LIMITS)
    .rotate()
    .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 80 })
    .toBuffer();
