/**
 * A value made at its first use and kept: what a function needs on some requests only (a schema,
 * an address list) is not built as it loads, at every cold start.
 */
export const atFirstUse = <T>(make: () => T): (() => T) => {
  let value: T | undefined;
  return () => (value ??= make());
};
