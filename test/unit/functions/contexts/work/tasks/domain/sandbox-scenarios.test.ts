import { describe, expect, it } from 'vitest';
import { SANDBOX_STEPS, simulatedMove } from '../../../../../../../functions/contexts/work/tasks/domain/sandbox';
import type { SANDBOX_SCENARIOS } from '../../../../../../../functions/contexts/work/tasks/domain/tasks';

const plan = (scenario: (typeof SANDBOX_SCENARIOS)[number] | undefined) =>
  SANDBOX_STEPS.map((step) => simulatedMove({ sandbox_scenario: scenario }, step));

describe('Sandbox scenarios: what the simulated operator does at each step', () => {
  it('plays every step for complete, which is also the default', () => {
    expect(plan('complete')).toEqual(['claim', 'approve', 'start', 'submit']);
    expect(plan(undefined)).toEqual(plan('complete'));
  });

  it('submits doubtful proof for manual_review', () => {
    expect(plan('manual_review')).toEqual(['claim', 'approve', 'start', 'submit_doubtful']);
  });

  it('withdraws the claim instead of approving it for operator_withdraws, then stops', () => {
    expect(plan('operator_withdraws')).toEqual(['claim', 'withdraw', 'stop', 'stop']);
  });

  it('never claims for expire', () => {
    expect(plan('expire')).toEqual(['stop', 'stop', 'stop', 'stop']);
  });
});
