/** The cold-start baseline: a function that loads nothing, bundled like every other. */
export const handler = async () => ({});
