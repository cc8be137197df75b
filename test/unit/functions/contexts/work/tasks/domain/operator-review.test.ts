import { describe, expect, it } from 'vitest';
import { OPERATOR_DUPLICATE_DETAIL, OPERATOR_REVIEW_REASONING } from '../../../../../../../functions/contexts/work/photos/domain';
import { operatorReviewOf } from '../../../../../../../functions/contexts/work/tasks/domain/operator-review';
import type { Task } from '../../../../../../../functions/contexts/work/tasks/domain/tasks';
import { aTask } from '../../../../../../support/task-fixture';

const REVIEWED_AT = '2026-11-26T11:00:00.000Z';
const guardian_result: NonNullable<Task['guardian_result']> = {
  decision: 'UNSURE',
  confidence: 0.5,
  reasoning: 'failed checks: gps_location (ph_1: 3.2 km from the task location)',
  checks: [
    { check: 'exists', photo_id: 'ph_1', passed: true, detail: 'stored' },
    { check: 'gps_location', photo_id: 'ph_1', passed: false, detail: '3.2 km from the task location' },
  ],
  requirements: [{ requirement: 'photo of the door', met: false, photo_ids: ['ph_1'], reason: 'every photo tagged to it failed a check' }],
};
const reviewed = aTask({ status: 'MANUAL_REVIEW', submitted_at: '2026-11-26T10:55:00.000Z', reviewed_at: REVIEWED_AT, guardian_result });
const dispute = { reason: 'That is not the bakery', disputed_at: '2026-11-26T12:00:00.000Z', appeal_deadline: '2026-11-29T12:00:00.000Z' };
const rejected = { ...reviewed, status: 'DISPUTED' as const, review: { decision: 'REJECT' as const, reason: dispute.reason }, dispute };

describe("the operator's review", () => {
  it('is null until someone decided', () => {
    expect(operatorReviewOf(aTask({ status: 'SUBMITTED', submitted_at: REVIEWED_AT }))).toBeNull();
  });

  it("is the Guardian's: its decision, reasoning and review time, each check and each requirement with its reason", () => {
    expect(operatorReviewOf(reviewed)).toEqual({
      decided_by: 'guardian',
      decision: 'UNSURE',
      reasoning: guardian_result.reasoning,
      decided_at: REVIEWED_AT,
      checks: [
        { name: 'exists', passed: true, detail: 'stored' },
        { name: 'gps_location', passed: false, detail: '3.2 km from the task location' },
      ],
      requirements: [{ requirement: 'photo of the door', met: false, reason: 'every photo tagged to it failed a check' }],
    });
  });

  it("says nothing of another task's proof when not_duplicate failed: a general reasoning and detail", () => {
    const duplicate = { check: 'not_duplicate', photo_id: 'ph_1', passed: false, detail: "near-duplicate of a photo in another task's proof" };
    const review = operatorReviewOf({
      ...reviewed,
      guardian_result: { ...guardian_result, reasoning: `failed checks: not_duplicate (ph_1: ${duplicate.detail})`, checks: [duplicate] },
    });
    expect(review).toMatchObject({
      reasoning: OPERATOR_REVIEW_REASONING,
      checks: [{ name: 'not_duplicate', passed: false, detail: OPERATOR_DUPLICATE_DETAIL }],
    });
    expect(JSON.stringify(review)).not.toMatch(/another task|duplicate of/);
  });

  it("is the agent's after its reject, at the dispute's time with its reason; the Guardian's checks stay", () => {
    expect(operatorReviewOf(rejected)).toMatchObject({
      decided_by: 'agent',
      decision: 'REJECT',
      reasoning: 'That is not the bakery',
      decided_at: dispute.disputed_at,
      checks: [{ name: 'exists' }, { name: 'gps_location' }],
    });
  });

  it("is the agent's after its approve, at the verify time", () => {
    const verified_at = '2026-11-26T12:30:00.000Z';
    expect(operatorReviewOf({ ...reviewed, status: 'COMPLETED', review: { decision: 'APPROVE' }, verified_at })).toMatchObject({
      decided_by: 'agent',
      decision: 'APPROVE',
      reasoning: 'The agent reviewed the proof and approved it.',
      decided_at: verified_at,
    });
  });

  it("is staff's once the dispute is resolved: the outcome, the note (or the outcome in words) and the resolution time", () => {
    const resolved_at = '2026-11-27T09:00:00.000Z';
    const resolve = (resolution: NonNullable<Task['dispute']>['resolution']) =>
      operatorReviewOf({ ...rejected, status: 'COMPLETED', dispute: { ...dispute, resolution } });
    expect(resolve({ outcome: 'split', operator_cents: 500, note: 'Half the photos were right', resolved_at })).toMatchObject({
      decided_by: 'staff',
      decision: 'SPLIT',
      reasoning: 'Half the photos were right',
      decided_at: resolved_at,
      requirements: [{ requirement: 'photo of the door', met: false }],
    });
    expect(resolve({ outcome: 'release', resolved_at })).toMatchObject({
      decision: 'RELEASE',
      reasoning: 'Staff reviewed the appeal and released the reward to you.',
    });
  });

  it('has no checks when the agent decided before the Guardian did', () => {
    const early = aTask({ status: 'DISPUTED', review: { decision: 'REJECT', reason: dispute.reason }, dispute });
    expect(operatorReviewOf(early)).toMatchObject({ decided_by: 'agent', checks: [], requirements: [] });
  });
});
