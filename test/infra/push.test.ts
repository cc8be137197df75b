import { describe, expect, it } from 'vitest';
import { PUSH_FILTER_PATTERNS } from '../../functions/manifest/push-stream';
import { STREAM_CONSUMERS } from '../../functions/manifest/stream-fan-out';
import { PUSH_SENDER_HANDLER, STREAM_FAN_OUT_HANDLER } from '../../functions/manifest/table-permissions';
import { PUSH_KEY_HANDLER, VAPID_KEYS_RESOURCE_HANDLER } from '../../lib/push';
import { handlerOf, synthesize } from './synth';

const actionsOf = (statements: any[]) => statements.flatMap((s) => [s.Action].flat());
/** Whether a statement's resources name the secret (its ARN as the stack refers to it: a Ref or an import). */
const namesSecret = (statement: any, secretId: string) => JSON.stringify(statement.Resource).includes(secretId);

describe('Web Push: the VAPID key pair and the sender', () => {
  const { data, callbacks, workflows, functionBehind, statementsOf } = synthesize();
  const secretId = data.idsOfType('AWS::SecretsManager::Secret').find((id) => id.startsWith('VapidKeys'))!;
  const maker = data.ofType('AWS::Lambda::Function').find((fn) => fn.Properties.Description === `Handoff ${VAPID_KEYS_RESOURCE_HANDLER}`)!;
  const sender = callbacks.ofType('AWS::Lambda::Function').find((fn) => handlerOf(fn) === PUSH_SENDER_HANDLER)!;
  const senderId = callbacks.idsOfType('AWS::Lambda::Function').find((id) => callbacks.byRef(id) === sender)!;

  it('keeps the key pair in a retained secret, which a custom resource fills at the first deploy', () => {
    expect(secretId).toBeDefined();
    expect(data.byRef(secretId)).toMatchObject({ DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
    const [resource] = data.ofType('AWS::CloudFormation::CustomResource');
    expect(resource!.Properties.SecretId).toEqual({ Ref: secretId });
    // The maker may read the secret and put a value into it: nothing more of Secrets Manager.
    const makerRole = maker.Properties.Role['Fn::GetAtt'][0];
    const makerStatements = data
      .ofType('AWS::IAM::Policy')
      .filter((policy) => policy.Properties.Roles.some((role: { Ref: string }) => role.Ref === makerRole))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement);
    expect(new Set(actionsOf(makerStatements).filter((action: string) => action.startsWith('secretsmanager:')))).toEqual(
      new Set(['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue', 'secretsmanager:PutSecretValue']),
    );
    expect(
      makerStatements.every((statement: any) => !String(statement.Action).startsWith('secretsmanager:') || namesSecret(statement, secretId)),
    ).toBe(true);
  });

  it("is fed by the stream's fan-out alone, which may invoke it, with the records of the push filters within the hour", () => {
    expect(callbacks.ofType('AWS::Lambda::EventSourceMapping').filter((m) => JSON.stringify(m.Properties.FunctionName).includes(senderId))).toEqual(
      [],
    );
    expect(STREAM_CONSUMERS.push).toMatchObject({ handler: PUSH_SENDER_HANDLER, patterns: PUSH_FILTER_PATTERNS, maxRecordAgeSeconds: 3600 });
    const fanOut = workflows.ofType('AWS::Lambda::Function').find((fn) => handlerOf(fn) === STREAM_FAN_OUT_HANDLER)!;
    const invokes = workflows.statementsOf(fanOut).filter((statement) => actionsOf([statement]).includes('lambda:InvokeFunction'));
    expect(JSON.stringify(invokes)).toContain(senderId);
    expect(fanOut.Properties.Environment.Variables.STREAM_PUSH_FUNCTION).toEqual({ 'Fn::ImportValue': expect.stringContaining(senderId) });
  });

  it('is handed its records without the fan-out waiting, retried twice within the hour, then recorded in the stream failure queue', () => {
    expect(STREAM_CONSUMERS.push.invocation).toBe('Event');
    const [config] = callbacks
      .ofType('AWS::Lambda::EventInvokeConfig')
      .filter((candidate) => JSON.stringify(candidate.Properties.FunctionName).includes(senderId));
    expect(config!.Properties).toMatchObject({
      MaximumRetryAttempts: 2,
      MaximumEventAgeInSeconds: 3600,
      DestinationConfig: { OnFailure: { Destination: { 'Fn::ImportValue': expect.stringContaining('DispatchFailures') } } },
    });
  });

  it('lets the sender and the key route read the secret, and no other route', () => {
    const readsSecret = (statements: any[]) =>
      statements.some((statement) => actionsOf([statement]).includes('secretsmanager:GetSecretValue') && namesSecret(statement, secretId));
    expect(readsSecret(callbacks.statementsOf(sender))).toBe(true);
    expect(readsSecret(statementsOf(functionBehind('GET /api/v1/operator/push/key')))).toBe(true);
    expect(handlerOf(functionBehind('GET /api/v1/operator/push/key'))).toBe(PUSH_KEY_HANDLER);
    expect(readsSecret(statementsOf(functionBehind('POST /api/v1/operator/push/subscriptions')))).toBe(false);
    expect(sender.Properties.Environment.Variables.PUSH_VAPID_SECRET_ARN).toBeDefined();
  });
});
