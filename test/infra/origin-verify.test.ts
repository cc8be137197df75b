import { describe, expect, it } from 'vitest';
import { NOT_FOUND_HANDLER } from '../../functions/manifest/routes';
import { PUSH_SENDER_HANDLER } from '../../functions/manifest/table-permissions';
import { PUSH_KEY_HANDLER } from '../../lib/push';
import { handlerOf, synthesize } from './synth';

const synthesized = synthesize();
const secretOf = (stack: ReturnType<typeof synthesize>) => stack.ofType('AWS::SecretsManager::Secret');
const apiOriginHeaders = (edge: ReturnType<typeof synthesize>['edge']) => {
  const { DistributionConfig } = edge.ofType('AWS::CloudFront::Distribution')[0]!.Properties;
  const targets = new Set(
    DistributionConfig.CacheBehaviors.filter((behavior: any) => ['/api/*', '/mcp'].includes(behavior.PathPattern)).map(
      (behavior: any) => behavior.TargetOriginId,
    ),
  );
  return DistributionConfig.Origins.filter((origin: any) => targets.has(origin.Id)).map((origin: any) => origin.OriginCustomHeaders);
};

describe('Only the edge reaches the API: the execute-api URL refuses requests without the origin secret', () => {
  it('has CloudFront send X-Origin-Verify to the API from a Secrets Manager dynamic reference, never the value itself', () => {
    const headers = apiOriginHeaders(synthesized.edge);
    expect(headers).toHaveLength(1);
    expect(headers[0]).toEqual([
      { HeaderName: 'X-Origin-Verify', HeaderValue: '{{resolve:secretsmanager:Handoff-origin-verify:SecretString:current::}}' },
    ]);
  });

  it('generates the secret in the API stack, named per stage, with a replica in the edge Region when the API lives elsewhere', () => {
    const [secret] = secretOf(synthesized);
    expect(secret!.Properties).toMatchObject({
      Name: 'Handoff-origin-verify',
      GenerateSecretString: { SecretStringTemplate: '{}', GenerateStringKey: 'current', PasswordLength: 48, ExcludePunctuation: true },
    });
    expect(secret!.Properties.ReplicaRegions).toBeUndefined();
    const elsewhere = synthesize({ stage: 'eu' }, 'eu-west-1');
    expect(secretOf(elsewhere)[0]!.Properties).toMatchObject({ Name: 'Handoff-eu-origin-verify', ReplicaRegions: [{ Region: 'us-east-1' }] });
    expect(apiOriginHeaders(elsewhere.edge)[0][0].HeaderValue).toBe('{{resolve:secretsmanager:Handoff-eu-origin-verify:SecretString:current::}}');
  });

  it('sends a pinned version after a rotation (originSecretVersion)', () => {
    const version = '3f2a9c1e-1b7d-4c8e-9a55-0d6f4e2b7c10';
    const rotated = synthesize({ originSecretVersion: version });
    expect(apiOriginHeaders(rotated.edge)[0][0].HeaderValue).toBe(
      `{{resolve:secretsmanager:Handoff-origin-verify:SecretString:current::${version}}}`,
    );
    expect(() => synthesize({ originSecretVersion: 'v2' })).toThrow(/originSecretVersion must be a Secrets Manager version id/);
  });

  it('gives every route function the secret name and read access to that secret alone; not-found and the workflows get neither, the push sender only the VAPID key pair', () => {
    const secretId = synthesized.idsOfType('AWS::SecretsManager::Secret')[0]!;
    const functions = synthesized.ofType('AWS::Lambda::Function').filter((fn) => fn.Properties.Description?.startsWith('Handoff '));
    expect(functions.length).toBeGreaterThan(40);
    for (const fn of functions) {
      const reads = synthesized
        .statementsOf(fn)
        .filter((statement) => [statement.Action].flat().some((action: string) => action.startsWith('secretsmanager:')));
      if (handlerOf(fn) === NOT_FOUND_HANDLER) {
        expect(fn.Properties.Environment.Variables.ORIGIN_VERIFY_SECRET).toBeUndefined();
        expect(reads).toEqual([]);
        continue;
      }
      expect(synthesized.inParent(fn.Properties.Environment.Variables.ORIGIN_VERIFY_SECRET), handlerOf(fn)).toEqual({ Ref: secretId });
      // The push key route also reads the VAPID key pair's secret (its public half is what it answers).
      const resource =
        handlerOf(fn) === PUSH_KEY_HANDLER
          ? [{ 'Fn::ImportValue': expect.stringMatching(/^HandoffData:ExportsOutputRefVapidKeysSecret/) }, { Ref: secretId }]
          : { Ref: secretId };
      expect(synthesized.inParent(reads), handlerOf(fn)).toEqual([
        { Effect: 'Allow', Action: ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue'], Resource: resource },
      ]);
    }
    // The push sender reads the VAPID key pair's secret, and no other.
    const [pushSender] = synthesized.callbacks.ofType('AWS::Lambda::Function').filter((fn) => handlerOf(fn) === PUSH_SENDER_HANDLER);
    const pushReads = synthesized.callbacks
      .statementsOf(pushSender!)
      .filter((statement) => [statement.Action].flat().some((action: string) => action.startsWith('secretsmanager:')));
    expect(pushReads.map((statement) => statement.Resource)).toEqual([
      { 'Fn::ImportValue': expect.stringMatching(/^HandoffData:ExportsOutputRefVapidKeysSecret/) },
    ]);
    const workflowStatements = synthesized.workflows
      .ofType('AWS::Lambda::Function')
      .flatMap((fn) => synthesized.workflows.statementsOf(fn))
      .concat(
        synthesized.callbacks
          .ofType('AWS::Lambda::Function')
          .filter((fn) => fn !== pushSender)
          .flatMap((fn) => synthesized.callbacks.statementsOf(fn)),
      );
    expect(JSON.stringify(workflowStatements)).not.toContain('secretsmanager:');
  });
});
