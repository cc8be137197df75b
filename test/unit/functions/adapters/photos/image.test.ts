import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { differenceHash, inspectImage } from '../../../../../functions/adapters/photos/image';
import {
  checkPhoto,
  type EvidenceCheck,
  fingerprintOf,
  MAX_PHOTO_PIXELS,
  MAX_PHOTO_SIDE,
  oversizeReason,
  type PhotoEvidence,
  requirementVerdicts,
} from '../../../../../functions/contexts/work/photos/domain/evidence';
import { blackPng } from '../../../../support/tasks';

const context = { claimedAt: new Date('2026-11-26T10:00:00Z'), submittedAt: new Date('2026-11-26T11:00:00Z'), maxDistanceKm: 1 };
const evidence = (facts: PhotoEvidence['facts']): PhotoEvidence => ({
  photoId: 'ph_1',
  declaredType: 'image/png',
  facts,
});
const decodes = (checks: EvidenceCheck[]) => checks.find((check) => check.check === 'decodes');
const detailed = { hash: '5a3c96e1f00f3cc3', contrast: 30 };

describe('photo size limits', () => {
  it('refuses a side above 12,000 px or more than 40 megapixels, naming the limit, and allows what is within', () => {
    expect(oversizeReason({ width: 16383, height: 16383 })).toBe('a side above the limit of 12000 px');
    expect(oversizeReason({ width: 12001, height: 100 })).toBe('a side above the limit of 12000 px');
    expect(oversizeReason({ width: 8000, height: 6000 })).toBe('48.0 megapixels, above the limit of 40 megapixels');
    expect(oversizeReason({ width: MAX_PHOTO_SIDE, height: Math.floor(MAX_PHOTO_PIXELS / MAX_PHOTO_SIDE) })).toBeUndefined();
    expect(oversizeReason({ width: 4000, height: 3000 })).toBeUndefined();
  });

  it('fails decodes for an oversize photo with a detail naming the limit, and checks nothing further', () => {
    const checks = checkPhoto(evidence({ sniffedType: 'image/png', size: { width: 16383, height: 16383 }, exif: {} }), context);
    expect(checks.map((check) => check.check)).toEqual(['exists', 'type_matches', 'decodes']);
    expect(decodes(checks)).toMatchObject({ passed: false, detail: '16383x16383: a side above the limit of 12000 px (not decoded)' });
  });

  it('reads the size of a 16383x16383 PNG from its header without decoding it, and decodes a small one of the same making', async () => {
    const bomb = blackPng(16383);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const facts = await inspectImage(bomb);
    expect(facts).toMatchObject({ sniffedType: 'image/png', size: { width: 16383, height: 16383 } });
    expect(facts.hash).toBeUndefined();
    expect(await inspectImage(blackPng(400))).toMatchObject({ size: { width: 400, height: 400 }, hash: '0000000000000000' });
  });
});

describe('fingerprints', () => {
  it('are not taken from images with too little detail: uniform, nearly constant hashes, or smooth gradients', async () => {
    const uniform = await differenceHash(
      await sharp({ create: { width: 640, height: 480, channels: 3, background: '#808080' } })
        .png()
        .toBuffer(),
    );
    expect(uniform).toEqual({ hash: '0000000000000000', contrast: 0 });
    expect(fingerprintOf(uniform)).toBeUndefined();
    expect(fingerprintOf({ hash: 'fffffffffffffff0', contrast: 40 })).toBeUndefined();
    expect(fingerprintOf({ hash: '0000000000000081', contrast: 40 })).toBeUndefined();
    expect(fingerprintOf({ hash: detailed.hash, contrast: 1 })).toBeUndefined();
    expect(fingerprintOf(detailed)).toBe(detailed.hash);
  });

  it('judges a low-detail image by its exact bytes and pixels: passes one no other proof holds, fails a copy', () => {
    const plain = evidence({ sniffedType: 'image/png', size: { width: 640, height: 480 }, hash: '0000000000000000', contrast: 0, exif: {} });
    const notDuplicate = (photo: PhotoEvidence) => checkPhoto(photo, context).find((check) => check.check === 'not_duplicate');
    expect(notDuplicate(plain)).toEqual({
      check: 'not_duplicate',
      photo_id: 'ph_1',
      passed: true,
      detail: 'too little detail to fingerprint: no copy of its bytes or pixels in other proofs',
    });
    expect(notDuplicate({ ...plain, duplicate: 'bytes' })).toMatchObject({
      passed: false,
      detail: "the same file as a photo in another task's proof",
    });
    expect(notDuplicate({ ...plain, duplicate: 'pixels' })).toMatchObject({
      passed: false,
      detail: "the same pixels as a photo in another task's proof",
    });
  });
});

describe('requirements are met by distinct images', () => {
  const clean = (...photoIds: string[]): EvidenceCheck[] =>
    photoIds.map((photoId) => ({ check: 'decodes' as const, photo_id: photoId, passed: true, detail: '640x480' }));
  const image = (sha256: string, fingerprint?: string) => ({ sha256, fingerprint });
  const three = ['the front door', 'the house number', 'the letterbox'];

  it('counts one photo id named three times once', () => {
    const photos = ['ph_x', 'ph_x', 'ph_x'].map((photoId) => ({ photoId }));
    expect(requirementVerdicts(three, photos, clean('ph_x')).map((verdict) => verdict.met)).toEqual([false, false, false]);
  });

  it('counts three uploads of the same bytes once, tagged or not', () => {
    const same = image('aa', detailed.hash);
    const untagged = ['ph_1', 'ph_2', 'ph_3'].map((photoId) => ({ photoId, image: same }));
    expect(requirementVerdicts(three, untagged, clean('ph_1', 'ph_2', 'ph_3')).map((verdict) => verdict.met)).toEqual([false, false, false]);
    const tagged = untagged.map((photo, requirement) => ({ ...photo, requirement }));
    const verdicts = requirementVerdicts(three, tagged, clean('ph_1', 'ph_2', 'ph_3'));
    expect(verdicts.map((verdict) => verdict.met)).toEqual([true, false, false]);
    expect(verdicts[1]).toMatchObject({ photo_ids: ['ph_2'], reason: expect.stringContaining('an image counts once') });
  });

  it('counts near-duplicates (a few hash bits apart) once, and low-detail images by their bytes only', () => {
    const nearlySame = [
      { photoId: 'ph_1', requirement: 0, image: image('aa', '5a3c96e1f00f3cc3') },
      { photoId: 'ph_2', requirement: 1, image: image('bb', '5a3c96e1f00f3cc0') },
    ];
    expect(requirementVerdicts(three.slice(0, 2), nearlySame, clean('ph_1', 'ph_2')).map((verdict) => verdict.met)).toEqual([true, false]);
    // Two different plain images cannot be told apart by hash, but they are different files.
    const plain = [
      { photoId: 'ph_1', requirement: 0, image: image('aa') },
      { photoId: 'ph_2', requirement: 1, image: image('bb') },
    ];
    expect(requirementVerdicts(three.slice(0, 2), plain, clean('ph_1', 'ph_2')).map((verdict) => verdict.met)).toEqual([true, true]);
  });

  it('assigns distinct images so that as many requirements as possible are met', () => {
    // ph_1 is tagged to both 0 and, as ph_2, to 1; ph_3 is tagged to 0 only: 0 takes ph_3, 1 takes the shared image.
    const photos = [
      { photoId: 'ph_1', requirement: 0, image: image('aa') },
      { photoId: 'ph_2', requirement: 1, image: image('aa') },
      { photoId: 'ph_3', requirement: 0, image: image('cc') },
    ];
    expect(requirementVerdicts(three.slice(0, 2), photos, clean('ph_1', 'ph_2', 'ph_3')).map((verdict) => verdict.met)).toEqual([true, true]);
  });
});
