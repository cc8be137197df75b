import { describe, expect, it } from 'vitest';
import { SCREENING_HANDLER } from '../../functions/manifest/table-permissions';
import { DEFAULT_SCREENING_MODEL_ID } from '../../functions/platform/settings/catalogue';
import { SCREENING_HANDLERS } from '../../lib/api';
import { handlerOf, synthesize } from './synth';

/** The screening model's grant: with SCREENING=bedrock, the functions that screen may invoke it, and no other API function (creation's is the screening function's). */
const isBedrock = (statement: { Action: string | string[] }) => [statement.Action].flat().some((action) => /^bedrock:/i.test(action));

/** The API's functions and the screening function (the workflows stack's, which task and batch creation invoke). */
const apiFunctions = (context: Record<string, string>) => {
  const synthesized = synthesize({ guardian: 'rules', ...context });
  const of = ({ ofType, statementsOf }: Pick<typeof synthesized, 'ofType' | 'statementsOf'>) =>
    ofType('AWS::Lambda::Function')
      .filter((fn) => fn.Properties.Description?.startsWith('Handoff '))
      .map((fn) => ({ fn, handler: handlerOf(fn), bedrock: statementsOf(fn).filter(isBedrock) }));
  return [...of(synthesized), ...of(synthesized.workflows).filter(({ handler }) => handler === SCREENING_HANDLER)];
};

describe('Screening settings', () => {
  it('screens with the rules only when SCREENING=rules: no function may call Bedrock for it', () => {
    const functions = apiFunctions({ screening: 'rules' });
    expect(functions.length).toBeGreaterThan(10);
    for (const { fn, handler, bedrock } of functions) {
      expect(fn.Properties.Environment.Variables, handler).toMatchObject({ SCREENING: 'rules', SCREENING_MODEL_ID: DEFAULT_SCREENING_MODEL_ID });
      expect(bedrock, handler).toEqual([]);
    }
  });

  it.each([
    ['deployed by default', {}],
    ['with SCREENING=bedrock', { screening: 'bedrock' }],
  ])(
    '%s: the rules, then the model, which exactly the screening functions may invoke (the MCP and A2A functions invoke theirs), in this Region',
    (_, context) => {
      const functions = apiFunctions(context);
      for (const { fn, handler } of functions) expect(fn.Properties.Environment.Variables.SCREENING, handler).toBe('bedrock');
      const granted = functions.filter(({ bedrock }) => bedrock.length > 0).map(({ handler }) => handler);
      expect(new Set(granted)).toEqual(SCREENING_HANDLERS);
      for (const { handler, bedrock } of functions.filter(({ bedrock }) => bedrock.length > 0)) {
        expect(bedrock, handler).toEqual([
          {
            Effect: 'Allow',
            Action: 'bedrock:InvokeModel',
            Resource: { 'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, `:bedrock:us-east-1::foundation-model/${DEFAULT_SCREENING_MODEL_ID}`]] },
          },
        ]);
      }
    },
  );

  // In-process, a slow screening model had creation's 29 s before it held the task; invoked, it must not be cut short sooner.
  it("gives the screening function the time creation screened in before, within creation's own", () => {
    const functions = apiFunctions({});
    const timeoutOf = (handler: string) => functions.find((f) => f.handler === handler)?.fn.Properties.Timeout;
    expect(timeoutOf(SCREENING_HANDLER)).toBe(25);
    for (const creation of ['contexts/work/creation/api/create-task', 'contexts/work/creation/api/create-batch'])
      expect(timeoutOf(creation)).toBeGreaterThan(timeoutOf(SCREENING_HANDLER));
  });

  it('refuses to synthesize a screening setting the functions could not use', () => {
    expect(() => synthesize({ screening: 'openai' })).toThrow(/Context screening must be/);
    expect(() => synthesize({ screening: 'bedrock', screeningModelId: 'my model' })).toThrow(/screeningModelId/);
  });
});
