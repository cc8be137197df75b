import { describe, expect, it } from 'vitest';
import { statusOf } from '../../../../../functions/platform/http/responses';
import { type DomainError, errors, TransitionRefusedError } from '../../../../../functions/platform/kernel/errors';

type Factory = (...args: never[]) => DomainError;

describe('statusOf', () => {
  it('gives every error of the catalogue a status code', () => {
    for (const [name, factory] of Object.entries(errors) as [string, Factory][]) {
      expect({ name, status: statusOf(factory()) }).toEqual({ name, status: expect.any(Number) });
    }
  });

  it('answers each kind with its status', () => {
    expect(statusOf(errors.malformedJson())).toBe(400);
    expect(statusOf(errors.missingApiKey())).toBe(401);
    expect(statusOf(errors.insufficientEscrowBalance(1))).toBe(402);
    expect(statusOf(errors.kycRequired())).toBe(403);
    expect(statusOf(errors.taskNotFound())).toBe(404);
    expect(statusOf(errors.agentEmailTaken())).toBe(409);
    expect(statusOf(errors.taskExpired())).toBe(410);
    expect(statusOf(errors.bodyTooLarge())).toBe(413);
    expect(statusOf(errors.minimumTaskValue(1))).toBe(422);
    expect(statusOf(errors.depositsUnavailable())).toBe(503);
  });

  it('answers a refused transition as a 404, with its own message', () => {
    const refusal = errors.taskNotCancellable();
    expect(refusal).toBeInstanceOf(TransitionRefusedError);
    expect(statusOf(refusal)).toBe(404);
    expect(refusal.message).toBe('Task not found or cannot be cancelled');
  });

  it('keeps the cause a failure was given', () => {
    const cause = new Error('lookup timed out');
    expect(new TransitionRefusedError('Task not found', { cause }).cause).toBe(cause);
  });
});
