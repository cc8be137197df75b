/**
 * Instants are compared as numbers, never as strings: an ISO timestamp sorts as its instant only
 * within years 0000-9999 in one format (`+010000-01-01T…` sorts before `2026-…`), and timestamps
 * reach the service in any offset.
 */
export const instantOf = (at: string | Date): number => (typeof at === 'string' ? Date.parse(at) : at.getTime());

/** Whether `a` is strictly later than `b`. */
export const isLater = (a: string | Date, b: string | Date): boolean => instantOf(a) > instantOf(b);

/** The latest of some timestamps. */
export const latestOf = (first: string, ...rest: string[]): string => rest.reduce((latest, at) => (isLater(at, latest) ? at : latest), first);

/** The latest instant an index key can order as a string (the last of year 9999). */
const LAST_SORTABLE = Date.parse('9999-12-31T23:59:59.999Z');

/**
 * An instant as a DynamoDB sort key orders it (the timer index reads `<= now`): its UTC ISO form,
 * which sorts as the instant does; one later than year 9999 is kept at the last sortable instant,
 * which no sweep before then reaches either.
 */
export const sortableInstant = (at: string): string => new Date(Math.min(instantOf(at), LAST_SORTABLE)).toISOString();
