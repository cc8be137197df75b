/**
 * Lambda event filtering, in code: a record reaches a consumer when it matches any of the patterns,
 * as an event source mapping's FilterCriteria decide in AWS. The stream fan-out applies its consumers'
 * patterns with it, and the local stack its event sources' and the pipe's.
 * The subset CDK's FilterRule.isEqual / beginsWith / exists / notExists produce: exact values,
 * prefixes and whether a (leaf) field is there.
 */
/** Field -> the values it may take, or a pattern for the object it holds. */
export type FilterPattern = Readonly<Record<string, unknown>>;

const isPrefixRule = (rule: unknown): rule is { prefix: string } =>
  typeof rule === 'object' && rule !== null && Object.keys(rule).length === 1 && typeof (rule as { prefix?: unknown }).prefix === 'string';

const isExistsRule = (rule: unknown): rule is { exists: boolean } =>
  typeof rule === 'object' && rule !== null && Object.keys(rule).length === 1 && typeof (rule as { exists?: unknown }).exists === 'boolean';

const matchesRule = (value: unknown, rule: unknown): boolean => {
  if (isExistsRule(rule)) return (value !== undefined) === rule.exists;
  return isPrefixRule(rule) ? typeof value === 'string' && value.startsWith(rule.prefix) : value === rule;
};

const matches = (value: unknown, pattern: FilterPattern): boolean =>
  Object.entries(pattern).every(([key, rules]) => {
    const field = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
    return Array.isArray(rules) ? rules.some((rule) => matchesRule(field, rule)) : matches(field, rules as FilterPattern);
  });

/** Refuses, at start, a rule this subset would silently misread (numeric ranges, anything-but...). */
const assertSupported = (pattern: FilterPattern): void => {
  for (const rules of Object.values(pattern)) {
    if (!Array.isArray(rules)) assertSupported(rules as FilterPattern);
    else if (rules.some((rule) => typeof rule === 'object' && rule !== null && !isPrefixRule(rule) && !isExistsRule(rule))) {
      throw new Error(`Filter rule not supported locally: ${JSON.stringify(rules)}`);
    }
  }
};

export const eventFilter = (patterns: readonly FilterPattern[]) => {
  patterns.forEach(assertSupported);
  return (record: unknown): boolean => patterns.some((pattern) => matches(record, pattern));
};
