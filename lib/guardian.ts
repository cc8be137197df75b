import { Aws, Stack } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';

/**
 * The geography prefixes of system-defined cross-Region inference profiles: 'us.anthropic.claude-...'
 * names a profile that routes requests for 'anthropic.claude-...' to Regions of that geography.
 */
const INFERENCE_PROFILE_PREFIXES = ['us', 'us-gov', 'eu', 'apac', 'jp', 'au', 'ca', 'global'] as const;

/** The foundation model behind a cross-Region inference profile id, or undefined for a plain model id. */
export const inferenceProfileOf = (modelId: string): { prefix: string; foundationModelId: string } | undefined => {
  const dot = modelId.indexOf('.');
  if (dot < 0) return undefined;
  const prefix = modelId.slice(0, dot);
  const foundationModelId = modelId.slice(dot + 1);
  if (foundationModelId === '' || !(INFERENCE_PROFILE_PREFIXES as readonly string[]).includes(prefix)) return undefined;
  return { prefix, foundationModelId };
};

/**
 * What a function needs to call Converse on `modelId` (Converse is authorized as
 * bedrock:InvokeModel), and nothing more: the Guardian's review-proof step, and with SCREENING=bedrock
 * the functions that screen requests (lib/api.ts SCREENING_HANDLERS).
 *
 * A plain model id: that foundation model, in this Region.
 *
 * An inference profile id: the profile, in this Region and account; and the foundation model in any
 * Region (the profile may route to any Region of its geography), but only when invoked through that
 * profile (bedrock:InferenceProfileArn), so the function cannot call the model directly anywhere.
 * A global profile may also route to the Region-less foundation-model ARN, named as such.
 */
export const bedrockInvokeStatements = (scope: Construct, modelId: string): PolicyStatement[] => {
  const { region, account } = Stack.of(scope);
  const arn = (modelRegion: string, modelAccount: string, resource: string) =>
    `arn:${Aws.PARTITION}:bedrock:${modelRegion}:${modelAccount}:${resource}`;
  const actions = ['bedrock:InvokeModel'];

  const profile = inferenceProfileOf(modelId);
  if (!profile) return [new PolicyStatement({ actions, resources: [arn(region, '', `foundation-model/${modelId}`)] })];

  const profileArn = arn(region, account, `inference-profile/${modelId}`);
  const modelArns = [arn('*', '', `foundation-model/${profile.foundationModelId}`)];
  if (profile.prefix === 'global') modelArns.push(arn('', '', `foundation-model/${profile.foundationModelId}`));
  return [
    new PolicyStatement({ actions, resources: [profileArn] }),
    new PolicyStatement({ actions, resources: modelArns, conditions: { ArnLike: { 'bedrock:InferenceProfileArn': profileArn } } }),
  ];
};
