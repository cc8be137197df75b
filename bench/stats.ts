/** The value at quantile `q` (0..1) of `values`, by the nearest-rank method; NaN when empty. */
export const percentile = (values: readonly number[], q: number): number => {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
};

export const median = (values: readonly number[]): number => percentile(values, 0.5);

export const sum = (values: Iterable<number>): number => {
  let total = 0;
  for (const value of values) total += value;
  return total;
};

/** Rounds for reports: figures keep `digits` decimals, no float noise in the JSON. */
export const round = (value: number, digits = 2): number => Number(value.toFixed(digits));

/** Groups `items` by `key`, keeping first-seen order. */
export const groupBy = <T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> => {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
};
