import * as z from 'zod/mini';
import { platformErrors } from '../kernel/errors';

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

export const fieldName = (path: PropertyKey[]): string =>
  path.reduce<string>((name, part) => (typeof part === 'number' ? `${name}[${part}]` : name ? `${name}.${String(part)}` : String(part)), '');

/** Parses `input` with `schema`, or throws a 400 naming the first offending field. */
export const validate = <T>(schema: z.ZodMiniType<T>, input: unknown, what: string): T => {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = fieldName(issue.path);
  throw platformErrors.invalid(field ? `${field} ${issue.message}` : `${what} ${issue.message}`);
};

/** The schema's definition, as zod (classic and mini alike) keeps it. */
type Def = {
  type: string;
  shape?: Record<string, z.ZodMiniType>;
  catchall?: z.ZodMiniType;
  innerType?: z.ZodMiniType;
  in?: z.ZodMiniType;
  element?: z.ZodMiniType;
  options?: z.ZodMiniType[];
  left?: z.ZodMiniType;
  right?: z.ZodMiniType;
  items?: z.ZodMiniType[];
  getter?: () => z.ZodMiniType;
};
const defOf = (schema: z.ZodMiniType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Wrappers whose input is their inner schema's input. */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'nonoptional', 'readonly', 'catch', 'success']);

/** The object schemas `value` is read by at this level (a union's options that take objects, an intersection's sides). */
const objectShapes = (schema: z.ZodMiniType, value: unknown): Def[] => {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type) && def.innerType) return objectShapes(def.innerType, value);
  if (def.type === 'pipe' && def.in) return objectShapes(def.in, value);
  if (def.type === 'lazy' && def.getter) return objectShapes(def.getter(), value);
  if (def.type === 'object') return [def];
  if (def.type === 'intersection' && def.left && def.right) return [...objectShapes(def.left, value), ...objectShapes(def.right, value)];
  if (def.type === 'union' && def.options) {
    // The option the value parses as, when one does; otherwise every option (a field no option defines is unknown to all).
    const matching = def.options.find((option) => option.safeParse(value).success);
    return (matching ? [matching] : def.options).flatMap((option) => objectShapes(option, value));
  }
  return [];
};

/** The schema an array's items are read by, through wrappers. */
const arraySchema = (schema: z.ZodMiniType): { element?: z.ZodMiniType; items?: z.ZodMiniType[] } | undefined => {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type) && def.innerType) return arraySchema(def.innerType);
  if (def.type === 'pipe' && def.in) return arraySchema(def.in);
  if (def.type === 'lazy' && def.getter) return arraySchema(def.getter());
  if (def.type === 'array') return { element: def.element };
  if (def.type === 'tuple') return { items: def.items };
  if (def.type === 'union' && def.options) {
    for (const option of def.options) {
      const found = arraySchema(option);
      if (found) return found;
    }
  }
  return undefined;
};

/** The first field of `value` (in document order, depth first) that `schema` does not define, with the names defined beside it. */
export const unknownField = (
  schema: z.ZodMiniType,
  value: unknown,
  path: PropertyKey[] = [],
): { path: PropertyKey[]; known: string[] } | undefined => {
  if (Array.isArray(value)) {
    const array = arraySchema(schema);
    if (!array) return undefined;
    for (const [index, item] of value.entries()) {
      const itemSchema = array.element ?? array.items?.[index];
      const found = itemSchema && unknownField(itemSchema, item, [...path, index]);
      if (found) return found;
    }
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const shapes = objectShapes(schema, value);
  // Not an object schema (a record, unknown, any), or one that takes any field: nothing to refuse here.
  if (shapes.length === 0 || shapes.some((def) => def.catchall && defOf(def.catchall).type !== 'never')) return undefined;
  const known = [...new Set(shapes.flatMap((def) => Object.keys(def.shape ?? {})))];
  for (const [key, item] of Object.entries(value)) {
    // Own fields only: a field named like what every object inherits (`constructor`, `toString`) is not defined by the shape.
    const fields = shapes.flatMap((def) => (def.shape && Object.hasOwn(def.shape, key) ? [def.shape[key] as z.ZodMiniType] : []));
    if (fields.length === 0) return { path: [...path, key], known };
    for (const field of fields) {
      const found = unknownField(field, item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
};

/** Levenshtein distance between two names. */
const distance = (a: string, b: string): number => {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
};

/** The segment of a name before its first `_` (`deadline_hours` -> `deadline`). */
const stem = (name: string): string => name.toLowerCase().split('_')[0]!;

/**
 * The defined name closest to `name`, when one is close: within edit distance 2 (case aside), or
 * sharing its first word (`deadline_hours` and `deadline`). A shared first word beats edits; ties
 * go to the name that comes first in the schema, so the suggestion is deterministic.
 */
export const suggestField = (name: string, known: string[]): string | undefined => {
  const lower = name.toLowerCase();
  let best: { field: string; score: number } | undefined;
  for (const field of known) {
    const d = distance(lower, field.toLowerCase());
    const sameStem = stem(field).length >= 3 && stem(field) === stem(name);
    if (d > 2 && !sameStem) continue;
    // A shared first word beats any name without it; among either, the fewest edits.
    const score = sameStem ? d / 100 : d;
    if (!best || score < best.score) best = { field, score };
  }
  return best?.field;
};

/** Refuses (400) a JSON body carrying a field its schema does not define, anywhere in it, naming the path and a close defined name. */
export const refuseUnknownFields = (schema: z.ZodMiniType, input: unknown): void => {
  const found = unknownField(schema, input);
  if (!found) return;
  const name = String(found.path[found.path.length - 1]);
  const suggestion = suggestField(name, found.known);
  throw platformErrors.unknownField(fieldName(found.path), suggestion);
};
