/** Reads a value by name (a secret, a parameter). */
export type NamedRead<T> = (name: string) => Promise<T>;

/**
 * `read`, each name's value reused for `maxAgeSeconds`: what a function reads from Secrets
 * Manager or SSM on a request path is asked for once per warm container and period, and a rotated
 * value reaches every container within the period. (Powertools' providers would do this, but they
 * import their SDK client when a function loads, where these readers import theirs at the first
 * read: the bench's cold start.)
 */
export const cachedReads = <T>(maxAgeSeconds: number, read: NamedRead<T>): NamedRead<T> => {
  const cache = new Map<string, { value: T; expiresAt: number }>();
  return async (name) => {
    const cached = cache.get(name);
    if (cached && Date.now() < cached.expiresAt) return cached.value;
    const value = await read(name);
    cache.set(name, { value, expiresAt: Date.now() + maxAgeSeconds * 1000 });
    return value;
  };
};
