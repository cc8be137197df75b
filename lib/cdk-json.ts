import { readFileSync } from 'node:fs';

/**
 * cdk.json's context (the feature flags): what `cdk synth` reads. Every other synthesis of the app
 * (the local stack's state machines, the bench's function list, the infra tests) starts from it, so
 * they see the templates `cdk deploy` would.
 */
export const CDK_JSON_CONTEXT: Readonly<Record<string, unknown>> = JSON.parse(readFileSync(new URL('../cdk.json', import.meta.url), 'utf8')).context;
