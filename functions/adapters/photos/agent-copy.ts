/**
 * The copy of a photo agents are served: the operator's original carries where they were, their
 * device and often their name (EXIF GPS, Make/Model, Artist; XMP; IPTC), which agents have no
 * business with. sharp writes no metadata unless asked to (keepExif, withMetadata), so a plain
 * re-encode at the photo's pixel size, turned upright first, carries none. A file that holds
 * nothing but its picture (the operator app's own camera makes such files) is the copy as it is:
 * re-encoding it would remove nothing and cost the submit a decode and an encode.
 */
import { MAX_PHOTO_PIXELS, MAX_PHOTO_SIDE, oversizeReason, type PhotoContentType } from '../../contexts/work/photos/domain';
import { loadSharp } from './sharp';

const FORMATS = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' } as const satisfies Record<PhotoContentType, string>;

type Frame = { width: number; height: number };

/** The side a picture kept as it is gets decoded to, to know it decodes. */
const DECODE_CHECK_SIDE = 64;

const ascii = (bytes: Buffer, at: number, length: number): string => bytes.toString('latin1', at, at + length);

/**
 * JPEG segments that hold the picture and how to decode it: baseline, extended and progressive
 * Huffman frames of 8 bits (what every browser shows), their tables, restart interval and scans.
 * Anything else (every APPn but a bare JFIF header, comments, arithmetic coding, 12 bits) is
 * re-encoded.
 */
const JPEG_FRAMES = new Set([0xc0, 0xc1, 0xc2]);
const JPEG_TABLES = new Set([0xc4, 0xdb, 0xdd]);
const JPEG_SCAN = 0xda;
const JPEG_END = 0xd9;
const JPEG_APP0 = 0xe0;
const isRestart = (marker: number | undefined): boolean => marker !== undefined && marker >= 0xd0 && marker <= 0xd7;

/** A JFIF header without a thumbnail: its version, density and an empty thumbnail, nothing about anyone. */
const isBareJfif = (bytes: Buffer, at: number, length: number): boolean =>
  length === 14 && ascii(bytes, at, 5) === 'JFIF\0' && bytes[at + 12] === 0 && bytes[at + 13] === 0;

const jpegFrame = (bytes: Buffer): Frame | undefined => {
  if (bytes.readUInt16BE(0) !== 0xffd8) return undefined;
  let frame: Frame | undefined;
  let scans = 0;
  let at = 2;
  while (at + 2 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1]!;
    if (marker === JPEG_END) return at + 2 === bytes.length && scans > 0 ? frame : undefined;
    // Read past the end, readUInt16BE throws: holdsOnlyPicture answers false.
    const length = bytes.readUInt16BE(at + 2);
    const body = at + 4;
    if (length < 2 || body + length - 2 > bytes.length) return undefined;
    if (JPEG_FRAMES.has(marker)) {
      const components = bytes[body + 5];
      if (frame || bytes[body] !== 8 || (components !== 1 && components !== 3)) return undefined;
      frame = { height: bytes.readUInt16BE(body + 1), width: bytes.readUInt16BE(body + 3) };
    } else if (marker === JPEG_SCAN) {
      if (!frame) return undefined;
      scans += 1;
    } else if (!JPEG_TABLES.has(marker) && !(marker === JPEG_APP0 && isBareJfif(bytes, body, length - 2))) return undefined;
    at = body + length - 2;
    if (marker !== JPEG_SCAN) continue;
    // The entropy-coded data runs to the next marker that is neither a stuffed 0xFF00 nor a restart (RSTn).
    at = bytes.indexOf(0xff, at);
    while (at !== -1 && (bytes[at + 1] === 0 || bytes[at + 1] === 0xff || isRestart(bytes[at + 1]))) at = bytes.indexOf(0xff, at + 1);
    if (at === -1) return undefined;
  }
  return undefined;
};

/** PNG chunks of the picture alone (and its pixel density): no text, time, EXIF or colour profile, and not animated. */
const PNG_CHUNKS = new Set(['IHDR', 'PLTE', 'tRNS', 'pHYs', 'IDAT', 'IEND']);
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const pngFrame = (bytes: Buffer): Frame | undefined => {
  if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE) || ascii(bytes, 12, 4) !== 'IHDR') return undefined;
  let at = 8;
  while (at + 12 <= bytes.length) {
    const type = ascii(bytes, at + 4, 4);
    const end = at + 12 + bytes.readUInt32BE(at);
    if (!PNG_CHUNKS.has(type) || end > bytes.length) return undefined;
    if (type === 'IEND') return end === bytes.length ? { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) } : undefined;
    at = end;
  }
  return undefined;
};

/** A simple-format WebP (one VP8 or VP8L chunk): metadata, a colour profile or animation need the extended format (VP8X). */
const webpFrame = (bytes: Buffer): Frame | undefined => {
  if (bytes.length < 30 || ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 4) !== 'WEBP' || bytes.readUInt32LE(4) + 8 !== bytes.length)
    return undefined;
  const chunk = ascii(bytes, 12, 4);
  const size = bytes.readUInt32LE(16);
  if (20 + size + (size % 2) !== bytes.length) return undefined;
  if (chunk === 'VP8 ' && bytes.readUIntBE(23, 3) === 0x9d012a)
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L' && bytes[20] === 0x2f) {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  return undefined;
};

const FRAME_OF = { 'image/jpeg': jpegFrame, 'image/png': pngFrame, 'image/webp': webpFrame } as const satisfies Record<
  PhotoContentType,
  (bytes: Buffer) => Frame | undefined
>;

/**
 * Whether the file, of the type it is stored as, holds nothing but its picture (read from its
 * structure alone, nothing decoded): no metadata of any kind, no orientation to turn by, nothing
 * after its end, and a frame within the photo limits. What this cannot vouch for is re-encoded.
 */
export const holdsOnlyPicture = (bytes: Buffer, contentType: PhotoContentType): boolean => {
  try {
    const frame = FRAME_OF[contentType](bytes);
    return frame !== undefined && frame.width > 0 && frame.height > 0 && oversizeReason(frame) === undefined;
  } catch {
    // A field read past the end: not a file this can vouch for.
    return false;
  }
};

/**
 * The metadata-free copy, encoded as `contentType` (the declared type, which its object is stored
 * as); undefined when the bytes do not decode as an image within the size limits. A file that holds
 * only its picture is decoded (so one that does not decode gets no copy, as a re-encoded one would
 * not) but not encoded again: the copy is its own bytes.
 */
export const metadataFreeCopy = async (bytes: Buffer, contentType: PhotoContentType): Promise<Buffer | undefined> => {
  const sharp = await loadSharp();
  try {
    if (holdsOnlyPicture(bytes, contentType)) {
      // Decoded as strictly as a re-encode decodes, shrunk on load (JPEG, WebP): every byte of the
      // picture is read, few pixels are made.
      await sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS }).resize(DECODE_CHECK_SIDE, DECODE_CHECK_SIDE, { fit: 'inside' }).raw().toBuffer();
      return bytes;
    }
    // The pixel limit refuses a huge frame from its header, before anything is decoded.
    const image = sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, autoOrient: true });
    const { width = 0, height = 0 } = await image.metadata();
    if (Math.max(width, height) > MAX_PHOTO_SIDE) return undefined;
    const format = FORMATS[contentType];
    // PNG stays lossless (a `quality` would quantise it to a palette).
    return await image.toFormat(format, format === 'png' ? {} : { quality: 90 }).toBuffer();
  } catch {
    return undefined;
  }
};
