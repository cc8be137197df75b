import { describe, expect, it } from 'vitest';
import { DEPLOYABLE } from '../../functions/platform/settings/deploy';
import { handlerOf, synthesize } from './synth';

const environments = (context: Record<string, string | number | boolean> = {}) => {
  const { ofType, workflows, callbacks } = synthesize(context as Record<string, string | number>);
  return [...ofType('AWS::Lambda::Function'), ...workflows.ofType('AWS::Lambda::Function'), ...callbacks.ofType('AWS::Lambda::Function')].map(
    (fn) => ({ handler: handlerOf(fn), variables: fn.Properties.Environment.Variables as Record<string, unknown> }),
  );
};

describe('CDK context: the settings catalogue', () => {
  it('gives every function every context setting, by the variable the catalogue names', () => {
    const deployable = Object.values(DEPLOYABLE);
    for (const { handler, variables } of environments()) {
      for (const setting of deployable) expect(variables, `${handler} ${setting.env}`).toHaveProperty(setting.env);
    }
  });

  it('refuses at synth a dollar amount finer than a cent, which the functions would charge as $0', () => {
    expect(() => synthesize({ payoutGasFeeUsd: '0.055' })).toThrow(
      "Context payoutGasFeeUsd must be an amount in dollars with at most 2 decimals, got '0.055'",
    );
    expect(() => synthesize({ payoutGasFeeUsd: 0.055 })).toThrow(/payoutGasFeeUsd/);
  });

  it('refuses at synth hours the functions could not count', () => {
    expect(() => synthesize({ earningsHoldHours: '72h' })).toThrow("Context earningsHoldHours must be a number of hours from 0 to 8760, got '72h'");
  });

  it('refuses at synth an admin key hash that is not hex', () => {
    expect(() => synthesize({ adminApiKeySha256: 'z'.repeat(64) })).toThrow(/Context adminApiKeySha256 must be/);
  });

  it('refuses a context value that is neither text nor a number, instead of falling back to the default', () => {
    expect(() => synthesize({ earningsHoldHours: true } as never)).toThrow('Context earningsHoldHours must be a string or a number, got true');
  });

  it('names every bad context key at once, and checks them against each other', () => {
    expect(() => synthesize({ chainId: 'base', guardian: 'openai' })).toThrow(
      "Context guardian must be rules or bedrock, got 'openai'; Context chainId must be a positive integer, got 'base'",
    );
    expect(() => synthesize({ depositMinUsdc: 20, depositMaxUsdc: 10 })).toThrow('Context depositMinUsdc must not exceed depositMaxUsdc');
  });
});
