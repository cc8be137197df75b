import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { BackupPlan, BackupPlanRule, BackupResource, BackupVault } from 'aws-cdk-lib/aws-backup';
import { AttributeType, Billing, type ITableV2, ProjectionType, StreamViewType, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Schedule } from 'aws-cdk-lib/aws-events';
import { AccountRootPrincipal, AnyPrincipal, Effect, PolicyDocument, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { type IKey, Key, KeySpec, KeyUsage } from 'aws-cdk-lib/aws-kms';
import { BlockPublicAccess, Bucket, BucketEncryption, type IBucket, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { type IQueue, Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { TABLE_DEFINITION } from '../functions/manifest/table-definition';
import { type Invitations, OperatorAuth, StaffAuth } from './auth';
import { VapidKeys } from './push';

/**
 * What the account may do with the hot wallet's key: everything an administrator needs (describe it,
 * read its policy and public key, tag, disable, schedule deletion, change the policy: without
 * PutKeyPolicy KMS would refuse a policy that locks the account out), but not Sign, and not
 * CreateGrant (a grant could give Sign to anyone).
 */
export const HOT_WALLET_ADMIN_ACTIONS = [
  'kms:DescribeKey',
  'kms:GetKeyPolicy',
  'kms:GetPublicKey',
  'kms:ListResourceTags',
  'kms:ListGrants',
  'kms:RevokeGrant',
  'kms:PutKeyPolicy',
  'kms:EnableKey',
  'kms:DisableKey',
  'kms:TagResource',
  'kms:UntagResource',
  'kms:UpdateKeyDescription',
  'kms:ScheduleKeyDeletion',
  'kms:CancelKeyDeletion',
] as const;

/**
 * In both keys' policies: no grant on the key except one an AWS service makes for its own resource
 * on a caller's behalf (Control Tower's CT.KMS.PR.3). Neither key is used through grants, and a grant
 * is a way around the key policy that no IAM policy review sees.
 */
const denyGrantsExceptForAwsResources = () =>
  new PolicyStatement({
    sid: 'NoGrantsExceptForAwsResources',
    effect: Effect.DENY,
    principals: [new AnyPrincipal()],
    actions: ['kms:CreateGrant'],
    resources: ['*'],
    conditions: { BoolIfExists: { 'kms:GrantIsForAWSResource': 'false', 'aws:PrincipalIsAWSService': 'false' } },
  });

interface DataStackProps extends StackProps {
  readonly photoRetentionDays?: number;
  readonly invitations?: Invitations;
  /** Cognito threat protection on the operators' pool (the production stage). */
  readonly threatProtection?: boolean;
  /** The roles that may sign with the hot wallet's key, by name: the payout signer and the break-glass role (lib/stage-names.ts). */
  readonly hotWalletSigners: readonly string[];
  /** A vault in a second account that each daily backup of the table is copied into (setting backupCopyVaultArn); unset, none. */
  readonly backupCopyVaultArn?: string;
}

/** Days a daily backup of the table is kept, here and in the second account's vault: point-in-time recovery's own 35. */
export const BACKUP_RETENTION_DAYS = 35;

/** Every key attribute is a string, as in the local table (`createTableInput`). */
const stringKey = (name: string) => ({ name, type: AttributeType.STRING });

/**
 * The stateful half of Handoff: the single table, the operators' user pool and the queue
 * of stream batches the workflow dispatcher gave up on. They live in their own stack so
 * the stateless stacks can be replaced or torn down without putting the data, the logins
 * or the record of what failed at risk.
 */
export class DataStack extends Stack {
  readonly table: ITableV2;
  readonly operatorAuth: OperatorAuth;
  readonly staffAuth: StaffAuth;
  /**
   * Where the workflow dispatcher's stream mapping and the callback pipe send a batch they could not process
   * (shard and sequence numbers of the records, not the records: read them from the
   * stream within its 24 hours, or from the table).
   */
  readonly dispatchFailures: IQueue;
  /** Seals callback secrets at rest (functions/adapters/callbacks/secret-box.ts): without it they are unreadable. */
  readonly callbackSecretsKey: Key;
  /** The Web Push VAPID key pair (lib/push.ts): every operator's push subscription is bound to it. */
  readonly vapidKeys: VapidKeys;
  /**
   * The platform hot wallet's key (secp256k1, sign and verify only): KMS signs payouts and the
   * private key never leaves it. Its Ethereum address holds the USDC and the ETH for gas.
   */
  readonly hotWalletKey: IKey;
  /**
   * Proof photos: private (all public access blocked, bucket-owner objects, no ACLs), encrypted at
   * rest, TLS only, and deleted by a lifecycle rule `photoRetentionDays` after their last write (the end of their task: PhotoCleanup copies them onto themselves then).
   */
  readonly photoBucket: IBucket;
  /** Where AWS Backup keeps the table's daily backups in this account (and copies each to the second account's vault, when named). */
  readonly backupVault: BackupVault;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const { partitionKey, sortKey, globalIndexes, ttlAttribute, streamView } = TABLE_DEFINITION;

    this.table = new TableV2(this, 'Table', {
      partitionKey: stringKey(partitionKey),
      sortKey: stringKey(sortKey),
      globalSecondaryIndexes: globalIndexes.map((index) => ({
        indexName: index.indexName,
        partitionKey: stringKey(index.partitionKey),
        sortKey: stringKey(index.sortKey),
        ...(index.projected.length
          ? { projectionType: ProjectionType.INCLUDE, nonKeyAttributes: [...index.projected] }
          : { projectionType: ProjectionType.KEYS_ONLY }),
      })),
      billing: Billing.onDemand(),
      timeToLiveAttribute: ttlAttribute,
      // The stream feeds committed outbox events to the callback sender, and status changes
      // and new sandbox tasks to the workflow dispatcher (lib/workflows.ts).
      dynamoStream: StreamViewType[streamView],
      // The table holds balances and the money journal: it must survive mistakes.
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.operatorAuth = new OperatorAuth(this, 'OperatorAuth', { invitations: props.invitations, threatProtection: props.threatProtection });
    this.staffAuth = new StaffAuth(this, 'StaffAuth', { invitations: props.invitations, threatProtection: props.threatProtection });
    this.photoBucket = new Bucket(this, 'PhotoBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // Photos are dispute evidence: an overwrite or delete keeps the earlier version (expired with the photo, below).
      versioned: true,
      // No CORS here: the edge stack sets it to the app's origin once the distribution exists (lib/photo-cors.ts).
      lifecycleRules: [
        {
          id: 'ExpirePhotos',
          expiration: Duration.days(props.photoRetentionDays ?? 90),
          // An overwritten or deleted photo (and PhotoCleanup's restamp, a copy onto itself) stays as an older
          // version for as long as a photo is kept at all, so evidence survives a mistake until then.
          noncurrentVersionExpiration: Duration.days(props.photoRetentionDays ?? 90),
          abortIncompleteMultipartUploadAfter: Duration.days(1),
        },
        { id: 'RemoveExpiredDeleteMarkers', expiredObjectDeleteMarker: true },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.dispatchFailures = new Queue(this, 'DispatchFailures', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    this.callbackSecretsKey = new Key(this, 'CallbackSecretsKey', {
      description: 'Handoff: encrypts the callback signing secrets stored in the table',
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.callbackSecretsKey.addToResourcePolicy(denyGrantsExceptForAwsResources());
    this.vapidKeys = new VapidKeys(this, 'VapidKeys');
    this.hotWalletKey = new Key(this, 'HotWalletKey', {
      description: 'Handoff: signs USDC payouts from the platform hot wallet',
      keySpec: KeySpec.ECC_SECG_P256K1,
      keyUsage: KeyUsage.SIGN_VERIFY,
      // Not CDK's default (the account may do kms:*, so any admin-level principal could sign a transfer):
      // the account administers the key, and only the named roles may sign (test/infra/data.test.ts).
      policy: new PolicyDocument({
        statements: [
          new PolicyStatement({
            sid: 'AccountAdministersButCannotSign',
            principals: [new AccountRootPrincipal()],
            actions: [...HOT_WALLET_ADMIN_ACTIONS],
            resources: ['*'],
          }),
          new PolicyStatement({
            sid: 'OnlyThePayoutSignerSigns',
            effect: Effect.ALLOW,
            principals: [new AccountRootPrincipal()],
            actions: ['kms:Sign'],
            resources: ['*'],
            // By ARN condition, not as principals: KMS refuses a policy naming a role that does not exist
            // yet, and the signer role is made by the workflows stack, after this one.
            conditions: {
              ArnEquals: {
                'aws:PrincipalArn': props.hotWalletSigners.map((roleName) =>
                  this.formatArn({ service: 'iam', region: '', resource: 'role', resourceName: roleName }),
                ),
              },
            },
          }),
          denyGrantsExceptForAwsResources(),
        ],
      }),
      // The key is the wallet: deleting it would strand whatever the address holds.
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.backupVault = this.backupTable(props.backupCopyVaultArn);
    // The runbook funds the wallet from this: `npx tsx bin/hot-wallet-address.ts <HotWalletKeyArn>` prints its address.
    new CfnOutput(this, 'HotWalletKeyArn', { value: this.hotWalletKey.keyArn, description: 'KMS key of the hot wallet that sends payouts' });
  }

  /**
   * Backups beside point-in-time recovery (which lives and dies with the table and its account): a
   * daily AWS Backup of the table into a vault under a key of its own, kept 35 days, and with
   * backupCopyVaultArn a copy of each into another account's vault, so that losing this account (or an
   * intruder in it deleting what it can) does not lose the ledger. The copy needs the accounts in one
   * AWS Organization with cross-account backup on, DynamoDB's advanced backup features opted in, and the
   * other vault's policy letting this account copy in (docs/runbook.md: backups).
   */
  private backupTable(copyVaultArn: string | undefined): BackupVault {
    const key = new Key(this, 'BackupKey', {
      description: "Handoff: encrypts the table's backups in this account's backup vault",
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    key.addToResourcePolicy(denyGrantsExceptForAwsResources());
    const vault = new BackupVault(this, 'BackupVault', { encryptionKey: key, removalPolicy: RemovalPolicy.RETAIN });
    const deleteAfter = Duration.days(BACKUP_RETENTION_DAYS);
    const plan = new BackupPlan(this, 'BackupPlan', {
      backupVault: vault,
      backupPlanRules: [
        new BackupPlanRule({
          ruleName: 'DailyTable',
          scheduleExpression: Schedule.cron({ hour: '3', minute: '0' }),
          deleteAfter,
          ...(copyVaultArn
            ? { copyActions: [{ destinationBackupVault: BackupVault.fromBackupVaultArn(this, 'CopyVault', copyVaultArn), deleteAfter }] }
            : {}),
        }),
      ],
    });
    plan.addSelection('Table', { resources: [BackupResource.fromArn(this.table.tableArn)] });
    return vault;
  }
}
