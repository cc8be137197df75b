import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { CfnGuardValidator } from '@cdklabs/cdk-validator-cfnguard';
import { NestedStack } from 'aws-cdk-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { deployTarget } from '../../functions/platform/settings/deploy';
import { buildHandoff } from '../../lib/handoff';
import { stageContext } from '../../lib/stage-context';
import {
  acknowledgementOf,
  type GuardAcknowledgement,
  type GuardFinding,
  guardAcknowledgements,
  templateNameOf,
} from '../support/guard-acknowledgements';
import { PRODUCTION_CONTEXT, testApp } from './synth';

/** The Control Tower proactive controls the validator ships (cfn-guard rule files, one control each). */
const RULES_DIR = join(
  dirname(createRequire(import.meta.url).resolve('@cdklabs/cdk-validator-cfnguard/package.json')),
  'rules/control-tower/cfn-guard',
);
const RULE_FILES = readdirSync(RULES_DIR, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.guard'))
  .map((file) => join(RULES_DIR, file));

/** The resource types each rule file names. */
const TYPES_OF_RULE = new Map(RULE_FILES.map((file) => [file, readFileSync(file, 'utf8').match(/AWS::[A-Za-z0-9]+::[A-Za-z0-9]+/g) ?? []]));

/**
 * The rules that name a resource type a template holds: every other one can only SKIP on it, and
 * cfn-guard's time grows with rules times template size (all 237 take minutes on the API stack).
 */
const rulesFor = (types: ReadonlySet<string>): string[] => RULE_FILES.filter((file) => TYPES_OF_RULE.get(file)!.some((type) => types.has(type)));

type Template = { Resources: Record<string, { Type: string }> };

interface Finding extends GuardFinding {
  readonly description: string;
}

/**
 * Synthesizes a stage as `npx cdk synth` does offline (the placeholder account, the stage's
 * stages/<name>.json under the given context) and runs the Control Tower rules on every template.
 */
const guard = (context: Record<string, unknown>, region: string, rulesOf: (types: ReadonlySet<string>) => string[] = rulesFor) => {
  // With CloudFormation's built-in check of the templates, as `cdk synth`: a template it refuses fails the synth here.
  const app = testApp({}, { validated: true });
  // As bin/app.ts: the account the CLI gives (the placeholder offline), the stage's committed file under the context.
  const { account } = deployTarget();
  const lookup = stageContext((key) => context[key] ?? app.node.tryGetContext(key), account);
  const stacks = buildHandoff(app, { account, region }, lookup);
  const assembly = app.synth();
  // Every template: the stacks', and each nested stack's (a file of its own beside its parent's).
  const templates = new Map<string, { stackName: string; template: Template }>([
    ...assembly.stacks.map(
      (stack) => [join(assembly.directory, stack.templateFile), { stackName: stack.stackName, template: stack.template }] as const,
    ),
    ...Object.values(stacks)
      .flatMap((stack) => stack.node.findAll().filter((construct): construct is NestedStack => construct instanceof NestedStack))
      .map((nested) => {
        const path = join(assembly.directory, nested.templateFile);
        return [path, { stackName: templateNameOf(nested), template: JSON.parse(readFileSync(path, 'utf8')) }] as const;
      }),
  ]);
  // Each template against the rules that name a type it holds, in one cfn-guard run apiece: any
  // other rule can only SKIP on it (the largest, the API's nested stacks of functions, hold few types).
  const typesOf = (template: Template) => new Set(Object.values(template.Resources).map((r) => r.Type));
  const rulesByTemplate = [...templates].map(([path, { template }]) => [path, rulesOf(typesOf(template))] as const).filter(([, of]) => of.length > 0);
  const rules = [...new Set(rulesByTemplate.flatMap(([, of]) => of))];
  const violations = rulesByTemplate.flatMap(
    ([path, of]) =>
      new CfnGuardValidator({ controlTowerRulesEnabled: false, rules: of }).validate({ templatePaths: [path], appConstruct: app }).violations,
  );
  // The rules run, by the names findings carry (each file's primary rule: `rule <name> when ...`).
  const ran = new Set(rules.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/^rule (\w+) when/gm)].map((match) => match[1]!)));
  const findings: Finding[] = violations.flatMap((violation) =>
    violation.violatingResources.map((resource) => {
      const stack = templates.get(resource.templatePath);
      // A finding without a resource stays unacknowledgeable: it shows as `<none>` in the failure.
      const logicalId = resource.resourceLogicalId ?? '<none>';
      return {
        rule: violation.ruleName,
        description: violation.description ?? '',
        stackName: stack?.stackName ?? resource.templatePath,
        logicalId,
        type: stack?.template.Resources[logicalId]?.Type ?? 'unknown',
      };
    }),
  );
  return {
    stacks,
    findings,
    ran,
    scanned: [...templates.values()].map(({ stackName }) => stackName),
    acknowledgements: guardAcknowledgements(stacks),
  };
};

const show = ({ rule, stackName, logicalId, type }: GuardFinding) => `${rule} ${stackName}/${logicalId} (${type})`;

describe.each([
  ['the default stage', {}, 'us-east-1'],
  // eu-west-1: the edge (us-east-1) then really crosses Regions; stages/prod.json gives mailIdentity and the RPC URL's parameter.
  ['the prod profile', PRODUCTION_CONTEXT, 'eu-west-1'],
])("AWS Control Tower's proactive controls (cfn-guard) on %s", (_, context, region) => {
  let findings: Finding[];
  let ran: Set<string>;
  let acknowledgements: GuardAcknowledgement[];
  let scanned: string[];
  // One synth and one cfn-guard run per stage, shared by the assertions.
  // An upper bound, not an expectation: two synths' worth of work on a loaded 2-core machine.
  beforeAll(() => {
    ({ findings, ran, acknowledgements, scanned } = guard(context, region));
  }, 600_000);

  it("scans every template, the API's nested stacks of functions included", () => {
    const api = scanned.find((name) => /^Handoff(-\w+-)?Api$/.test(name));
    const nested = ['CoreFunctions', 'OperatorFunctions', 'AgentPlatformFunctions'].map((id) => `${api}/${id}`);
    expect(scanned).toEqual(expect.arrayContaining(nested));
    for (const name of nested)
      expect(
        findings.some((finding) => finding.stackName === name && finding.type === 'AWS::Lambda::Function'),
        name,
      ).toBe(true);
  });

  it('finds nothing that is not fixed or acknowledged in test/support/guard-acknowledgements.ts', () => {
    expect(findings.filter((finding) => !acknowledgementOf(acknowledgements, finding)).map(show)).toEqual([]);
    expect(findings.length).toBeGreaterThan(0);
  });

  it('acknowledges only what it finds, under the control the finding names', () => {
    for (const acknowledgement of acknowledgements) {
      const covered = findings.filter((finding) => acknowledgementOf([acknowledgement], finding));
      expect(covered.length, `${acknowledgement.rule} matches no finding`).toBeGreaterThan(0);
      for (const finding of covered)
        expect(finding.description, show(finding)).toMatch(new RegExp(`^\\[${acknowledgement.control.replaceAll('.', '\\.')}\\]`));
    }
  });

  it('keeps what the templates pass passing: no KMS grants, buckets private and TLS only, object versions expired, the access logs versioned, OAC, alarm actions', () => {
    const passed = [
      'kms_create_grant_aws_service_check',
      's3_bucket_level_public_access_prohibited_check',
      's3_bucket_policy_ssl_requests_only_check',
      's3_version_lifecycle_policy_check',
      's3_bucket_versioning_enabled_check',
      'cloudfront_origin_access_control_enabled_check',
      'cloudwatch_alarm_action_check',
    ];
    for (const rule of passed) expect(ran, rule).toContain(rule);
    // Only the app bucket's versioning is acknowledged (its content is rebuilt from git on every deploy).
    expect(findings.filter((finding) => passed.includes(finding.rule)).map(show)).toEqual([
      expect.stringMatching(/^s3_bucket_versioning_enabled_check .*\/OperatorApp[0-9A-F]+ \(AWS::S3::Bucket\)$/),
    ]);
  });
});

describe('cfn-guard with a custom domain', () => {
  it("finds nothing in the distribution's certificate, SNI or TLS policy, and so acknowledges none of it", { timeout: 600_000 }, () => {
    const cloudFrontRules = () => RULE_FILES.filter((file) => file.includes('/cloudfront/'));
    const { findings, acknowledgements } = guard(
      {
        publicBaseUrl: 'https://app.handoff.test',
        edgeCertificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/12345678-1234-1234-1234-123456789012',
      },
      'us-east-1',
      cloudFrontRules,
    );
    expect(findings.map((finding) => finding.rule)).toEqual(['cloudfront_origin_failover_enabled_check']);
    expect(acknowledgements.filter((acknowledgement) => acknowledgement.rule.startsWith('cloudfront_')).map((a) => a.rule)).toEqual([
      'cloudfront_origin_failover_enabled_check',
    ]);
  });
});
