import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { CDK_JSON_CONTEXT } from '../lib/cdk-json';
import { buildHandoff } from '../lib/handoff';
import type { Architecture } from './prices';

/** A Lambda function of the CDK app, as the bench needs it: what it bills and how it starts. */
export interface DeployedFunction {
  /** Handler module under functions/, e.g. 'contexts/work/creation/api/create-task'. */
  handler: string;
  memoryMb: number;
  architecture: Architecture;
  /** NODE_OPTIONS the function runs with (empty unless a function sets some). */
  nodeOptions: string;
}

/**
 * Every function of the CDK app, read from the synthesized templates (without bundling), the
 * nested stacks' among them, so the bench prices and builds exactly what `cdk deploy` would
 * create. HandlerFunction describes each one as `Handoff <module>`.
 */
export const deployedFunctions = (): DeployedFunction[] => {
  // Nor checked against CloudFormation's rules (two thirds of the synth's time): the templates are
  // only read here; `cdk synth` and the infra tier check them.
  const app = new App({ context: { ...CDK_JSON_CONTEXT, 'aws:cdk:bundling-stacks': [] }, builtinCloudFormationValidation: false });
  buildHandoff(app, { account: '000000000000', region: 'us-east-1' });
  const found = new Map<string, DeployedFunction>();
  const { directory } = app.synth();
  // Top-level stacks' templates and the nested stacks' (`*.nested.template.json`) alike.
  const templates = readdirSync(directory)
    .filter((file) => file.endsWith('.template.json'))
    .map((file) => JSON.parse(readFileSync(join(directory, file), 'utf8')));
  for (const template of templates) {
    for (const resource of Object.values<{ Type: string; Properties?: any }>(template.Resources ?? {})) {
      const description: unknown = resource.Properties?.Description;
      if (resource.Type !== 'AWS::Lambda::Function' || typeof description !== 'string' || !description.startsWith('Handoff ')) continue;
      const handler = description.slice('Handoff '.length);
      found.set(handler, {
        handler,
        memoryMb: resource.Properties.MemorySize ?? 128,
        architecture: resource.Properties.Architectures?.[0] ?? 'x86_64',
        nodeOptions: resource.Properties.Environment?.Variables?.NODE_OPTIONS ?? '',
      });
    }
  }
  return [...found.values()].sort((a, b) => a.handler.localeCompare(b.handler));
};
