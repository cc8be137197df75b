import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { credentialsOf, readContentCredentials } from '../../../../../functions/adapters/photos/content-credentials';
import { type ContentCredentialsFacts, checkPhoto } from '../../../../../functions/contexts/work/photos/domain/evidence';
import { withContentCredentials } from '../../../../support/content-credentials';

const IPTC = 'http://cv.iptc.org/newscodes/digitalsourcetype/';

/** A manifest store as the C2PA reader reports it (its JSON), trimmed to what the check reads. */
const store = (digitalSourceType: string, failure: { code: string }[] = []) => ({
  active_manifest: 'urn:c2pa:7d1f0c2e-5f0a-4c1e-9a57-3c0b1f6d2e11',
  manifests: {
    'urn:c2pa:7d1f0c2e-5f0a-4c1e-9a57-3c0b1f6d2e11': {
      claim_generator_info: [{ name: 'Pixel Camera', version: '9.6' }],
      signature_info: { alg: 'Es256', issuer: 'Google LLC', common_name: 'Pixel Camera', time: '2026-11-26T09:12:03+00:00' },
      assertions: [{ label: 'c2pa.actions.v2', data: { actions: [{ action: 'c2pa.created', digitalSourceType }] } }],
    },
  },
  validation_results: { activeManifest: { success: [{ code: 'claimSignature.validated' }], informational: [], failure } },
  validation_state: failure.length ? 'Invalid' : 'Valid',
});

const context = { claimedAt: new Date('2026-11-26T09:00:00Z'), submittedAt: new Date('2026-11-26T10:00:00Z'), maxDistanceKm: 1 };
const photo = (contentCredentials?: ContentCredentialsFacts) =>
  checkPhoto(
    {
      photoId: 'ph_1',
      declaredType: 'image/jpeg',

      facts: { sniffedType: 'image/jpeg', size: { width: 4000, height: 3000 }, hash: '5a3c96e1f00f3cc3', contrast: 30, exif: {}, contentCredentials },
    },
    context,
  ).find((check) => check.check === 'content_credentials');

describe('Content Credentials', () => {
  it('passes a manifest that validates and declares a camera capture, naming the signer', () => {
    const facts = credentialsOf(store(`${IPTC}digitalCapture`));
    expect(facts).toEqual({ signer: 'Pixel Camera (Google LLC)', problems: [] });
    expect(photo(facts)).toEqual({
      check: 'content_credentials',
      photo_id: 'ph_1',
      passed: true,
      detail: 'Content Credentials signed by Pixel Camera (Google LLC) validate',
    });
  });

  it.each(['trainedAlgorithmicMedia', 'compositeWithTrainedAlgorithmicMedia'])('fails a manifest that declares %s', (type) => {
    const facts = credentialsOf(store(`${IPTC}${type}`));
    expect(facts.generativeAi).toBe(type);
    expect(photo(facts)).toMatchObject({
      passed: false,
      detail: `Content Credentials signed by Pixel Camera (Google LLC) declare the image AI-generated (${type})`,
    });
  });

  it('fails a manifest that does not validate, naming the failures', () => {
    const facts = credentialsOf(store(`${IPTC}digitalCapture`, [{ code: 'assertion.dataHash.mismatch' }]));
    expect(photo(facts)).toMatchObject({
      passed: false,
      detail: 'Content Credentials signed by Pixel Camera (Google LLC) do not validate: assertion.dataHash.mismatch',
    });
  });

  it('adds no check to a photo without Content Credentials', () => {
    expect(photo(undefined)).toBeUndefined();
  });

  it('reads none from a photo without a manifest, also when the manifest label occurs in it by chance (the reader loads and finds none)', async () => {
    const plain = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    expect(await readContentCredentials(plain, 'image/jpeg')).toBeUndefined();
    // A JPEG comment segment holding the label: the WebAssembly reader is loaded and looks for a manifest store.
    const comment = Buffer.from('c2pa is mentioned here', 'latin1');
    const segment = Buffer.concat([Buffer.from([0xff, 0xfe, 0, comment.length + 2]), comment]);
    const labelled = Buffer.concat([plain.subarray(0, 2), segment, plain.subarray(2)]);
    expect(await sharp(labelled).metadata()).toMatchObject({ width: 64 });
    expect(await readContentCredentials(labelled, 'image/jpeg')).toBeUndefined();
  });

  describe('of photos signed by the C2PA builder with a test certificate', () => {
    const plainJpeg = () =>
      sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
        .jpeg()
        .toBuffer();

    it('validates a camera capture and names the signer', async () => {
      const signed = await withContentCredentials(await plainJpeg());
      expect(await readContentCredentials(signed, 'image/jpeg')).toEqual({ signer: 'Handoff Test Camera (Handoff tests)', problems: [] });
    });

    it('reports the generative-AI source a manifest declares', async () => {
      const signed = await withContentCredentials(await plainJpeg(), 'compositeWithTrainedAlgorithmicMedia');
      expect(await readContentCredentials(signed, 'image/jpeg')).toMatchObject({
        problems: [],
        generativeAi: 'compositeWithTrainedAlgorithmicMedia',
      });
    });

    it('fails a manifest whose image was changed after signing', async () => {
      const signed = await withContentCredentials(await plainJpeg());
      const tampered = Buffer.from(signed);
      // The last bytes before the end-of-image marker are entropy-coded pixels, covered by the manifest's data hash.
      const pixel = tampered.length - 4;
      tampered.writeUInt8(tampered.readUInt8(pixel) ^ 0xff, pixel);
      const facts = await readContentCredentials(tampered, 'image/jpeg');
      expect(facts?.problems).toContain('assertion.dataHash.mismatch');
      expect(photo(facts)).toMatchObject({ passed: false });
    });
  });
});
