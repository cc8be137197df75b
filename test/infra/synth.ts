import { App, NestedStack, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { expect } from 'vitest';
import { CDK_JSON_CONTEXT } from '../../lib/cdk-json';
import { buildHandoff } from '../../lib/handoff';

/**
 * An app as `cdk synth` makes it (cdk.json's context under the given one), without bundling (esbuild
 * would add seconds per function) and, unless `validated`, without CloudFormation's built-in check
 * of the templates (cdk.json: validateAgainstDefaultRules), two thirds of a synth's time: the cfn-guard
 * test runs it on each stage it synthesizes, the other files assert what their context changes.
 */
export const testApp = (context: Record<string, unknown> = {}, { outdir, validated = false }: { outdir?: string; validated?: boolean } = {}) =>
  new App({
    // Assets referenced where they are rather than copied into the app's temporary folder, which no
    // test removes: the CLI layer alone made each synth leave 32 MB behind.
    context: { ...CDK_JSON_CONTEXT, 'aws:cdk:bundling-stacks': [], 'aws:cdk:disable-asset-staging': true, ...context },
    builtinCloudFormationValidation: validated,
    ...(outdir ? { outdir } : {}),
  });

// Synthesized JSON, walked by hand: routes -> integrations -> functions -> roles -> policies.
export type Resource = { Type: string; Properties: any; DeletionPolicy?: string; UpdateReplacePolicy?: string };

const walk = (template: Template, nested: readonly Template[] = []) => {
  // A nested stack's resources are walked with its parent's (their logical ids are distinct).
  const resources: Record<string, Resource> = Object.assign({}, template.toJSON().Resources, ...nested.map((inner) => inner.toJSON().Resources));
  const ofType = (type: string) => Object.values(resources).filter((resource) => resource.Type === type);
  const idsOfType = (type: string) => Object.keys(resources).filter((id) => resources[id]?.Type === type);
  const byRef = (ref: string): Resource => {
    const resource = resources[ref];
    if (!resource) throw new Error(`No resource ${ref}`);
    return resource;
  };
  return { template, resources, ofType, idsOfType, byRef };
};

export { PRODUCTION_CONTEXT } from '../support/production-context';

/**
 * Synthesizes the real app wiring without bundling (esbuild would add seconds per function), once
 * per context and Region in a test file (its tests read the templates, never change them).
 */
export const synthesize = (context: Record<string, string | number> = {}, region = 'us-east-1'): Synthesized => {
  const key = JSON.stringify([context, region]);
  const known = synthesized.get(key);
  if (known) return known;
  const made = synthesizeNow(context, region);
  synthesized.set(key, made);
  return made;
};
type Synthesized = ReturnType<typeof synthesizeNow>;
const synthesized = new Map<string, Synthesized>();

const synthesizeNow = (context: Record<string, string | number>, region: string) => {
  const app = testApp(context);
  const stacks = buildHandoff(app, { account: '111111111111', region });
  const nestedApi = stacks.api.node
    .findAll()
    .filter((construct): construct is NestedStack => construct instanceof NestedStack)
    .map((stack) => Template.fromStack(stack));
  const api = walk(Template.fromStack(stacks.api), nestedApi);
  /** A function the API stack names through a nested stack's output (`Outputs.<name>`): the output's own GetAtt. */
  const throughOutput = (getAtt: [string, string]): Resource => {
    const [id, attribute] = getAtt;
    if (!attribute.startsWith('Outputs.')) return api.byRef(id);
    const name = attribute.slice('Outputs.'.length);
    const output = nestedApi.map((inner) => inner.toJSON().Outputs?.[name]).find(Boolean);
    if (!output) throw new Error(`No nested output ${name}`);
    return api.byRef(output.Value['Fn::GetAtt'][0]);
  };
  const data = walk(Template.fromStack(stacks.data));
  const workflows = walk(Template.fromStack(stacks.workflows));
  const callbacks = walk(Template.fromStack(stacks.callbacks));
  const edge = { ...walk(Template.fromStack(stacks.edge)), region: stacks.edge.region };
  const observability = walk(Template.fromStack(stacks.observability));
  const functionBehind = (key: string): Resource => {
    const route = api.ofType('AWS::ApiGatewayV2::Route').find((r) => r.Properties.RouteKey === key);
    if (!route) throw new Error(`No route ${key}`);
    const integration = api.byRef(route.Properties.Target['Fn::Join'][1][1].Ref);
    return throughOutput(integration.Properties.IntegrationUri['Fn::GetAtt']);
  };
  const statementsOf = statementsIn(api);
  // What the API stack passes each nested stack: a nested resource names it by a parameter's Ref.
  const passed: Record<string, unknown> = Object.assign(
    {},
    ...api.ofType('AWS::CloudFormation::Stack').map((stack) => stack.Properties.Parameters ?? {}),
  );
  /** `value` with each Ref to a nested stack's parameter replaced by what the API stack passes it. */
  const inParent = (value: unknown): unknown =>
    JSON.parse(JSON.stringify(value), (_key, inner) => (inner && typeof inner.Ref === 'string' && inner.Ref in passed ? passed[inner.Ref] : inner));
  /** Each stack's own resources, nested stacks apart: CloudFormation allows a stack 500. */
  const resourceCounts = Object.fromEntries(
    [
      ...[stacks.api, stacks.data, stacks.workflows, stacks.callbacks, stacks.edge, stacks.observability],
      ...stacks.api.node.findAll().filter((c) => c instanceof NestedStack),
    ].map((stack) => [stack.node.path, Object.keys(Template.fromStack(stack as Stack).toJSON().Resources ?? {}).length]),
  );
  return {
    ...api,
    resourceCounts,
    inParent,
    data,
    workflows: { ...workflows, statementsOf: statementsIn(workflows) },
    callbacks: { ...callbacks, statementsOf: statementsIn(callbacks) },
    edge,
    observability,
    functionBehind,
    statementsOf,
  };
};

/** The IAM statements of the policies attached to a function's (or state machine's) role. */
const statementsIn =
  ({ ofType }: ReturnType<typeof walk>) =>
  (owner: Resource): any[] => {
    const role = owner.Properties.Role?.['Fn::GetAtt']?.[0] ?? owner.Properties.RoleArn['Fn::GetAtt'][0];
    return ofType('AWS::IAM::Policy')
      .filter((policy) => policy.Properties.Roles.some((r: { Ref: string }) => r.Ref === role))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement);
  };

/**
 * A state machine's ASL, parsed: the Fn::Join of its DefinitionString put together, with
 * each function ARN (Fn::GetAtt [id, 'Arn']) written as `arn-of:<logical id>`.
 */
export const definitionOf = (machine: Resource): any => {
  const body = machine.Properties.DefinitionString;
  if (typeof body === 'string') return JSON.parse(body);
  const [separator, parts] = body['Fn::Join'] as [string, unknown[]];
  const text = parts
    .map((part) => {
      if (typeof part === 'string') return part;
      const getAtt = (part as { 'Fn::GetAtt'?: [string, string] })['Fn::GetAtt'];
      if (getAtt?.[1] === 'Arn') return `arn-of:${getAtt[0]}`;
      throw new Error(`Unexpected token in a definition: ${JSON.stringify(part)}`);
    })
    .join(separator);
  return JSON.parse(text);
};

export const handlerOf = (fn: Resource): string => fn.Properties.Description.replace(/^Handoff /, '');

/** How the API stack sees a data-stack resource: an import of the export CDK made for it. */
export const importOfRef = (logicalId: string) => ({
  'Fn::ImportValue': expect.stringMatching(new RegExp(`^HandoffData:ExportsOutputRef${logicalId}`)),
});
export const importOfArn = (logicalId: string) => ({
  'Fn::ImportValue': expect.stringMatching(new RegExp(`^HandoffData:ExportsOutputFnGetAtt${logicalId}Arn`)),
});

/** A function's statements on the table (not its stream): what its declared table access granted. */
export const tableStatements = (statements: any[]): any[] =>
  statements.filter((statement) =>
    [statement.Action].flat().some((action: string) => /^dynamodb:(?!GetRecords|GetShardIterator|DescribeStream|ListStreams)/.test(action)),
  );

/** A statement's actions in the order CDK writes them: sorted (feature flag minimizePolicies, cdk.json); one alone as a string. */
export const sortedActions = (actions: string[]): string | string[] => (actions.length === 1 ? actions[0]! : [...actions].sort());

/** What functions/manifest/table-permissions.ts says each access level is granted, as the template writes it. */
export const expectedTableStatements = (access: 'none' | 'read' | 'write' | 'audit', recordsKeyUse: boolean): unknown[] => {
  const read = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'];
  const write = [...read, 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:ConditionCheckItem', 'dynamodb:BatchWriteItem'];
  // The table, then each of its indexes by name.
  const onTableAndIndexes = {
    Effect: 'Allow',
    Resource: [
      expect.anything(),
      ...['gsi1', 'gsi2', 'gsi3', 'gsi4'].map((name) => expect.objectContaining({ 'Fn::Join': ['', [expect.anything(), `/index/${name}`]] })),
    ],
  };
  if (access === 'none') return [];
  if (access === 'write') return [{ ...onTableAndIndexes, Action: sortedActions(write) }];
  if (access === 'audit') return [{ ...onTableAndIndexes, Action: sortedActions([...read, 'dynamodb:Scan']) }];
  return [
    { ...onTableAndIndexes, Action: sortedActions(read) },
    ...(recordsKeyUse
      ? [
          {
            Effect: 'Allow',
            Action: 'dynamodb:UpdateItem',
            Resource: expect.anything(),
            Condition: { 'ForAllValues:StringEquals': { 'dynamodb:Attributes': ['pk', 'sk', 'last_used_at'] } },
          },
        ]
      : []),
  ];
};
