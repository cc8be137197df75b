import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { holdsOnlyPicture, metadataFreeCopy } from '../../../../../functions/adapters/photos/agent-copy';
import { gpsIfd } from '../../../../../functions/adapters/photos/synthetic-photo';
import { blackPng } from '../../../../support/tasks';

const picture = () => sharp(randomBytes(16 * 12 * 3), { raw: { width: 16, height: 12, channels: 3 } }).resize(640, 480, { kernel: 'nearest' });
/** What a phone camera writes beside the picture: its maker, when and where, and which way is up. */
const cameraExif = { IFD0: { Make: 'Phone' }, IFD2: { DateTimeOriginal: '2026:11:29 10:00:00' }, IFD3: gpsIfd({ lat: 52.52, lng: 13.4 }) };
const metadataOf = async (bytes: Buffer) => {
  const { exif, xmp, iptc, icc, comments } = await sharp(bytes).metadata();
  return { exif, xmp, iptc, icc, comments };
};
const FORMATS = [
  ['jpeg', 'image/jpeg'],
  ['png', 'image/png'],
  ['webp', 'image/webp'],
] as const;
const NONE = { exif: undefined, xmp: undefined, iptc: undefined, icc: undefined, comments: undefined };

/** A JPEG with `segment` (marker and body) inserted after its start-of-image marker. */
const withSegment = (jpeg: Buffer, marker: number, body: Buffer): Buffer => {
  const length = Buffer.alloc(2);
  length.writeUInt16BE(body.length + 2);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, marker]), length, body, jpeg.subarray(2)]);
};

describe('the agent copy of a photo', () => {
  it('is the file itself, byte for byte, when a JPEG, PNG or WebP holds nothing but its picture', async () => {
    for (const [format, contentType] of FORMATS) {
      const bytes = await picture().toFormat(format).toBuffer();
      expect(holdsOnlyPicture(bytes, contentType), format).toBe(true);
      expect((await metadataFreeCopy(bytes, contentType))?.equals(bytes), format).toBe(true);
    }
    const lossless = await picture().webp({ lossless: true }).toBuffer();
    expect(holdsOnlyPicture(lossless, 'image/webp')).toBe(true);
    const progressive = await picture().jpeg({ progressive: true }).toBuffer();
    expect((await metadataFreeCopy(progressive, 'image/jpeg'))?.equals(progressive)).toBe(true);
  });

  it('is re-encoded without metadata and turned upright when the photo carries EXIF with GPS and an orientation', async () => {
    for (const [format, contentType] of FORMATS) {
      const bytes = await picture().withExif(cameraExif).withMetadata({ orientation: 6 }).toFormat(format).toBuffer();
      expect(await sharp(bytes).metadata(), format).toMatchObject({ exif: expect.any(Buffer), orientation: 6 });
      expect(holdsOnlyPicture(bytes, contentType), format).toBe(false);
      const copy = (await metadataFreeCopy(bytes, contentType))!;
      expect(await metadataOf(copy), format).toEqual(NONE);
      expect(await sharp(copy).metadata(), format).toMatchObject({ format, width: 480, height: 640 });
    }
  });

  it('is re-encoded when the file holds anything besides the picture: a comment, a colour profile, a JFIF thumbnail, bytes after its end', async () => {
    const jpeg = await picture().jpeg().toBuffer();
    const jfif = (thumbnail: number) => Buffer.from([...Buffer.from('JFIF\0', 'latin1'), 1, 2, 0, 0, 1, 0, 1, thumbnail, thumbnail]);
    expect(holdsOnlyPicture(withSegment(jpeg, 0xe0, jfif(0)), 'image/jpeg')).toBe(true);
    const others = {
      comment: withSegment(jpeg, 0xfe, Buffer.from('Taken by Ana at 12 Main St', 'latin1')),
      thumbnail: withSegment(jpeg, 0xe0, Buffer.concat([jfif(1), Buffer.alloc(3)])),
      profile: await picture().withIccProfile('p3').jpeg().toBuffer(),
      trailer: Buffer.concat([jpeg, Buffer.from('52.52,13.40', 'latin1')]),
      png: await picture().withIccProfile('p3').png().toBuffer(),
    };
    for (const [name, bytes] of Object.entries(others)) {
      const contentType = name === 'png' ? 'image/png' : 'image/jpeg';
      expect(holdsOnlyPicture(bytes, contentType), name).toBe(false);
      const copy = (await metadataFreeCopy(bytes, contentType))!;
      expect(copy.equals(bytes), name).toBe(false);
      expect(await metadataOf(copy), name).toEqual(NONE);
      expect(copy.includes(Buffer.from('Main St')) || copy.includes(Buffer.from('52.52')), name).toBe(false);
    }
  });

  it('is not vouched for when the file is not of its stored type, is cut short, or claims a frame above the limits', async () => {
    const jpeg = await picture().jpeg().toBuffer();
    expect(holdsOnlyPicture(jpeg, 'image/png')).toBe(false);
    expect(holdsOnlyPicture(await picture().png().toBuffer(), 'image/jpeg')).toBe(false);
    expect(holdsOnlyPicture(jpeg.subarray(0, 300), 'image/jpeg')).toBe(false);
    expect(holdsOnlyPicture(Buffer.from('not an image'), 'image/webp')).toBe(false);
    expect(holdsOnlyPicture(blackPng(16383), 'image/png')).toBe(false);
    expect(await metadataFreeCopy(blackPng(16383), 'image/png')).toBeUndefined();
  });

  it('is none for a file that holds only a picture but does not decode, as a re-encoded one would get none', async () => {
    const jpeg = await picture().jpeg().toBuffer();
    // The scan cut in the middle and ended there: the structure is whole, the picture is not.
    const cut = Buffer.concat([jpeg.subarray(0, Math.floor(jpeg.length / 2)), Buffer.from([0xff, 0xd9])]);
    expect(holdsOnlyPicture(cut, 'image/jpeg')).toBe(true);
    expect(await metadataFreeCopy(cut, 'image/jpeg')).toBeUndefined();
  });
});
