/**
 * The two sides a store contract runs on: the fake the unit tests use, and the real store over the
 * test run's DynamoDB Local (the API tier's table, test/support/global-setup.ts). A contract suite is
 * written once, over what `make` answers, and `describe.each(contractSides({...}))` runs it on both,
 * so a fake cannot keep a refusal the store does not (or miss one it does).
 */
export const contractSides = <Side>(sides: { fake: () => Side; 'DynamoDB Local': () => Side }): [string, () => Side][] => Object.entries(sides);

/** The refusal `promise` rejects with: the condition a ConditionFailed names, or the error's class, message and own fields (a shortfall, say); 'accepted' when it resolves. */
export const refusalOf = async (promise: Promise<unknown>): Promise<unknown> => {
  try {
    await promise;
  } catch (error) {
    if (error && typeof error === 'object' && 'condition' in error) return { condition: error.condition };
    if (error instanceof Error) {
      const { name: _name, ...fields } = error as Error & Record<string, unknown>;
      return { ...fields, error: error.constructor.name, message: error.message };
    }
    throw error;
  }
  return 'accepted';
};
