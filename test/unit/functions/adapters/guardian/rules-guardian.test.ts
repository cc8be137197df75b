import { describe, expect, it } from 'vitest';
import { RulesGuardian } from '../../../../../functions/adapters/guardian/rules-guardian';
import {
  approvalOf,
  type GuardianVerdict,
  type ProofUnderReview,
  proofUnderReviewOf,
  reviewByRules,
} from '../../../../../functions/contexts/work/tasks/domain/guardian';
import type { Task } from '../../../../../functions/contexts/work/tasks/domain/tasks';
import { DEFAULT_CONFIDENCE_THRESHOLD } from '../../../../../functions/platform/settings/catalogue';
import { passingChecks } from '../../../../support/evidence-checks';

const clean = passingChecks;

const photo = (photoId: string, requirement?: number) => ({ photoId, requirement, contentType: 'image/jpeg' });

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

const passes = (verdict: GuardianVerdict) =>
  approvalOf(verdict, [], { confidenceThreshold: DEFAULT_CONFIDENCE_THRESHOLD, approvalIsAdvice: false }).approved;

describe('rules Guardian', () => {
  it('approves at 0.95 when every requirement has a tagged photo that passed every check, and notes', () => {
    const verdict = reviewByRules(proof());
    expect(verdict).toMatchObject({ decision: 'APPROVE', confidence: 0.95 });
    expect(verdict.requirements).toEqual([
      { requirement: 'front door', met: true, photo_ids: ['ph_1'], reason: expect.any(String) },
      { requirement: 'opening hours sign', met: true, photo_ids: ['ph_2'], reason: expect.any(String) },
    ]);
    expect(passes(verdict)).toBe(true);
  });

  it('checks that a result holds every required field of the result_schema, without judging the values', () => {
    const resultSchema = {
      type: 'object' as const,
      properties: { open: { type: 'boolean' as const }, hours: { type: 'string' as const } },
      required: ['open'],
    };
    expect(reviewByRules(proof({ resultSchema, result: { open: false } })).decision).toBe('APPROVE');
    const lacking = reviewByRules(proof({ resultSchema, result: { hours: '8-20' } }));
    expect(lacking).toMatchObject({ decision: 'UNSURE' });
    expect(lacking.reasoning).toContain('result lacks required fields: open');
    expect(reviewByRules(proof({ resultSchema })).reasoning).toContain('no result was submitted');
  });

  it('accepts untagged photos when they are at least as many as the requirements', () => {
    const verdict = reviewByRules(proof({ photos: [photo('ph_1'), photo('ph_2')] }));
    expect(verdict.decision).toBe('APPROVE');
    expect(verdict.requirements?.[1]).toMatchObject({ met: true, photo_ids: ['ph_1', 'ph_2'] });
  });

  it('is unsure when untagged photos are fewer than the requirements', () => {
    const verdict = reviewByRules(proof({ photos: [photo('ph_1')], checks: clean('ph_1') }));
    expect(verdict).toMatchObject({ decision: 'UNSURE', confidence: 0.4 });
    expect(verdict.reasoning).toContain('requirement not met: "front door"');
  });

  it('approves a task with no proof requirements and no photos when there are notes', () => {
    expect(reviewByRules(proof({ proofRequirements: [], photos: [], checks: [] })).decision).toBe('APPROVE');
  });

  it('is unsure when any check failed, naming the check, even with every requirement covered otherwise', () => {
    const checks = proof().checks.map((check) =>
      check.photo_id === 'ph_2' && check.check === 'gps_location' ? { ...check, passed: false, detail: '300 km away' } : check,
    );
    const verdict = reviewByRules(proof({ checks }));
    expect(verdict.decision).toBe('UNSURE');
    expect(verdict.reasoning).toContain('gps_location (ph_2: 300 km away)');
    expect(verdict.requirements?.[1]).toMatchObject({ met: false, photo_ids: ['ph_2'] });
  });

  it.each(['', '   ', '\n\t'])('is unsure when the notes are empty after trimming (%j)', (notes) => {
    const verdict = reviewByRules(proof({ notes }));
    expect(verdict).toMatchObject({ decision: 'UNSURE', confidence: 0.4, reasoning: expect.stringContaining('notes are empty') });
  });

  it('never rejects: incomplete proof goes to a human, not back to the operator', () => {
    expect(reviewByRules(proof({ photos: [], checks: [], notes: '' })).decision).toBe('UNSURE');
  });

  it('is unsure when one photo id is named for three requirements', () => {
    const verdict = reviewByRules(
      proof({ proofRequirements: ['door', 'sign', 'street'], photos: [photo('ph_x'), photo('ph_x'), photo('ph_x')], checks: clean('ph_x') }),
    );
    expect(verdict.decision).toBe('UNSURE');
    expect(verdict.requirements?.map((requirement) => requirement.met)).toEqual([false, false, false]);
  });

  it('answers through the Guardian interface', async () => {
    await expect(new RulesGuardian().review(proof())).resolves.toEqual(reviewByRules(proof()));
  });

  it('reviews a task without proof as no photos and empty notes', () => {
    const task = { task_id: 't', title: 'T', description: 'D', task_type: 'PHOTO', proof_requirements: ['a'] } as Task;
    expect(proofUnderReviewOf(task)).toMatchObject({ taskId: 't', photos: [], notes: '', proofRequirements: ['a'], checks: [] });
    expect(reviewByRules(proofUnderReviewOf(task)).decision).toBe('UNSURE');
  });
});
