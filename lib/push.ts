import { CustomResource, Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { type ISecret, Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Provider } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { PUSH_SENDER_HANDLER } from '../functions/manifest/table-permissions';
import { HandlerFunction } from './handler-function';
import { grantTableAccess } from './table-grants';

/** The custom resource's function (functions/adapters/push/vapid-keys-resource.ts). */
export const VAPID_KEYS_RESOURCE_HANDLER = 'adapters/push/vapid-keys-resource';
/** The one route that reads the key pair (its public half). */
export const PUSH_KEY_HANDLER = 'contexts/delivery/push/api/push-key';

/**
 * The Web Push VAPID key pair (functions/contexts/delivery/push) in Secrets Manager, made at the first
 * deploy: Secrets Manager's generator makes passwords, not EC P-256 key pairs, so a custom
 * resource has web-push make one and writes it into the secret once (a later deploy finds a key
 * pair there and keeps it). In the data stack: every browser's subscription is bound to this key.
 */
export class VapidKeys extends Construct {
  readonly secret: Secret;
  /** The function that makes the key pair (run by CloudFormation through CDK's custom resource provider). */
  readonly maker: NodejsFunction;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const secret = (this.secret = new Secret(this, 'Secret', {
      description: 'Handoff: the Web Push VAPID key pair (made at the first deploy; replacing it ends every push subscription)',
      removalPolicy: RemovalPolicy.RETAIN,
    }));
    const maker = (this.maker = new HandlerFunction(this, 'Maker', {
      handler: VAPID_KEYS_RESOURCE_HANDLER,
      environment: {},
      timeout: Duration.seconds(30),
    }).fn);
    secret.grantRead(maker);
    // Put a value, nothing more (grantWrite would add UpdateSecret and moving version stages).
    maker.addToRolePolicy(new PolicyStatement({ actions: ['secretsmanager:PutSecretValue'], resources: [secret.secretArn] }));
    const provider = new Provider(this, 'Provider', { onEventHandler: maker });
    new CustomResource(this, 'KeyPair', { serviceToken: provider.serviceToken, properties: { SecretId: secret.secretArn } });
  }
}

interface PushSenderProps {
  readonly table: ITableV2;
  /** The functions' common environment (lib/api.ts: serviceEnvironment), the key pair's secret among it. */
  readonly environment: Record<string, string>;
  readonly vapidSecret: ISecret;
  /** Where a run that failed after Lambda's retries is recorded (the stream failure queue, in the data stack: alarmed). */
  readonly streamFailures: IQueue;
}

/**
 * The push sender, fed from the table's stream by the fan-out (lib/workflows.ts), which hands it
 * the records of functions/manifest/push-stream.ts as an event, without waiting, as the local stack does.
 */
export class PushSender extends Construct {
  readonly fn: IFunction;

  constructor(scope: Construct, id: string, props: PushSenderProps) {
    super(scope, id);
    const sender = (this.fn = new HandlerFunction(this, 'Sender', {
      handler: PUSH_SENDER_HANDLER,
      environment: props.environment,
      // A handful of 5-second POSTs per record at most (an operator's devices, or those around a task).
      timeout: Duration.seconds(60),
    }).fn);
    grantTableAccess(sender, props.table, PUSH_SENDER_HANDLER);
    props.vapidSecret.grantRead(sender);
    // A notification hours late is worse than none: two more tries within the hour, then the failure queue.
    sender.configureAsyncInvoke({ retryAttempts: 2, maxEventAge: Duration.hours(1), onFailure: new SqsDestination(props.streamFailures) });
  }
}
