/**
 * Pages the service publishes beside its apps and API, at the same path deployed (the edge's bucket,
 * lib/edge.ts) and locally (local/docs.ts); the functions link to them by absolute URL.
 */

/** The acceptable use policy (docs/acceptable-use.md rendered: lib/markdown-pages.ts). */
export const ACCEPTABLE_USE_PATH = '/acceptable-use';
/** How the Guardian decides on proof and how a person reviews it (docs/automated-decisions.md), linked from the operator app. */
export const AUTOMATED_DECISIONS_PATH = '/automated-decisions';

/** Each page rendered from Markdown, by its path: the file in docs/ it is rendered from. */
export const MARKDOWN_PAGES: Readonly<Record<string, string>> = {
  [ACCEPTABLE_USE_PATH]: 'acceptable-use.md',
  [AUTOMATED_DECISIONS_PATH]: 'automated-decisions.md',
};
