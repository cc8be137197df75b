import { describe, expect, it } from 'vitest';
import {
  checkPhoto,
  type EvidenceContext,
  OPERATOR_REVIEW_REASONING,
  type PhotoEvidence,
  reasoningForOperator,
} from '../../../../../../../functions/contexts/work/photos/domain/evidence';
import { proofWithdrawn } from '../../../../../../../functions/contexts/work/tasks/domain/disputes';

const BERLIN = { lat: 52.52, lng: 13.405 };
const claimedAt = new Date('2026-11-26T10:00:00.000Z');
const context = (location?: { lat: number; lng: number }): EvidenceContext => ({
  claimedAt,
  submittedAt: new Date('2026-11-26T11:00:00.000Z'),
  location,
  maxDistanceKm: 1,
});
const photo = (overrides: Partial<PhotoEvidence> = {}): PhotoEvidence => ({
  photoId: 'ph_1',
  declaredType: 'image/jpeg',
  facts: { sniffedType: 'image/jpeg', size: { width: 640, height: 480 }, exif: {} },

  ...overrides,
});
const checkOf = (checks: ReturnType<typeof checkPhoto>, name: string) => checks.find((check) => check.check === name);

describe('capture time and position', () => {
  it('fail as missing on a task with a location when neither the photo nor the device gives them', () => {
    const checks = checkPhoto(photo(), context(BERLIN));
    expect(checkOf(checks, 'capture_time')).toMatchObject({ passed: false, detail: 'missing' });
    expect(checkOf(checks, 'gps_location')).toMatchObject({ passed: false, detail: 'missing' });
  });

  it('are reported, not failed, on a task without a location', () => {
    const checks = checkPhoto(photo(), context());
    expect(checkOf(checks, 'capture_time')).toMatchObject({ passed: true, detail: expect.stringContaining('not a failure') });
    expect(checkOf(checks, 'gps_location')).toMatchObject({ passed: true, detail: expect.stringContaining('not a failure') });
  });

  it("come from the device's capture report when the photo has no EXIF, and are judged as EXIF would be", () => {
    const near = checkPhoto(
      photo({ capture: { captured_at: '2026-11-26T10:30:00.000Z', lat: 52.521, lng: 13.406, accuracy_m: 8 } }),
      context(BERLIN),
    );
    expect(checkOf(near, 'capture_time')).toMatchObject({ passed: true, detail: expect.stringContaining('reported by the device') });
    expect(checkOf(near, 'gps_location')).toMatchObject({ passed: true, detail: expect.stringContaining('reported by the device, ±8 m') });
    const far = checkPhoto(photo({ capture: { captured_at: '2026-11-25T10:30:00.000Z', lat: 48.137, lng: 11.575 } }), context(BERLIN));
    expect(checkOf(far, 'capture_time')?.passed).toBe(false);
    expect(checkOf(far, 'gps_location')?.passed).toBe(false);
  });

  it("prefer the photo's own EXIF over the device's report", () => {
    const checks = checkPhoto(
      photo({
        facts: {
          sniffedType: 'image/jpeg',
          size: { width: 640, height: 480 },
          exif: { takenAt: new Date('2026-11-25T10:30:00.000Z'), takenAtHasOffset: true, latitude: 48.137, longitude: 11.575 },
        },
        capture: { captured_at: '2026-11-26T10:30:00.000Z', lat: 52.52, lng: 13.405 },
      }),
      context(BERLIN),
    );
    expect(checkOf(checks, 'capture_time')?.passed).toBe(false);
    expect(checkOf(checks, 'gps_location')?.passed).toBe(false);
  });
});

describe('in_window: the capture time against the work window', () => {
  const window = { not_before: '2026-11-26T10:15:00.000Z', not_after: '2026-11-26T10:45:00.000Z' };
  const takenAt = (at: string) => photo({ capture: { captured_at: at } });

  it('passes from not_before to not_after inclusive, and fails outside, naming the window', () => {
    for (const at of ['2026-11-26T10:15:00.000Z', '2026-11-26T10:45:00.000Z']) {
      expect(checkOf(checkPhoto(takenAt(at), { ...context(), window }), 'in_window')?.passed).toBe(true);
    }
    const early = checkOf(checkPhoto(takenAt('2026-11-26T10:14:59.999Z'), { ...context(), window }), 'in_window');
    expect(early).toMatchObject({
      passed: false,
      detail: expect.stringContaining('outside the work window 2026-11-26T10:15:00.000Z .. 2026-11-26T10:45:00.000Z'),
    });
    expect(checkOf(checkPhoto(takenAt('2026-11-26T10:45:00.001Z'), { ...context(), window }), 'in_window')?.passed).toBe(false);
  });

  it('holds an open bound open, fails as missing without a capture time, and is not checked without a window', () => {
    const lateOnly = { ...context(), window: { not_after: '2026-11-26T10:45:00.000Z' } };
    expect(checkOf(checkPhoto(takenAt('2026-11-26T10:01:00.000Z'), lateOnly), 'in_window')?.passed).toBe(true);
    expect(checkOf(checkPhoto(photo(), lateOnly), 'in_window')).toMatchObject({ passed: false, detail: 'missing' });
    expect(checkOf(checkPhoto(takenAt('2026-11-26T10:30:00.000Z'), context()), 'in_window')).toBeUndefined();
  });
});

describe('what an operator reads of a review', () => {
  const checks = (notDuplicate: boolean) => [
    { check: 'exists', passed: true },
    { check: 'not_duplicate', passed: notDuplicate },
  ];

  it("is a general reason when a photo was found near another task's proof, so nothing of that proof reaches them", () => {
    const review = { reasoning: "failed checks: not_duplicate (ph_1: near-duplicate of a photo in another task's proof)", checks: checks(false) };
    expect(reasoningForOperator(review)).toBe(OPERATOR_REVIEW_REASONING);
    expect(OPERATOR_REVIEW_REASONING).not.toMatch(/another task|duplicate/);
  });

  it("is the Guardian's own reasoning otherwise", () => {
    expect(reasoningForOperator({ reasoning: 'notes are empty', checks: checks(true) })).toBe('notes are empty');
  });
});

describe('a refunded dispute', () => {
  it('takes the proof back; a release, a split or an open dispute does not', () => {
    const dispute = { reason: 'x', disputed_at: '2026-11-26T10:00:00.000Z', appeal_deadline: '2026-11-29T10:00:00.000Z' };
    const resolved = (outcome: 'refund' | 'release' | 'split') => ({
      dispute: { ...dispute, resolution: { outcome, resolved_at: '2026-11-27T10:00:00.000Z' } },
    });
    expect(proofWithdrawn(resolved('refund'))).toBe(true);
    expect(proofWithdrawn(resolved('release'))).toBe(false);
    expect(proofWithdrawn(resolved('split'))).toBe(false);
    expect(proofWithdrawn({ dispute })).toBe(false);
    expect(proofWithdrawn({})).toBe(false);
  });
});
