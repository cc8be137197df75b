import { type App, CfnElement, type Stack, Validations } from 'aws-cdk-lib';
import { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import type { IConstruct } from 'constructs';
import type { ApiStack } from './api';
import type { CallbacksStack } from './callbacks';
import type { DataStack } from './data';
import type { EdgeStack } from './edge';
import type { ObservabilityStack } from './observability';
import type { WorkflowsStack } from './workflows';

/**
 * Every cdk-nag finding (AwsSolutions and Serverless packs) the app accepts, with its reason, in
 * this one place; test/infra/nag.test.ts runs both packs on the synthesized app and allows no
 * finding that is not acknowledged here.
 */
export interface Stacks {
  data: DataStack;
  api: ApiStack;
  edge: EdgeStack;
  workflows: WorkflowsStack;
  callbacks: CallbacksStack;
  observability: ObservabilityStack;
}

const acknowledge = (scope: IConstruct, findings: Record<string, string>) => {
  for (const [id, reason] of Object.entries(findings)) Validations.of(scope).acknowledge({ id, reason });
};

/** Each Lambda function's logical id in its stack, as cdk-nag names resources in a finding. */
const functionIds = (stack: Stack): string[] =>
  stack.node.findAll().flatMap((node) => (node instanceof CfnFunction && node instanceof CfnElement ? [stack.getLogicalId(node)] : []));

export const acknowledgeNagFindings = (app: App, stacks: Stacks, production: boolean): void => {
  acknowledge(app, {
    'AwsSolutions-L1':
      'Node.js 22 is the runtime the toolchain, the tests and the bundles target; moved with the next LTS on purpose, not by a lint.',
    'Serverless-LambdaLatestVersion': 'As AwsSolutions-L1: Node.js 22, the version the code is built and tested on.',
    'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]':
      "Lets a function write its own CloudWatch logs and nothing else; AWS's managed policy is the maintained form of that grant.",
    'AwsSolutions-IAM5[Resource::*]':
      "Only actions that take no resource ARN or that CDK grants on '*': X-Ray trace upload (active tracing), CloudWatch Logs delivery for the state machines, ses:SendEmail conditioned on the configured sender address, and the app deployment's CloudFront invalidation. test/infra/nag.test.ts pins that no other action has Resource *.",
    'Serverless-LambdaDLQ':
      "API functions are invoked synchronously (the caller gets the error); workflow steps are retried and caught by their state machines (alarmed on failure); the stream's fan-out and the callback sender have their own failure queues (the dispatcher answers the fan-out, which waits for it); the scheduled functions (timer sweep, ledger audit, hot wallet check) and the push sender send a failed run to an on-failure destination (EventInvokeConfig), which alarms: the newer form of a dead-letter queue, which this rule does not read. CDK's deploy-time functions (the app's BucketDeployment, the photo bucket's CORS call) answer CloudFormation, which fails and rolls back the deploy on an error.",
    'AwsSolutions-APIG4':
      "Each route's credential (X-API-Key, the Cognito ID token verified with aws-jwt-verify, X-Admin-Key) is checked by the handler middleware from the route table: an HTTP API authorizer answers failures with its own bodies, and the contract requires 401 { error }.",
  });
  acknowledge(stacks.data.operatorAuth.userPool, {
    'AwsSolutions-COG2':
      'MFA is optional at sign-in (TOTP only, never SMS) and required for money: the operator app sets up an authenticator app and answers its challenge at sign-in, and the service refuses payouts to operators without one (PAYOUT_REQUIRES_MFA, always on in prod). Required at sign-in, every new operator would have to enrol an authenticator app before seeing a first task; the factor is demanded where a stolen password would pay: before any payout. (The staff pool requires it at sign-in.)',
  });
  // Sign-ins go to Cognito directly, not through the edge: no rate rule of ours sees them.
  if (!production) {
    for (const auth of [stacks.data.operatorAuth, stacks.data.staffAuth])
      acknowledge(auth.userPool, {
        'AwsSolutions-COG8':
          'Stages other than prod use the Lite plan, without threat protection: the Plus plan it needs is billed per monthly active user. The prod stage, the one with real operators, staff and money, has the Plus plan with threat protection in full-function mode (test/infra/stages.test.ts).',
      });
  }
  acknowledge(stacks.api.originSecret, {
    'AwsSolutions-SMG4':
      "The origin secret is rotated by the runbook (docs/runbook.md) (a new value beside the old, then the edge's originSecretVersion): a rotation Lambda could not move CloudFront's header, which CloudFormation owns.",
  });
  const vapidMaker = stacks.data.getLogicalId(stacks.data.vapidKeys.maker.node.defaultChild as CfnElement);
  acknowledge(stacks.data.vapidKeys, {
    'AwsSolutions-SMG4':
      "The Web Push VAPID key pair: every operator's push subscription is bound to it, so a rotation would end them all; it is replaced only on purpose (a new secret value, then the operators subscribe again).",
    [`AwsSolutions-IAM5[Resource::<${vapidMaker}.Arn>:*]`]: "CDK's custom resource provider may invoke the key maker's versions and aliases too.",
    'Serverless-LambdaDefaultMemorySize': "CDK's custom resource provider function: it runs once per deploy, to call the key maker.",
    'Serverless-LambdaTracing': "CDK's custom resource provider function: run by CloudFormation once per deploy, nothing of a request to trace.",
  });
  acknowledge(stacks.data.photoBucket, {
    'AwsSolutions-S1':
      'Photos and KYC documents are written only through presigned POSTs and read through presigned GETs issued by the API, whose functions grant each only on its prefix; server access logs would add a second bucket and a cost per request.',
  });
  for (const stack of [stacks.api, stacks.workflows]) {
    acknowledge(stack, {
      [`AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:kms:${stack.region}:${stack.account}:key/*]`]:
        "kms:Decrypt for the chain RPC URL's SecureString, whichever key SSM encrypted it with, but only through SSM and with that parameter's ARN as the encryption context (lib/chain-rpc-url.ts); the chain handlers alone hold it.",
    });
  }
  const photoPrefix = `AwsSolutions-IAM5[Resource::<${stacks.data.getLogicalId(stacks.data.photoBucket.node.defaultChild as CfnElement)}.Arn>/photos/*]`;
  for (const stack of [stacks.api, stacks.workflows]) {
    acknowledge(stack, {
      [photoPrefix]:
        'Photo objects have one key each under photos/<task>/<photo>; only the functions that sign, read or review photos get PutObject or GetObject there (test/infra/photos.test.ts).',
    });
  }
  acknowledge(stacks.api, {
    [photoPrefix.replace('/photos/*]', '/kyc/*]')]:
      'KYC documents have one key each under kyc/<operator>/<document>; only their upload signer, the submit that checks they arrived and the staff queue that presigns them get PutObject or GetObject there (test/infra/photos.test.ts).',
  });
  acknowledge(stacks.data.dispatchFailures, {
    'AwsSolutions-SQS3': 'It is itself a dead-letter queue (failed stream batches); the alarms topic is told when it holds a message.',
    'Serverless-SQSRedrivePolicy': 'It is itself a dead-letter queue; nothing consumes it but a person.',
  });
  acknowledge(stacks.workflows.asyncFailures, {
    'AwsSolutions-SQS3':
      "It is itself a failure queue (the scheduled functions' on-failure destination); the alarms topic is told when it holds a message.",
    'Serverless-SQSRedrivePolicy': 'It is itself a failure queue; nothing consumes it but a person.',
  });
  acknowledge(stacks.callbacks.deadLetterQueue, {
    'Serverless-SQSRedrivePolicy': 'It is itself the callbacks dead-letter queue; the alarms topic is told when it holds a message.',
  });
  acknowledge(stacks.callbacks, {
    'Serverless-LambdaEventSourceMappingDestination':
      "The sender's SQS source: a failed message returns to the queue and, after the retry schedule, to its dead-letter queue (redrive), which alarms.",
  });
  acknowledge(stacks.workflows, {
    'AwsSolutions-SF1':
      'ERROR-level logs without execution data: ALL would log every state, task data and wallet addresses included, at a cost per transition; failed and timed-out runs alarm.',
    'Serverless-EventBusDLQ': 'The timer sweep runs every minute; an event not delivered within the minute is superseded by the next one.',
    ...Object.fromEntries(
      functionIds(stacks.workflows).map((id) => [
        `AwsSolutions-IAM5[Resource::<${id}.Arn>:*]`,
        "CDK's grant lets a state machine invoke its step function's versions and aliases too (and the stream's fan-out the dispatcher's).",
      ]),
    ),
    [`AwsSolutions-IAM5[Resource::<${stacks.callbacks.getLogicalId(stacks.callbacks.pushSender.node.defaultChild as CfnElement)}.Arn>:*]`]:
      "CDK's grant lets the stream's fan-out invoke the push sender's versions and aliases too.",
  });
  acknowledge(stacks.data, {
    'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSBackupServiceRolePolicyForBackup]':
      "The role AWS Backup assumes to back up the table: AWS's managed policy is the maintained form of what a backup job needs, and the plan's selection names the table alone.",
  });
  for (const stack of [stacks.observability, stacks.edge]) {
    acknowledge(stack, {
      'Serverless-SNSRedrivePolicy':
        "The alarm topic's email subscription (alarmEmail): SNS retries mail delivery itself, and a dead-letter queue for alarm mail would need an alarm of its own, mailed the same way.",
    });
  }
  for (const stack of [stacks.observability, stacks.edge]) {
    acknowledge(stack, {
      'Serverless-EventBusDLQ':
        'The CloudTrail alarm rules (a foreign Sign, a change to the hot wallet key, the signer functions or the signer roles) target the alarms topic: EventBridge retries delivery for 24 hours, and a dead-letter queue for an alarm would need an alarm of its own.',
    });
  }
  const deployment =
    "CDK's BucketDeployment copies the built operator app from CDK's asset bucket into the app bucket (and prunes old files): its grant, on those two buckets only.";
  const appBucketId = stacks.edge.getLogicalId(stacks.edge.appBucket.node.defaultChild as CfnElement);
  acknowledge(stacks.edge.accessLogBucket, {
    'AwsSolutions-S1': "It is itself the edge's access-log bucket: logging its own writes would log the logging.",
  });
  acknowledge(stacks.edge.appBucket, {
    'AwsSolutions-S1':
      "The operator app's static files, read only by CloudFront through origin access control; the edge's metrics and WAF samples record the requests.",
  });
  acknowledge(stacks.edge, {
    ...Object.fromEntries(
      ['s3:GetObject*', 's3:GetBucket*', 's3:List*', 's3:DeleteObject*', 's3:Abort*'].map((action) => [
        `AwsSolutions-IAM5[Action::${action}]`,
        deployment,
      ]),
    ),
    // The partition is a literal (feature flag enablePartitionLiterals, cdk.json): the Region is known.
    [`AwsSolutions-IAM5[Resource::arn:${stacks.edge.partition}:s3:::cdk-hnb659fds-assets-${stacks.edge.account}-${stacks.edge.region}/*]`]:
      deployment,
    [`AwsSolutions-IAM5[Resource::<${appBucketId}.Arn>/*]`]: deployment,
    'Serverless-LambdaTracing':
      "CDK's own deploy-time functions (the app's BucketDeployment, the photo bucket's CORS call), run by CloudFormation once per deploy: nothing of a request to trace.",
    'AwsSolutions-CFR1': 'A service for agents and operators anywhere: no geographic restriction.',
    ...(stacks.edge.customDomain
      ? {}
      : {
          'AwsSolutions-CFR4':
            "No custom domain (publicBaseUrl with edgeCertificateArn): the default CloudFront domain's certificate, which allows no minimum TLS setting; with one, TLSv1.2_2021.",
        }),
  });
};
