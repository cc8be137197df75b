/** Photos the sandbox makes, with EXIF written by sharp: apart from image.ts, so the sandbox's functions hold no EXIF reader. */
import { loadSharp } from './sharp';

/** A synthetic but real and unique photo: a pattern seeded by `seed`, as JPEG (sandbox proof). */
export const syntheticPhoto = async (seed: Buffer, takenAt: Date, position?: { lat: number; lng: number }): Promise<Buffer> => {
  const cells = Buffer.alloc(16 * 12 * 3);
  for (let i = 0; i < cells.length; i++) cells[i] = seed[i % seed.length]! ^ ((i * 37) & 0xff);
  const stamp = takenAt.toISOString().replace(/-/g, ':').replace('T', ' ').slice(0, 19);
  const sharp = await loadSharp();
  return sharp(cells, { raw: { width: 16, height: 12, channels: 3 } })
    .resize(640, 480, { kernel: 'nearest' })
    .withExif({ IFD0: { Make: 'Handoff sandbox' }, IFD2: { DateTimeOriginal: stamp }, ...(position ? { IFD3: gpsIfd(position) } : {}) })
    .jpeg({ quality: 85 })
    .toBuffer();
};

const dms = (value: number): string => {
  const abs = Math.abs(value);
  const degrees = Math.floor(abs);
  const minutes = Math.floor((abs - degrees) * 60);
  const seconds = Math.round(((abs - degrees) * 60 - minutes) * 60 * 1000);
  return `${degrees}/1 ${minutes}/1 ${seconds}/1000`;
};

/** EXIF GPS tags (libvips IFD3) for a position. */
export const gpsIfd = ({ lat, lng }: { lat: number; lng: number }): Record<string, string> => ({
  GPSLatitudeRef: lat >= 0 ? 'N' : 'S',
  GPSLatitude: dms(lat),
  GPSLongitudeRef: lng >= 0 ? 'E' : 'W',
  GPSLongitude: dms(lng),
});
