import { describe, expect, it } from 'vitest';
import { handler as registerAgent } from '../../../../../../../functions/contexts/accounts/agents/api/register-agent';
import { bodyOf, refusalOf } from '../../../../../../support/refusals';

describe("an agent's registration (400 naming the field)", () => {
  it.each([
    [{ name: 'X' }, 'email is required'],
    [{ name: 'X', email: 'not-an-email' }, 'email must be a valid email address'],
    [{ name: '', email: 'x@example.com' }, 'name must not be empty'],
    [{ name: 42, email: 'x@example.com' }, 'name must be a string'],
  ])('refuses %j', async (payload, error) => {
    expect(await refusalOf(() => bodyOf(registerAgent, payload))).toEqual({ status: 400, body: { error } });
  });
});
