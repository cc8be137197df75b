import type { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { buildHandoff, buildStage } from '../../lib/handoff';
import { PRODUCTION_CONTEXT, synthesize, testApp } from './synth';

const ACCOUNT = { account: '111111111111', region: 'eu-west-1' };

/** Each name one stage claims in the account: its stacks, their exports (cross-Region ones are SSM parameters), fixed resource names. */
const claimedNames = (stacks: Record<string, { stackName: string }>, assembly: ReturnType<App['synth']>): string[] =>
  Object.values(stacks).flatMap(({ stackName }) => {
    const template = assembly.getStackByName(stackName).template;
    const exports = Object.values<any>(template.Outputs ?? {}).flatMap((output) => (output.Export ? [output.Export.Name] : []));
    const resources = Object.values<any>(template.Resources ?? {});
    const ssmExports = resources.flatMap((resource) => Object.keys(resource.Properties?.WriterProps?.exports ?? {}));
    // Literal names the template fixes (an inline policy's name is its role's own, not the account's).
    const fixed = resources.flatMap((resource) =>
      Object.entries<unknown>(resource.Properties ?? {}).flatMap(([key, value]) =>
        /Name$/.test(key) && typeof value === 'string' && !['PolicyName', 'MetricName', 'StageName'].includes(key)
          ? [`${resource.Type} ${value}`]
          : [],
      ),
    );
    const webAclMetrics = resources.flatMap((resource) =>
      resource.Type === 'AWS::WAFv2::WebACL'
        ? [resource.Properties.VisibilityConfig.MetricName, ...resource.Properties.Rules.map((rule: any) => rule.VisibilityConfig.MetricName)]
        : [],
    );
    return [stackName, ...exports, ...ssmExports, ...fixed, ...webAclMetrics];
  });

describe('Stages: several environments in one account', () => {
  it("keeps today's stack names without a stage", () => {
    const app = testApp();
    const stacks = buildHandoff(app, ACCOUNT);
    expect(Object.values(stacks).map((stack) => stack.stackName)).toEqual([
      'HandoffData',
      'HandoffApi',
      'HandoffEdge',
      'HandoffWorkflows',
      'HandoffCallbacks',
      'HandoffObservability',
    ]);
  });

  it('gives two stages synthesized in one app no stack name, export name or fixed resource name in common', () => {
    const app = testApp();
    const context = (values: Record<string, string>) => (key: string) => values[key];
    const dev = buildHandoff(app, ACCOUNT, context({ stage: 'dev' }));
    const prod = buildHandoff(app, ACCOUNT, context(PRODUCTION_CONTEXT));
    const assembly = app.synth();
    const devNames = claimedNames(dev, assembly);
    const prodNames = claimedNames(prod, assembly);
    expect(dev.data.stackName).toBe('Handoff-dev-Data');
    expect(prod.observability.stackName).toBe('Handoff-prod-Observability');
    expect(devNames.filter((name) => name.startsWith('Handoff-dev-Data:')).length).toBeGreaterThan(0);
    expect(prodNames).toContain('AWS::CloudWatch::Dashboard Handoff-prod');
    // What the edge (us-east-1) reads from the stage's Region: the HTTP API, both pools' app clients
    // (operator app and back office), and the photo bucket, whose CORS it sets.
    expect(prodNames.filter((name) => name.startsWith('/cdk/exports/Handoff-prod-Edge/')).length).toBe(4);
    expect(devNames.filter((name) => prodNames.includes(name))).toEqual([]);
  });

  it('protects every stack of a stage from termination', () => {
    const app = testApp();
    const stacks = buildHandoff(app, ACCOUNT, (key) => ({ stage: 'dev' })[key]);
    for (const stack of Object.values(stacks)) expect(stack.terminationProtection, stack.stackName).toBe(true);
    const manifest = app.synth().manifest.artifacts ?? {};
    for (const stack of Object.values(stacks)) expect((manifest[stack.artifactId]?.properties as any)?.terminationProtection).toBe(true);
  });

  it('refuses a stage that could not prefix a stack name', () => {
    expect(() => synthesize({ stage: 'Prod_1' })).toThrow(
      "Context stage must be empty or up to 16 lower-case letters and digits, starting with a letter, got 'Prod_1'",
    );
  });
});

describe("A stage's account and Region: every stack pinned to them", () => {
  const dev = { stage: 'dev', account: '123456789012', region: 'eu-west-1' };
  const regions = (stacks: ReturnType<typeof buildStage>) => Object.values(stacks).map((stack) => `${stack.account}/${stack.region}`);

  it("puts every stack in the stage's account and Region (the edge in us-east-1), whatever the CLI's defaults offline", () => {
    const stacks = buildStage(testApp(dev), { account: '000000000000', region: 'us-east-1' });
    expect(regions(stacks)).toEqual([
      '123456789012/eu-west-1',
      '123456789012/eu-west-1',
      '123456789012/us-east-1',
      '123456789012/eu-west-1',
      '123456789012/eu-west-1',
      '123456789012/eu-west-1',
    ]);
  });

  it('deploys with credentials for the same account and Region', () => {
    expect(regions(buildStage(testApp(dev), { account: '123456789012', region: 'eu-west-1' }))[0]).toBe('123456789012/eu-west-1');
  });

  it("refuses at synth a deploy whose CLI Region (AWS_REGION or the profile's) is not the stage's", () => {
    expect(() => buildStage(testApp(dev), { account: '123456789012', region: 'us-east-1' })).toThrow(
      "Stage dev deploys to eu-west-1, but the CDK CLI's Region is us-east-1: run it with AWS_REGION=eu-west-1 (as docs/runbook.md does)",
    );
  });

  it('refuses credentials for another account, and a named stage that names no account or Region against a real one', () => {
    expect(() => buildStage(testApp(dev), { account: '999999999999', region: 'eu-west-1' })).toThrow(
      'Stage dev deploys to account 123456789012, but the credentials are for account 999999999999: use a profile of 123456789012',
    );
    expect(() => buildStage(testApp({ stage: 'dev', region: 'eu-west-1' }), { account: '123456789012', region: 'eu-west-1' })).toThrow(
      'stages/dev.json must name the account and region the stage deploys to ("account", "region")',
    );
  });

  it('refuses an account or Region that is not one', () => {
    expect(() => buildStage(testApp({ ...dev, region: 'Europe' }), { account: '000000000000', region: 'us-east-1' })).toThrow(
      "Context region must be an AWS Region, got 'Europe'",
    );
  });

  it('keeps the offline synth without a stage (CI) in the placeholder account', () => {
    expect(regions(buildStage(testApp(), { account: '000000000000', region: 'us-east-1' }))[0]).toBe('000000000000/us-east-1');
  });
});

describe('The production profile: stage prod', () => {
  it('refuses to synthesize with nothing set, naming every missing item in one message', () => {
    let message = '';
    try {
      synthesize({ stage: 'prod' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('; ')).toEqual([
      'Context mailFrom is required at stage prod: a sender verified in SES',
      'Context adminApiKeySha256 is required at stage prod: the SHA-256 of the admin key',
      'Context chainRpcUrlParameter is required at stage prod: the SSM parameter holding the chain RPC URL',
      'Context depositAddress is required at stage prod: where agents send USDC',
      'Context account is required at stage prod: the AWS account the stage deploys to',
      'Context region is required at stage prod: the AWS Region the stage deploys to',
      'Context alarmEmail is required at stage prod: where the alarms are mailed',
    ]);
  });

  it('refuses the plain RPC URL, which would sit in every function environment', () => {
    expect(() => synthesize({ ...PRODUCTION_CONTEXT, chainRpcUrlParameter: '', chainRpcUrl: 'https://base.example/v2/key' })).toThrow(
      'Context chainRpcUrl must be unset at stage prod: store the URL in SSM and name the parameter in chainRpcUrlParameter',
    );
  });

  it('synthesizes with every item set, the operators invited through SES from the verified sender', () => {
    const { data } = synthesize(PRODUCTION_CONTEXT);
    const [pool] = data.ofType('AWS::Cognito::UserPool');
    expect(pool?.Properties.EmailConfiguration).toMatchObject({
      EmailSendingAccount: 'DEVELOPER',
      From: 'Handoff <no-reply@handoff.dev>',
      // The partition is a literal (cdk.json: enablePartitionLiterals).
      SourceArn: 'arn:aws:ses:us-east-1:111111111111:identity/no-reply@handoff.dev',
    });
  });

  it("names the SES domain identity when mailIdentity is 'domain' (Cognito refuses a pool whose identity is not verified)", () => {
    const { data } = synthesize({ ...PRODUCTION_CONTEXT, mailIdentity: 'domain' });
    expect(data.ofType('AWS::Cognito::UserPool')[0]?.Properties.EmailConfiguration.SourceArn).toBe(
      'arn:aws:ses:us-east-1:111111111111:identity/handoff.dev',
    );
    expect(() => synthesize({ ...PRODUCTION_CONTEXT, mailIdentity: 'both' })).toThrow(
      "Context mailIdentity must be 'address' or 'domain', got 'both'",
    );
  });

  it("turns on Cognito threat protection (the Plus plan) for the production stage's operators only", () => {
    const pool = (context: Record<string, string>) => synthesize(context).data.ofType('AWS::Cognito::UserPool')[0]!.Properties;
    expect(pool(PRODUCTION_CONTEXT)).toMatchObject({
      UserPoolTier: 'PLUS',
      UserPoolAddOns: { AdvancedSecurityMode: 'ENFORCED' },
    });
    expect(pool({ stage: 'dev' })).toMatchObject({ UserPoolTier: 'LITE' });
    expect(pool({ stage: 'dev' }).UserPoolAddOns).toBeUndefined();
  });

  it("leaves another stage's invitations to Cognito's own mail, which needs no SES identity", () => {
    const { data } = synthesize({ stage: 'dev' });
    expect(data.ofType('AWS::Cognito::UserPool')[0]?.Properties.EmailConfiguration).toBeUndefined();
  });
});
