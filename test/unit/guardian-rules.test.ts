import { describe, expect, it } from 'vitest';
import type { Task } from '../../functions/core/tasks';
import { DEFAULT_CONFIDENCE_THRESHOLD } from '../../functions/settings/catalogue';
import { meetsThreshold, proofUnderReviewOf, type GuardianVerdict, type ProofUnderReview } from '../../functions/adapters/guardian/reviewer';
import { RulesGuardian, reviewByRules } from '../../functions/adapters/guardian/rules-guardian';

const proof = (overrides: Partial<ProofUnderReview> = {}): ProofUnderReview => ({
  taskId: 'task-1',
  title: 'Photograph the shop front',
  description: 'Two photos of 12 High Street',
  taskType: 'PHOTO',
  proofRequirements: ['front door', 'opening hours sign'],
  photos: ['https://example.com/p/1.jpg', 'https://example.com/p/2.jpg'],
  notes: 'Taken at 10:05, shop open.',
  ...overrides,
});

const passes = (verdict: GuardianVerdict) => meetsThreshold(verdict, DEFAULT_CONFIDENCE_THRESHOLD);

describe('rules Guardian', () => {
  it('approves at 0.95 when there is one photo per proof requirement and notes', () => {
    const verdict = reviewByRules(proof());
    expect(verdict).toEqual({ decision: 'APPROVE', confidence: 0.95, reasoning: '2 photos for 2 proof requirements and notes present' });
    expect(passes(verdict)).toBe(true);
  });

  it('approves when there are more photos than proof requirements', () => {
    expect(reviewByRules(proof({ photos: ['a', 'b', 'c'] })).decision).toBe('APPROVE');
  });

  it('approves a task with no proof requirements and no photos when there are notes', () => {
    expect(reviewByRules(proof({ proofRequirements: [], photos: [] })).decision).toBe('APPROVE');
  });

  it('is unsure, below the threshold, when photos are fewer than proof requirements', () => {
    const verdict = reviewByRules(proof({ proofRequirements: ['a', 'b', 'c'] }));
    expect(verdict).toEqual({ decision: 'UNSURE', confidence: 0.4, reasoning: '2 photos for 3 proof requirements' });
    expect(passes(verdict)).toBe(false);
  });

  it('counts a single photo and requirement in the singular', () => {
    expect(reviewByRules(proof({ proofRequirements: ['a', 'b'], photos: ['x'] })).reasoning).toBe('1 photo for 2 proof requirements');
    expect(reviewByRules(proof({ proofRequirements: ['a'], photos: [] })).reasoning).toBe('0 photos for 1 proof requirement');
  });

  it.each(['', '   ', '\n\t'])('is unsure when the notes are empty after trimming (%j)', (notes) => {
    const verdict = reviewByRules(proof({ notes }));
    expect(verdict).toEqual({ decision: 'UNSURE', confidence: 0.4, reasoning: 'notes are empty' });
  });

  it('names everything missing when both photos and notes are short', () => {
    expect(reviewByRules(proof({ photos: [], notes: '' })).reasoning).toBe('0 photos for 2 proof requirements; notes are empty');
  });

  it('never rejects: incomplete proof goes to a human, not back to the operator', () => {
    expect(reviewByRules(proof({ photos: [], notes: '' })).decision).toBe('UNSURE');
  });

  it('answers through the Guardian interface', async () => {
    await expect(new RulesGuardian().review(proof())).resolves.toEqual(reviewByRules(proof()));
  });

  it('reviews a task without proof as no photos and empty notes', () => {
    const task = { task_id: 't', title: 'T', description: 'D', task_type: 'PHOTO', proof_requirements: ['a'] } as Task;
    expect(proofUnderReviewOf(task)).toMatchObject({ taskId: 't', photos: [], notes: '', proofRequirements: ['a'] });
    expect(reviewByRules(proofUnderReviewOf(task)).decision).toBe('UNSURE');
  });
});

describe('meetsThreshold', () => {
  const approve = (confidence: number): GuardianVerdict => ({ decision: 'APPROVE', confidence, reasoning: 'ok' });

  it('defaults to 0.9', () => {
    expect(DEFAULT_CONFIDENCE_THRESHOLD).toBe(0.9);
  });

  it('passes an APPROVE at or above the threshold', () => {
    expect(meetsThreshold(approve(0.9), 0.9)).toBe(true);
    expect(meetsThreshold(approve(1), 0.9)).toBe(true);
  });

  it('fails an APPROVE below the threshold', () => {
    expect(meetsThreshold(approve(0.89), 0.9)).toBe(false);
  });

  it.each(['REJECT', 'UNSURE'] as const)('fails a %s however confident', (decision) => {
    expect(meetsThreshold({ decision, confidence: 1, reasoning: 'sure' }, 0)).toBe(false);
  });
});
