import { describe, expect, it } from 'vitest';
import { functionByName } from '../../../../../functions/adapters/lambda/invoke';

describe('a function run by its name in Lambda and in-process locally', () => {
  it('runs the local handler when no name is set, and answers what it answered', async () => {
    const fn = functionByName<{ n: number }>(() => undefined, 'SOME_FUNCTION');
    fn.runLocally(async ({ n }) => ({ doubled: n * 2 }));
    expect(await fn.call({ n: 21 })).toEqual({ doubled: 42 });
  });

  it('refuses to run with neither a name nor a local handler, naming the variable to set', async () => {
    await expect(functionByName(() => undefined, 'SOME_FUNCTION').call({})).rejects.toThrow('No function to run: set SOME_FUNCTION');
  });
});
