import { describe, expect, it } from 'vitest';
import { WORKFLOW_STEPS } from '../../functions/manifest/workflows';
import { DEFAULT_GUARDIAN_MODEL_ID } from '../../functions/platform/settings/catalogue';
import { VAPID_KEYS_RESOURCE_HANDLER } from '../../lib/push';
import { handlerOf, type Resource, synthesize } from './synth';

const REVIEW_PROOF = WORKFLOW_STEPS.reviewProof.handler;
const ACCOUNT = '111111111111'; // synth.ts synthesizes in this account, in us-east-1
const PROFILE_MODEL = 'anthropic.claude-3-5-haiku-20241022-v1:0';

/** A value of the template as text: Fn::Join put together, each Ref written as ${Name}. */
const render = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(render);
  if (value === null || typeof value !== 'object') return value;
  const object = value as Record<string, unknown>;
  if ('Fn::Join' in object) {
    const [separator, parts] = object['Fn::Join'] as [string, unknown[]];
    return parts.map(render).join(separator);
  }
  if ('Ref' in object) return `\${${object.Ref as string}}`;
  return Object.fromEntries(Object.entries(object).map(([key, inner]) => [key, render(inner)]));
};

const isBedrockAction = (action: string) => /^bedrock:/i.test(action) || action === '*';

/**
 * Every function of the deployment, and the Bedrock statements of every IAM policy, with the roles
 * they are attached to. Screening by the rules only, so that the Bedrock grants are the Guardian's
 * (test/infra/screening.test.ts holds the screening model's).
 */
const inspect = (context: Record<string, string | number> = {}) => {
  const synthesized = synthesize({ screening: 'rules', ...context });
  const stacks = [synthesized, synthesized.data, synthesized.workflows];
  // The service's functions; not the VAPID key pair's custom resource (nor CDK's provider for it), which runs at deploys and reads no setting.
  const functions: Resource[] = stacks
    .flatMap((stack) => stack.ofType('AWS::Lambda::Function'))
    .filter((fn) => fn.Properties.Description?.startsWith('Handoff ') && handlerOf(fn) !== VAPID_KEYS_RESOURCE_HANDLER);
  const bedrockGrants = stacks.flatMap((stack) =>
    stack
      .ofType('AWS::IAM::Policy')
      .flatMap((policy) =>
        policy.Properties.PolicyDocument.Statement.filter((statement: any) => [statement.Action].flat().some(isBedrockAction)).map(
          (statement: any) => ({ roles: policy.Properties.Roles.map((role: { Ref: string }) => role.Ref), statement: render(statement) as any }),
        ),
      ),
  );
  const reviewProof = synthesized.workflows.ofType('AWS::Lambda::Function').find((fn) => handlerOf(fn) === REVIEW_PROOF)!;
  const reviewProofRole: string = reviewProof.Properties.Role['Fn::GetAtt'][0];
  const templates = stacks.map((stack) => JSON.stringify(stack.template.toJSON()));
  return { functions, bedrockGrants, reviewProofRole, templates };
};

/** The Bedrock statements, having checked that they are all on the review-proof function's role and nowhere else. */
const grantsOfReviewProofOnly = ({ bedrockGrants, reviewProofRole }: ReturnType<typeof inspect>) => {
  expect(bedrockGrants.length).toBeGreaterThan(0);
  for (const { roles } of bedrockGrants) expect(roles).toEqual([reviewProofRole]);
  return bedrockGrants.map(({ statement }) => statement);
};

describe('Guardian settings', () => {
  it('by default deploys the Bedrock Guardian at 0.9 with the default model (the rules would never approve in production)', () => {
    const { functions } = inspect();
    expect(functions.length).toBeGreaterThan(10);
    for (const fn of functions) {
      expect(fn.Properties.Environment.Variables, handlerOf(fn)).toMatchObject({
        GUARDIAN: 'bedrock',
        GUARDIAN_CONFIDENCE_THRESHOLD: '0.9',
        GUARDIAN_MODEL_ID: DEFAULT_GUARDIAN_MODEL_ID,
      });
    }
    expect(DEFAULT_GUARDIAN_MODEL_ID).toBe('amazon.nova-lite-v1:0');
  });

  it('with the rules Guardian grants no Bedrock permission anywhere, and mentions Bedrock nowhere', () => {
    const { bedrockGrants, templates } = inspect({ guardian: 'rules' });
    expect(bedrockGrants).toEqual([]);
    for (const template of templates) expect(template).not.toMatch(/bedrock/i);
  });

  it('grants nothing of Bedrock to the rules Guardian, whatever model is configured', () => {
    const { bedrockGrants, functions } = inspect({ guardian: 'rules', guardianModelId: `us.${PROFILE_MODEL}` });
    expect(bedrockGrants).toEqual([]);
    for (const fn of functions) expect(fn.Properties.Environment.Variables.GUARDIAN_MODEL_ID).toBe(`us.${PROFILE_MODEL}`);
  });

  it('takes the Guardian, its threshold and its model from the CDK context, a threshold written as a number included', () => {
    const { functions } = inspect({ guardian: 'bedrock', guardianConfidenceThreshold: 0.75, guardianModelId: 'amazon.nova-pro-v1:0' });
    for (const fn of functions) {
      expect(fn.Properties.Environment.Variables, handlerOf(fn)).toMatchObject({
        GUARDIAN: 'bedrock',
        GUARDIAN_CONFIDENCE_THRESHOLD: '0.75',
        GUARDIAN_MODEL_ID: 'amazon.nova-pro-v1:0',
      });
    }
  });

  it('with the Bedrock Guardian, lets only review-proof invoke the configured model, in this Region', () => {
    const statements = grantsOfReviewProofOnly(inspect({ guardian: 'bedrock' }));
    expect(statements).toEqual([
      {
        Effect: 'Allow',
        Action: 'bedrock:InvokeModel',
        Resource: `arn:\${AWS::Partition}:bedrock:us-east-1::foundation-model/amazon.nova-lite-v1:0`,
      },
    ]);
  });

  it('with a cross-Region inference profile, grants the profile, and its model in any Region only through that profile', () => {
    const profileArn = `arn:\${AWS::Partition}:bedrock:us-east-1:${ACCOUNT}:inference-profile/eu.${PROFILE_MODEL}`;
    const statements = grantsOfReviewProofOnly(inspect({ guardian: 'bedrock', guardianModelId: `eu.${PROFILE_MODEL}` }));
    expect(statements).toEqual([
      { Effect: 'Allow', Action: 'bedrock:InvokeModel', Resource: profileArn },
      {
        Effect: 'Allow',
        Action: 'bedrock:InvokeModel',
        Resource: `arn:\${AWS::Partition}:bedrock:*::foundation-model/${PROFILE_MODEL}`,
        Condition: { ArnLike: { 'bedrock:InferenceProfileArn': profileArn } },
      },
    ]);
  });

  it('with a global inference profile, also grants its model under the Region-less ARN', () => {
    const statements = grantsOfReviewProofOnly(inspect({ guardian: 'bedrock', guardianModelId: `global.${PROFILE_MODEL}` }));
    expect(statements).toHaveLength(2);
    expect(statements[0].Resource).toBe(`arn:\${AWS::Partition}:bedrock:us-east-1:${ACCOUNT}:inference-profile/global.${PROFILE_MODEL}`);
    expect(statements[1].Resource).toEqual([
      `arn:\${AWS::Partition}:bedrock:*::foundation-model/${PROFILE_MODEL}`,
      `arn:\${AWS::Partition}:bedrock:::foundation-model/${PROFILE_MODEL}`,
    ]);
  });

  it('refuses to synthesize a Guardian setting the functions could not use', () => {
    for (const guardian of ['Bedrock', 'openai', '', 1]) expect(() => synthesize({ guardian }), String(guardian)).toThrow(/Context guardian must be/);
    for (const guardianConfidenceThreshold of ['1.5', '-0.1', 'high', '', ' ', 2]) {
      expect(() => synthesize({ guardianConfidenceThreshold }), String(guardianConfidenceThreshold)).toThrow(/guardianConfidenceThreshold/);
    }
    for (const guardianModelId of ['', 'us.', 'anthropic..claude', 'my model', `arn:aws:bedrock:us-east-1::foundation-model/${PROFILE_MODEL}`]) {
      expect(() => synthesize({ guardian: 'bedrock', guardianModelId }), guardianModelId).toThrow(/guardianModelId/);
    }
  });

  it('accepts both ends of the threshold', () => {
    for (const [value, expected] of [
      [0, '0'],
      [1, '1'],
    ] as const) {
      const reviewProof = inspect({ guardianConfidenceThreshold: value }).functions.find((fn) => handlerOf(fn) === REVIEW_PROOF)!;
      expect(reviewProof.Properties.Environment.Variables.GUARDIAN_CONFIDENCE_THRESHOLD).toBe(expected);
    }
  });
});
