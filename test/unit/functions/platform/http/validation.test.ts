import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validate } from '../../../../../functions/platform/http/validation';
import { InvalidRequestError } from '../../../../../functions/platform/kernel/errors';

const schema = z.object({
  title: z.string().min(1).max(5),
  reward: z.number().min(1),
  tags: z.array(z.string()).min(1),
  kind: z.enum(['A', 'B']),
});

const messageFor = (input: unknown): string => {
  try {
    validate(schema, input, 'Request body');
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidRequestError);
    return (error as Error).message;
  }
  throw new Error('expected a validation error');
};

const valid = { title: 'ok', reward: 1, tags: ['x'], kind: 'A' };

describe('validate', () => {
  it('returns the parsed value when valid', () => {
    expect(validate(schema, valid, 'Request body')).toEqual(valid);
  });

  it.each([
    [{ ...valid, title: undefined }, 'title is required'],
    [{ ...valid, title: '' }, 'title must not be empty'],
    [{ ...valid, title: 'toolong' }, 'title must be at most 5 characters'],
    [{ ...valid, reward: 0.5 }, 'reward must be at least 1'],
    [{ ...valid, reward: '1' }, 'reward must be a number'],
    [{ ...valid, tags: [] }, 'tags must not be empty'],
    [{ ...valid, tags: [1] }, 'tags[0] must be a string'],
    [{ ...valid, kind: 'C' }, 'kind must be one of A, B'],
  ])('names the offending field: %j', (input, message) => {
    expect(messageFor(input)).toBe(message);
  });
});
