import type { App } from 'aws-cdk-lib';
import { cdkContextText } from '../functions/platform/settings/deploy';
import { cachedJson, contentHash } from './build-cache';

/** Where a Task state's work goes, once the synthetic ARN is traced back to its function. */
interface LocalTask {
  readonly logicalId: string;
  /** The handler module (from the function's `Handoff <module>` description), else the logical id. */
  readonly handler: string;
  /** 'direct': Resource is the function ARN. 'lambda:invoke': the optimized integration (Payload envelope). */
  readonly integration: 'direct' | 'lambda:invoke';
}

export interface SynthesizedStateMachine {
  readonly stackName: string;
  readonly logicalId: string;
  /** The construct path, e.g. 'HandoffWorkflows/ReviewWorkflow/StateMachine/Resource'. */
  readonly path: string;
  readonly type: 'STANDARD' | 'EXPRESS';
  /** Plain ASL, every token resolved; function ARNs are `arn:aws:lambda:local:000000000000:function:<LogicalId>`. */
  readonly asl: string;
  /** Task state name -> the function it invokes (state names are unique across the whole machine). */
  readonly tasks: Readonly<Record<string, LocalTask>>;
}

type Template = { Resources: Record<string, { Type: string; Properties?: any; Metadata?: any }> };

const LOCAL_REGION = 'local';
const LOCAL_ACCOUNT = '000000000000';
const localFunctionArn = (logicalId: string) => `arn:aws:lambda:${LOCAL_REGION}:${LOCAL_ACCOUNT}:function:${logicalId}`;
const LOCAL_ARN = /^arn:aws:lambda:local:000000000000:function:([A-Za-z0-9]+)$/;
const LAMBDA_TYPES = new Set(['AWS::Lambda::Function', 'AWS::Lambda::Alias', 'AWS::Lambda::Version']);
const PSEUDO: Record<string, string> = {
  'AWS::Partition': 'aws',
  'AWS::Region': LOCAL_REGION,
  'AWS::AccountId': LOCAL_ACCOUNT,
  'AWS::URLSuffix': 'amazonaws.com',
};

/** Resolves the intrinsics CDK puts in a DefinitionString; anything else fails loudly. */
const resolver = (template: Template) => {
  const lambdaArn = (logicalId: string): string => {
    const type = template.Resources[logicalId]?.Type;
    if (!type || !LAMBDA_TYPES.has(type)) throw new Error(`DefinitionString refers to ${logicalId} (${type ?? 'missing'}), not a Lambda function`);
    return localFunctionArn(logicalId);
  };
  const resolve = (value: unknown): string => {
    if (typeof value === 'string') return value;
    if (value && typeof value === 'object') {
      const [key, arg] = Object.entries(value)[0] ?? [];
      if (key === 'Fn::Join') {
        const [separator, parts] = arg as [string, unknown[]];
        return parts.map(resolve).join(separator);
      }
      if (key === 'Fn::GetAtt' && Array.isArray(arg) && arg[1] === 'Arn') return lambdaArn(arg[0]);
      if (key === 'Ref' && typeof arg === 'string') return PSEUDO[arg] ?? lambdaArn(arg);
    }
    throw new Error(`Unsupported intrinsic in a state machine definition: ${JSON.stringify(value)}`);
  };
  return resolve;
};

/** Every Task state in a definition, including those inside Parallel branches and Map iterators. */
const taskStates = (definition: any): [string, any][] =>
  Object.entries<any>(definition.States).flatMap(([name, state]) => [
    ...(state.Type === 'Task' ? [[name, state] as [string, any]] : []),
    ...(state.Branches ?? []).flatMap(taskStates),
    ...(state.Iterator ? taskStates(state.Iterator) : []),
    ...(state.ItemProcessor ? taskStates(state.ItemProcessor) : []),
  ]);

const traceTasks = (definition: any, template: Template): Record<string, LocalTask> => {
  // aws-local-stepfunctions 3.0.0 evaluates JSONPath only: a JSONata machine would run with its
  // Arguments/Output/Assign silently ignored.
  if (/"QueryLanguage":\s*"JSONata"/.test(JSON.stringify(definition))) throw new Error('JSONata state machines cannot run locally');
  const handlerOf = (logicalId: string): string => {
    const description: unknown = template.Resources[logicalId]?.Properties?.Description;
    return typeof description === 'string' && description.startsWith('Handoff ') ? description.slice('Handoff '.length) : logicalId;
  };
  return Object.fromEntries(
    taskStates(definition).map(([name, state]) => {
      const optimized = /^arn:aws:states:::lambda:invoke(\.waitForTaskToken)?$/.exec(state.Resource);
      if (optimized?.[1]) throw new Error(`Task ${name}: lambda:invoke.waitForTaskToken cannot run locally`);
      const arn: unknown = optimized ? state.Parameters?.FunctionName : state.Resource;
      const match = typeof arn === 'string' ? LOCAL_ARN.exec(arn) : null;
      if (!match?.[1]) throw new Error(`Task ${name}: ${state.Resource} is not a Lambda invoke of a function in this stack`);
      const logicalId = match[1];
      return [name, { logicalId, handler: handlerOf(logicalId), integration: optimized ? 'lambda:invoke' : 'direct' }];
    }),
  );
};

/**
 * Synthesizes the app in-process (no account, no bundling) and returns every
 * AWS::StepFunctions::StateMachine as plain ASL plus a Task-state -> handler map.
 */
const synthesizeStateMachines = async (build: (app: App) => unknown, context: Record<string, unknown> = {}): Promise<SynthesizedStateMachine[]> => {
  // Loaded only to synthesize: the CDK takes seconds to load, and a start with the cache never needs it.
  const { App } = await import('aws-cdk-lib');
  const { StateMachine } = await import('aws-local-stepfunctions');
  // No bundling (esbuild per function would add seconds); path metadata so machines can be found by construct path.
  const { CDK_JSON_CONTEXT } = await import('../lib/cdk-json');
  const app = new App({ context: { ...CDK_JSON_CONTEXT, 'aws:cdk:bundling-stacks': [], 'aws:cdk:enable-path-metadata': true, ...context } });
  build(app);
  return app.synth().stacks.flatMap((stack) => {
    const template = stack.template as Template;
    const resolve = resolver(template);
    return Object.entries(template.Resources)
      .filter(([, resource]) => resource.Type === 'AWS::StepFunctions::StateMachine')
      .map(([logicalId, { Properties: props, Metadata: metadata }]) => {
        if (props.DefinitionS3Location) throw new Error(`${logicalId}: definition in S3 is not supported`);
        let asl = props.DefinitionString !== undefined ? resolve(props.DefinitionString) : JSON.stringify(props.Definition);
        for (const [key, value] of Object.entries<unknown>(props.DefinitionSubstitutions ?? {})) {
          asl = asl.split(`\${${key}}`).join(resolve(value));
        }
        const definition = JSON.parse(asl);
        // The engine that runs it locally validates it here, once (checkArn on: the synthetic ARNs are valid ARNs).
        new StateMachine(definition);
        return {
          stackName: stack.stackName,
          logicalId,
          path: metadata?.['aws:cdk:path'] ?? logicalId,
          type: props.StateMachineType ?? 'STANDARD',
          asl,
          tasks: traceTasks(definition, template),
        };
      });
  });
};

/** The one machine whose construct path contains `pathPart` (e.g. 'ReviewWorkflow/'). */
export const stateMachineAt = (machines: SynthesizedStateMachine[], pathPart: string): SynthesizedStateMachine => {
  const found = machines.filter((machine) => machine.path.includes(pathPart));
  if (found.length !== 1) throw new Error(`${found.length} state machines match '${pathPart}': ${machines.map((m) => m.path).join(', ')}`);
  return found[0]!;
};

/**
 * What the synth of the Handoff app reads: the CDK app, the settings and definitions it takes from
 * functions/, this module, and the CDK's version; CDK_CONTEXT_JSON is the only context the app reads.
 */
const SYNTH_INPUTS = ['lib', 'functions', 'local/state-machine-definitions.ts', 'package-lock.json', 'cdk.json'];

/**
 * The Handoff app's state machines (the local stack runs these), synthesized as for AWS; kept
 * between starts and synthesized again when any input changed (the synth takes seconds).
 */
export const handoffStateMachines = (): Promise<SynthesizedStateMachine[]> =>
  cachedJson('state-machines', contentHash(SYNTH_INPUTS, cdkContextText()), async () => {
    const { buildHandoff } = await import('../lib/handoff');
    return synthesizeStateMachines((app) => buildHandoff(app, { account: '000000000000', region: 'us-east-1' }));
  });
