import { readFileSync } from 'node:fs';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { createTableInput } from '../../functions/manifest/table-definition';
import { BACKUP_RETENTION_DAYS, DataStack, HOT_WALLET_ADMIN_ACTIONS } from '../../lib/data';
import { testApp } from './synth';

const template = Template.fromStack(
  new DataStack(testApp(), 'Data', {
    env: { account: '111111111111', region: 'us-east-1' },
    hotWalletSigners: ['Handoff-payout-signer', 'Handoff-hot-wallet-break-glass'],
  }),
);
const tables = template.findResources('AWS::DynamoDB::GlobalTable');
const [tableId] = Object.keys(tables);
const COPY_VAULT = 'arn:aws:backup:eu-central-1:222222222222:backup-vault:handoff-copies';
const [table] = Object.values(tables);
const props = table?.Properties;
const localTable = createTableInput('local');
const queues = Object.values(template.findResources('AWS::SQS::Queue'));

/** The key policies' deny of grants, as the template writes it. */
const NO_GRANTS = {
  Sid: 'NoGrantsExceptForAwsResources',
  Effect: 'Deny',
  Principal: { AWS: '*' },
  Action: 'kms:CreateGrant',
  Resource: '*',
  Condition: { BoolIfExists: { 'kms:GrantIsForAWSResource': 'false', 'aws:PrincipalIsAWSService': 'false' } },
};

describe('Stack: DataStack', () => {
  it('holds exactly one table', () => {
    expect(Object.keys(tables)).toHaveLength(1);
  });

  it('builds the same keys and indexes as the local table, from the shared definition', () => {
    expect(props.KeySchema).toEqual(localTable.KeySchema);
    expect(props.AttributeDefinitions).toEqual(localTable.AttributeDefinitions);
    expect(props.GlobalSecondaryIndexes).toEqual(localTable.GlobalSecondaryIndexes);
  });

  it('has the pk/sk key and the gsi1, gsi2, gsi3 and gsi4 indexes, each projecting only what its query filters on', () => {
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
      gsi4: { ProjectionType: 'INCLUDE', NonKeyAttributes: ['deadline', 'task_type'] },
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

  it("lets the account administer the hot wallet's key but only the payout signer and the break-glass role sign with it", () => {
    const [hotWallet] = Object.entries(template.findResources('AWS::KMS::Key'))
      .filter(([id]) => id.startsWith('HotWalletKey'))
      .map(([, key]) => key);
    // The partition is a literal (cdk.json: enablePartitionLiterals); CDK sorts a statement's actions (minimizePolicies).
    const root = { AWS: 'arn:aws:iam::111111111111:root' };
    const role = (name: string) => `arn:aws:iam::111111111111:role/${name}`;
    expect(hotWallet?.Properties.KeyPolicy).toEqual({
      Version: '2012-10-17',
      Statement: [
        { Sid: 'AccountAdministersButCannotSign', Effect: 'Allow', Principal: root, Action: [...HOT_WALLET_ADMIN_ACTIONS].sort(), Resource: '*' },
        {
          Sid: 'OnlyThePayoutSignerSigns',
          Effect: 'Allow',
          Principal: root,
          Action: 'kms:Sign',
          Resource: '*',
          Condition: { ArnEquals: { 'aws:PrincipalArn': [role('Handoff-payout-signer'), role('Handoff-hot-wallet-break-glass')] } },
        },
        NO_GRANTS,
      ],
    });
    // Neither kms:* nor anything that could hand out Sign: a grant, or a wildcard.
    expect(HOT_WALLET_ADMIN_ACTIONS.filter((action) => /\*|Sign|CreateGrant|Decrypt|Encrypt/.test(action))).toEqual([]);
  });

  it('lets no one create a grant on any of its keys (callback secrets, hot wallet, backups) unless an AWS service makes it for its own resource (Control Tower CT.KMS.PR.3)', () => {
    const keys = Object.values(template.findResources('AWS::KMS::Key'));
    expect(keys).toHaveLength(3);
    for (const key of keys) expect(key.Properties.KeyPolicy.Statement).toContainEqual(NO_GRANTS);
  });

  it('versions the photo bucket (dispute evidence), keeping an older version as long as photos are kept', () => {
    const [bucket] = Object.values(template.findResources('AWS::S3::Bucket'));
    expect(bucket?.Properties.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    expect(bucket?.Properties.LifecycleConfiguration.Rules).toEqual([
      expect.objectContaining({ Id: 'ExpirePhotos', ExpirationInDays: 90, NoncurrentVersionExpiration: { NoncurrentDays: 90 }, Status: 'Enabled' }),
      expect.objectContaining({ Id: 'RemoveExpiredDeleteMarkers', ExpiredObjectDeleteMarker: true, Status: 'Enabled' }),
    ]);
  });
});

describe('Backups of the table beyond point-in-time recovery', () => {
  const withCopy = Template.fromStack(
    new DataStack(testApp(), 'Data', {
      env: { account: '111111111111', region: 'us-east-1' },
      hotWalletSigners: ['Handoff-payout-signer', 'Handoff-hot-wallet-break-glass'],
      backupCopyVaultArn: COPY_VAULT,
    }),
  );
  const rulesOf = (of: Template) => Object.values(of.findResources('AWS::Backup::BackupPlan'))[0]!.Properties.BackupPlan.BackupPlanRule;

  it("backs the table up every day into a retained vault under a key of its own, kept 35 days (point-in-time recovery's window)", () => {
    const [vaultId] = Object.keys(template.findResources('AWS::Backup::BackupVault'));
    const vault = template.findResources('AWS::Backup::BackupVault')[vaultId!]!;
    expect(vault).toMatchObject({
      DeletionPolicy: 'Retain',
      Properties: { EncryptionKeyArn: { 'Fn::GetAtt': [expect.stringMatching(/^BackupKey/), 'Arn'] } },
    });
    expect(rulesOf(template)).toEqual([
      expect.objectContaining({
        RuleName: 'DailyTable',
        ScheduleExpression: 'cron(0 3 * * ? *)',
        Lifecycle: { DeleteAfterDays: BACKUP_RETENTION_DAYS },
        TargetBackupVault: { 'Fn::GetAtt': [vaultId, 'BackupVaultName'] },
      }),
    ]);
    expect(rulesOf(template)[0].CopyActions).toBeUndefined();
    const [selection] = Object.values(template.findResources('AWS::Backup::BackupSelection'));
    expect(selection!.Properties.BackupSelection.Resources).toEqual([{ 'Fn::GetAtt': [tableId, 'Arn'] }]);
  });

  it("copies each backup to the second account's vault when the stage names one (backupCopyVaultArn), kept as long", () => {
    expect(rulesOf(withCopy)[0].CopyActions).toEqual([
      { DestinationBackupVaultArn: COPY_VAULT, Lifecycle: { DeleteAfterDays: BACKUP_RETENTION_DAYS } },
    ]);
  });
});

describe('The stack policy of the data stack (docs/data-stack-policy.json, set by docs/runbook.md)', () => {
  const policy = JSON.parse(readFileSync(new URL('../../docs/data-stack-policy.json', import.meta.url), 'utf8'));
  const denied = policy.Statement.filter((statement: any) => statement.Effect === 'Deny');
  const idsOf = (type: string) => Object.keys(template.findResources(type));

  it('denies replacing or deleting the table, every key, the user pools, the VAPID secret and the backup vault, by their logical ids', () => {
    const protectedIds = [
      ...idsOf('AWS::DynamoDB::GlobalTable'),
      ...idsOf('AWS::KMS::Key'),
      ...idsOf('AWS::Cognito::UserPool'),
      ...idsOf('AWS::SecretsManager::Secret'),
      ...idsOf('AWS::Backup::BackupVault'),
    ];
    expect(protectedIds.filter((id) => /^(Table|CallbackSecretsKey|HotWalletKey|BackupKey)/.test(id))).toHaveLength(4);
    expect(denied).toEqual([
      {
        Effect: 'Deny',
        Principal: '*',
        Action: ['Update:Replace', 'Update:Delete'],
        Resource: protectedIds.map((id) => `LogicalResourceId/${id}`).sort(),
      },
    ]);
  });

  it('allows every other update, so deploys go on', () => {
    expect(policy.Statement).toContainEqual({ Effect: 'Allow', Principal: '*', Action: 'Update:*', Resource: '*' });
    expect(policy.Statement).toHaveLength(2);
  });
});
