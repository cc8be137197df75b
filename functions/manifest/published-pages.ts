/**
 * Pages the service publishes beside its apps and API, at the same path deployed (the edge's bucket,
 * lib/edge.ts) and locally (local/docs.ts); the functions link to them by absolute URL.
 */

/** The acceptable use policy (docs/acceptable-use.md rendered: lib/acceptable-use-page.ts). */
export const ACCEPTABLE_USE_PATH = '/acceptable-use';
