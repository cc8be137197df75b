/**
 * An update that sets each attribute of `set` to its value and removes each of `remove`: its
 * UpdateExpression and the values it names (`:<attribute>`), for an UpdateCommand to spread.
 */
export const setAndRemove = (set: Record<string, unknown>, remove: readonly string[]) => {
  const names = Object.keys(set);
  return {
    UpdateExpression: [
      names.length ? `SET ${names.map((name) => `${name} = :${name}`).join(', ')}` : '',
      remove.length ? `REMOVE ${remove.join(', ')}` : '',
    ]
      .filter(Boolean)
      .join(' '),
    values: Object.fromEntries(names.map((name) => [`:${name}`, set[name]])),
  };
};
