import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { createTableInput } from '../../functions/store/table-definition';
import { DataStack } from '../../lib/data';

const template = Template.fromStack(new DataStack(new App(), 'Data', { env: { account: '111111111111', region: 'us-east-1' } }));
const tables = template.findResources('AWS::DynamoDB::GlobalTable');
const [table] = Object.values(tables);
const props = table?.Properties;
const localTable = createTableInput('local');
const queues = Object.values(template.findResources('AWS::SQS::Queue'));

describe('Stack: DataStack', () => {
  it('holds exactly one table', () => {
    expect(Object.keys(tables)).toHaveLength(1);
  });

  it('builds the same keys and indexes as the local table, from the shared definition', () => {
    expect(props.KeySchema).toEqual(localTable.KeySchema);
    expect(props.AttributeDefinitions).toEqual(localTable.AttributeDefinitions);
    expect(props.GlobalSecondaryIndexes).toEqual(localTable.GlobalSecondaryIndexes);
  });

  it('has the pk/sk key and the gsi1, gsi2 and gsi3 indexes, each projecting only what its query filters on', () => {
    expect(props.KeySchema).toEqual([
      { AttributeName: 'pk', KeyType: 'HASH' },
      { AttributeName: 'sk', KeyType: 'RANGE' },
    ]);
    expect(
      Object.fromEntries(
        props.GlobalSecondaryIndexes.map((index: { IndexName: string; Projection: unknown }) => [index.IndexName, index.Projection]),
      ),
    ).toEqual({
      gsi1: { ProjectionType: 'INCLUDE', NonKeyAttributes: ['final_status'] },
      gsi2: { ProjectionType: 'INCLUDE', NonKeyAttributes: ['deadline', 'task_type'] },
      gsi3: { ProjectionType: 'KEYS_ONLY' },
    });
  });

  it('bills on demand', () => {
    expect(props.BillingMode).toBe('PAY_PER_REQUEST');
  });

  it('streams new and old images for the callback outbox', () => {
    expect(props.StreamSpecification).toEqual({ StreamViewType: 'NEW_AND_OLD_IMAGES' });
  });

  it('expires items by the expires_at attribute', () => {
    expect(props.TimeToLiveSpecification).toEqual({ AttributeName: 'expires_at', Enabled: true });
  });

  it('enables point-in-time recovery', () => {
    expect(props.Replicas[0].PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
  });

  it('survives stack deletion, replacement and an accidental DeleteTable', () => {
    expect(table?.DeletionPolicy).toBe('Retain');
    expect(table?.UpdateReplacePolicy).toBe('Retain');
    expect(props.Replicas[0].DeletionProtectionEnabled).toBe(true);
  });

  it('keeps the batches the workflow dispatcher gave up on for 14 days, encrypted, over TLS only', () => {
    expect(queues).toHaveLength(1);
    expect(queues[0]?.Properties).toMatchObject({ MessageRetentionPeriod: 14 * 24 * 60 * 60, SqsManagedSseEnabled: true });
    const [policy] = Object.values(template.findResources('AWS::SQS::QueuePolicy'));
    expect(policy?.Properties.PolicyDocument.Statement).toContainEqual(
      expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
    );
  });

  it("holds the hot wallet's key: secp256k1, for signing only, retained with the stack", () => {
    const [hotWallet, ...others] = Object.entries(template.findResources('AWS::KMS::Key'))
      .filter(([id]) => id.startsWith('HotWalletKey'))
      .map(([, key]) => key);
    expect(others).toEqual([]);
    expect(hotWallet?.Properties).toMatchObject({ KeySpec: 'ECC_SECG_P256K1', KeyUsage: 'SIGN_VERIFY' });
    expect(hotWallet?.DeletionPolicy).toBe('Retain');
  });
});
