import { describe, expect, it } from 'vitest';
import { handler as registerOperator } from '../../../../../../../functions/contexts/accounts/operators/api/register-operator';
import { bodyOf, refusalOf } from '../../../../../../support/refusals';

describe("an operator's registration (400 naming the field)", () => {
  it.each([
    [{ name: 'X' }, 'email is required'],
    [{ name: 'X', email: 'x@example.com', skills: 'photo' }, 'skills must be an array'],
    [{ name: 'X', email: 'x@example.com', skills: [1] }, 'skills[0] must be a string'],
  ])('refuses %j', async (payload, error) => {
    expect(await refusalOf(() => bodyOf(registerOperator, payload))).toEqual({ status: 400, body: { error } });
  });
});
