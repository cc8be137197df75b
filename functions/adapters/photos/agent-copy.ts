/**
 * The copy of a photo agents are served: the operator's original carries where they were, their
 * device and often their name (EXIF GPS, Make/Model, Artist; XMP; IPTC), which agents have no
 * business with. sharp writes no metadata unless asked to (keepExif, withMetadata), so a plain
 * re-encode at the photo's pixel size, turned upright first, carries none.
 */
import { MAX_PHOTO_PIXELS, MAX_PHOTO_SIDE, type PhotoContentType } from '../../contexts/work/photos/domain';
import { loadSharp } from './sharp';

const FORMATS = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' } as const satisfies Record<PhotoContentType, string>;

/**
 * The metadata-free copy, encoded as `contentType` (the declared type, which its object is stored
 * as); undefined when the bytes do not decode as an image within the size limits.
 */
export const metadataFreeCopy = async (bytes: Buffer, contentType: PhotoContentType): Promise<Buffer | undefined> => {
  const sharp = await loadSharp();
  try {
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
