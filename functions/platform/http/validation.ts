import * as z from 'zod/mini';
import { errors } from '../kernel/errors';

/**
 * Validation messages read as "<field> <problem>", e.g. "email must be a valid email address",
 * so a client learns which field to fix from the message alone.
 */
z.config({
  customError: (issue) => {
    if (issue.input === undefined && (issue.code === 'invalid_type' || issue.code === 'invalid_value')) return 'is required';
    switch (issue.code) {
      case 'invalid_type':
        return `must be ${withArticle(issue.expected)}`;
      case 'too_small':
        if ((issue.origin === 'string' || issue.origin === 'array') && Number(issue.minimum) === 1) return 'must not be empty';
        return bound('at least', issue.origin, issue.minimum, issue.inclusive);
      case 'too_big':
        return bound('at most', issue.origin, issue.maximum, issue.inclusive);
      case 'invalid_format':
        return issue.format === 'email' ? 'must be a valid email address' : `must be a valid ${issue.format}`;
      case 'invalid_value':
        return `must be one of ${issue.values.map(String).join(', ')}`;
      default:
        return undefined;
    }
  },
});

const TYPE_NAMES: Record<string, string> = { int: 'integer' };

const withArticle = (type: string): string => {
  const name = TYPE_NAMES[type] ?? type;
  return /^[aeiou]/.test(name) ? `an ${name}` : `a ${name}`;
};

const bound = (word: string, origin: string, limit: number | bigint, inclusive = true): string => {
  const unit = origin === 'string' ? ' characters' : origin === 'array' ? ' items' : '';
  return inclusive ? `must be ${word} ${limit}${unit}` : `must be ${word === 'at least' ? 'greater' : 'less'} than ${limit}${unit}`;
};

const fieldName = (path: PropertyKey[]): string =>
  path.reduce<string>((name, part) => (typeof part === 'number' ? `${name}[${part}]` : name ? `${name}.${String(part)}` : String(part)), '');

/** Parses `input` with `schema`, or throws a 400 naming the first offending field. */
export const validate = <T>(schema: z.ZodMiniType<T>, input: unknown, what: string): T => {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = fieldName(issue.path);
  throw errors.invalid(field ? `${field} ${issue.message}` : `${what} ${issue.message}`);
};
