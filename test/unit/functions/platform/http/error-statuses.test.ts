import { describe, expect, it } from 'vitest';
import { agentErrors } from '../../../../../functions/contexts/accounts/agents/errors';
import { operatorErrors } from '../../../../../functions/contexts/accounts/operators/errors';
import { depositErrors } from '../../../../../functions/contexts/money/deposits/errors';
import { taskErrors } from '../../../../../functions/contexts/work/tasks/errors';
import { statusOf } from '../../../../../functions/platform/http/responses';
import { platformErrors, TransitionRefusedError } from '../../../../../functions/platform/kernel/errors';
import { errorCatalogues, sample } from '../../../../support/error-catalogues';

describe('statusOf', () => {
  it('gives every error of every catalogue a status code', async () => {
    for (const { name: catalogue, entries } of await errorCatalogues()) {
      for (const [entry, factory] of Object.entries(entries)) {
        const name = `${catalogue}.${entry}`;
        expect({ name, status: statusOf(sample(factory)) }).toEqual({ name, status: expect.any(Number) });
      }
    }
  });

  it('answers each kind with its status', () => {
    expect(statusOf(platformErrors.malformedJson())).toBe(400);
    expect(statusOf(agentErrors.missingApiKey())).toBe(401);
    expect(statusOf(taskErrors.insufficientEscrowBalance(1))).toBe(402);
    expect(statusOf(operatorErrors.kycRequired())).toBe(403);
    expect(statusOf(taskErrors.taskNotFound())).toBe(404);
    expect(statusOf(agentErrors.agentEmailTaken())).toBe(409);
    expect(statusOf(taskErrors.taskExpired())).toBe(410);
    expect(statusOf(platformErrors.bodyTooLarge())).toBe(413);
    expect(statusOf(taskErrors.minimumTaskValue(1))).toBe(422);
    expect(statusOf(depositErrors.depositsUnavailable())).toBe(503);
  });

  it('answers a refused transition as a 404, with its own message', () => {
    const refusal = taskErrors.taskNotCancellable();
    expect(refusal).toBeInstanceOf(TransitionRefusedError);
    expect(statusOf(refusal)).toBe(404);
    expect(refusal.message).toBe('Task not found or cannot be cancelled');
  });

  it('keeps the cause a failure was given', () => {
    const cause = new Error('lookup timed out');
    expect(new TransitionRefusedError('Task not found', { cause }).cause).toBe(cause);
  });
});
