import { describe, expect, it } from 'vitest';
import type { EvidenceCheck } from '../../../../../../../functions/contexts/work/photos/domain/evidence';
import { type ApprovalRules, approvalOf, type GuardianVerdict } from '../../../../../../../functions/contexts/work/tasks/domain/guardian';
import { DEFAULT_CONFIDENCE_THRESHOLD } from '../../../../../../../functions/platform/settings/catalogue';

const rules: ApprovalRules = { confidenceThreshold: 0.9, approvalIsAdvice: false };
const passed: EvidenceCheck = { check: 'decodes', photo_id: 'ph_1', passed: true, detail: '4000x3000' };
const failed: EvidenceCheck = { check: 'not_duplicate', photo_id: 'ph_1', passed: false, detail: 'near-duplicate of a photo in another task' };
const met = { requirement: 'photo of the door', met: true, photo_ids: ['ph_1'], reason: 'shown' };
const approve = (confidence: number, overrides: Partial<GuardianVerdict> = {}): GuardianVerdict => ({
  decision: 'APPROVE',
  confidence,
  reasoning: 'The door is shown open.',
  requirements: [met],
  ...overrides,
});

describe('the approval policy (approvalOf)', () => {
  it('defaults the threshold to 0.9', () => {
    expect(DEFAULT_CONFIDENCE_THRESHOLD).toBe(0.9);
  });

  it('approves an APPROVE at or above the threshold with every check passed and every requirement met, keeping the verdict', () => {
    expect(approvalOf(approve(0.9), [passed], rules)).toEqual({ approved: true, verdict: approve(0.9) });
    expect(approvalOf(approve(1), [passed], rules).approved).toBe(true);
  });

  it('leaves an APPROVE below the threshold to the agent, as the reviewer gave it', () => {
    expect(approvalOf(approve(0.89), [passed], rules)).toEqual({ approved: false, verdict: approve(0.89) });
  });

  it.each(['REJECT', 'UNSURE'] as const)('never approves a %s, however confident', (decision) => {
    const verdict = approve(1, { decision });
    expect(approvalOf(verdict, [passed], { ...rules, confidenceThreshold: 0 })).toEqual({ approved: false, verdict });
  });

  it('overrules an APPROVE when the photos do not support a field of the result, naming the field', () => {
    const fields = [
      { field: 'open', supported: true, reason: 'door open in ph_1' },
      { field: 'hours', supported: false, reason: 'no hours visible' },
    ];
    const { approved, verdict } = approvalOf(approve(1, { resultFields: fields }), [passed], rules);
    expect(approved).toBe(false);
    expect(verdict).toMatchObject({ decision: 'UNSURE', resultFields: fields });
    expect(verdict.reasoning).toMatch(/^The photos do not support the result field hours, so no approval\. Reviewer: /);
    expect(approvalOf(approve(1, { resultFields: [fields[0]!] }), [passed], rules).approved).toBe(true);
  });

  it('overrules an APPROVE when an evidence check failed, naming the check before the reviewer', () => {
    const { approved, verdict } = approvalOf(approve(1), [passed, failed], rules);
    expect(approved).toBe(false);
    expect(verdict).toMatchObject({ decision: 'UNSURE', confidence: 1 });
    expect(verdict.reasoning).toBe('An evidence check failed (not_duplicate), so no approval. Reviewer: The door is shown open.');
  });

  it('overrules an APPROVE with a requirement the evidence did not meet', () => {
    const unmet = approve(0.99, { requirements: [met, { requirement: 'the opening hours', met: false, photo_ids: [], reason: 'no photo' }] });
    const { approved, verdict } = approvalOf(unmet, [passed], rules);
    expect(approved).toBe(false);
    expect(verdict.decision).toBe('UNSURE');
    expect(verdict.reasoning).toMatch(/^The reviewer approved with a requirement not met\./);
  });

  it('takes an APPROVE as advice where it is only advice (the rules reviewer in production): the agent decides', () => {
    const { approved, verdict } = approvalOf(approve(0.95), [passed], { ...rules, approvalIsAdvice: true });
    expect(approved).toBe(false);
    expect(verdict.decision).toBe('UNSURE');
    expect(verdict.reasoning).toMatch(/never approves in production; the agent decides/);
  });
});
