import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NestedStack, Stack } from 'aws-cdk-lib';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { buildHandoff } from '../../lib/handoff';
import { PRODUCTION_CONTEXT, testApp } from './synth';

/**
 * cdk-nag's AwsSolutions and Serverless packs over the whole app: every finding is fixed or
 * acknowledged, with its reason, in lib/nag-acknowledgements.ts. Without a stage, and as the production
 * stage deploys it (the RPC URL's parameter grants, the SES invitations).
 */
describe.each([
  ['no stage', {}],
  ['stage prod', PRODUCTION_CONTEXT],
])('cdk-nag (AwsSolutions, Serverless), %s', (_, context) => {
  const app = testApp(context);
  const stacks = buildHandoff(app, { account: '111111111111', region: 'us-east-1' });

  it('finds nothing that is not fixed or acknowledged', () => {
    const findings = [new AwsSolutionsChecks(app), new ServerlessChecks(app)].flatMap((pack) =>
      pack
        .validateScope(app)
        .violations.flatMap((violation) => violation.violatingResources.map((resource) => `${violation.ruleName} ${resource.constructPath}`)),
    );
    expect(findings).toEqual([]);
  });

  it('checks the nested stacks too: a finding planted in one is reported', () => {
    const probe = testApp();
    const parent = new Stack(probe, 'Parent', { env: { account: '111111111111', region: 'us-east-1' } });
    new Queue(new NestedStack(parent, 'Nested'), 'Plain');
    const found = new AwsSolutionsChecks(probe)
      .validateScope(probe)
      .violations.flatMap((violation) => violation.violatingResources.map((resource) => `${violation.ruleName} ${resource.constructPath}`));
    expect(found).toContain('AwsSolutions-SQS3 Parent/Nested/Plain/Resource');
    expect(stacks.api.node.findAll().filter((construct) => construct instanceof NestedStack)).toHaveLength(3);
  });

  it("grants Resource * only for actions that take no resource: X-Ray uploads, state machine log delivery, the app deployment's invalidation, SES mail from the configured sender", () => {
    const assembly = app.synth();
    // Every template, the nested stacks' (files of their own in the assembly) included.
    const nested = stacks.api.node.findAll().filter((construct): construct is NestedStack => construct instanceof NestedStack);
    const templates = [
      ...Object.values(stacks).map((stack) => assembly.getStackByName(stack.stackName).template),
      ...nested.map((stack) => JSON.parse(readFileSync(join(assembly.directory, stack.templateFile), 'utf8'))),
    ];
    const wildcard = templates.flatMap((template) =>
      Object.values<any>(template.Resources ?? {})
        .filter((resource) => resource.Type === 'AWS::IAM::Policy')
        .flatMap((policy) => policy.Properties.PolicyDocument.Statement)
        .filter((statement: any) => statement.Resource === '*'),
    );
    // Per action: CDK merges statements with the same resource and conditions (feature flag minimizePolicies, cdk.json).
    const noResource = [
      /^xray:(PutTraceSegments|PutTelemetryRecords|GetSamplingRules|GetSamplingTargets)$/,
      /^logs:(CreateLogDelivery|GetLogDelivery|UpdateLogDelivery|DeleteLogDelivery|ListLogDeliveries|PutResourcePolicy|DescribeResourcePolicies|DescribeLogGroups)$/,
      /^cloudfront:(GetInvalidation|CreateInvalidation)$/,
    ];
    for (const statement of wildcard) {
      const actions: string[] = [statement.Action].flat();
      const mail = actions.length === 1 && actions[0] === 'ses:SendEmail' && Boolean(statement.Condition?.StringEquals?.['ses:FromAddress']);
      expect(mail || actions.every((action) => noResource.some((pattern) => pattern.test(action))), JSON.stringify(statement)).toBe(true);
    }
    expect(wildcard.length).toBeGreaterThan(0);
  });
});
