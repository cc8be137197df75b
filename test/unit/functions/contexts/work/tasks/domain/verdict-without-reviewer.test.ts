import { describe, expect, it } from 'vitest';
import {
  approvalOf,
  type ProofUnderReview,
  RULES_UNSURE_CONFIDENCE,
  reviewByRules,
  verdictWithoutReviewer,
} from '../../../../../../../functions/contexts/work/tasks/domain/guardian';
import { passingChecks } from '../../../../../../support/evidence-checks';

const clean = passingChecks;

const photo = (photoId: string, requirement?: number, sha = photoId) => ({
  photoId,
  requirement,
  contentType: 'image/jpeg',
  image: { sha256: sha.padEnd(64, '0'), fingerprint: undefined },
});

const proof = (overrides: Partial<ProofUnderReview> = {}): ProofUnderReview => ({
  taskId: 'task-1',
  title: 'Photograph the shop front',
  description: 'Two photos of 12 High Street',
  taskType: 'PHOTO',
  proofRequirements: ['front door', 'opening hours sign'],
  photos: [photo('ph_1', 0), photo('ph_2', 1)],
  notes: 'Taken at 10:05, shop open.',
  checks: [...clean('ph_1'), ...clean('ph_2')],
  ...overrides,
});

const rules = { confidenceThreshold: 0, approvalIsAdvice: false };

describe('verdictWithoutReviewer (the model is skipped when the evidence already decides)', () => {
  it('leaves proof whose every requirement has a clean, distinct photo to the reviewer', () => {
    expect(verdictWithoutReviewer(proof())).toBeUndefined();
  });

  it('leaves to the reviewer what only a reviewer can judge: empty notes, a missing result', () => {
    expect(verdictWithoutReviewer(proof({ notes: '' }))).toBeUndefined();
    expect(
      verdictWithoutReviewer(proof({ resultSchema: { type: 'object', properties: { open: { type: 'boolean' } }, required: ['open'] } })),
    ).toBeUndefined();
  });

  it('decides on a failed check: the rules verdict, UNSURE, naming the check', () => {
    const failed = proof({
      checks: [...clean('ph_1'), ...clean('ph_2').map((check, i) => (i === 3 ? { ...check, passed: false, detail: 'near-duplicate' } : check))],
    });
    const verdict = verdictWithoutReviewer(failed);
    expect(verdict).toEqual(reviewByRules(failed));
    expect(verdict).toMatchObject({ decision: 'UNSURE', confidence: RULES_UNSURE_CONFIDENCE });
    expect(verdict?.reasoning).toContain('not_duplicate (ph_2: near-duplicate)');
  });

  it('decides on a requirement without a photo, and on one image offered for two requirements', () => {
    expect(verdictWithoutReviewer(proof({ photos: [photo('ph_1', 0)], checks: clean('ph_1') }))?.reasoning).toContain(
      'requirement not met: "opening hours sign"',
    );
    const twice = proof({ photos: [photo('ph_1', 0, 'same'), photo('ph_2', 1, 'same')] });
    expect(verdictWithoutReviewer(twice)?.requirements?.map((requirement) => requirement.met)).toEqual([true, false]);
  });

  it('decides only what the approval policy would refuse anyway, whatever the reviewer said', () => {
    for (const decided of [proof({ photos: [] }), proof({ checks: clean('ph_1').concat({ ...clean('ph_2')[0]!, passed: false }) })]) {
      const verdict = verdictWithoutReviewer(decided)!;
      expect(approvalOf(verdict, decided.checks, rules).approved).toBe(false);
      expect(approvalOf({ ...verdict, decision: 'APPROVE', confidence: 1 }, decided.checks, rules).approved).toBe(false);
    }
  });
});
