import { type CfnElement, Stack } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import type { Stacks } from '../../lib/nag-acknowledgements';

/**
 * Every finding of AWS Control Tower's proactive controls (cfn-guard rules, run on the synthesized
 * templates by `@cdklabs/cdk-validator-cfnguard`) that the app accepts, with its reason, in this one
 * place; test/infra/guard.test.ts runs the rules on the default stage and the prod profile and allows
 * no finding that is not acknowledged here, and no acknowledgement that matches no finding. (The
 * Control Tower rules do not read a resource's `guard: SuppressedRules` metadata, so the
 * acknowledgements live beside the test that reads them rather than in the templates.)
 */
export interface GuardAcknowledgement {
  /** The cfn-guard rule's name, as the validator reports it. */
  readonly rule: string;
  /** Its Control Tower control, for people. */
  readonly control: string;
  readonly reason: string;
  /** What it covers: every resource of a type (in the given stacks and their nested stacks, or all), or named resources. */
  readonly on: { readonly type: string; readonly stacks?: readonly Stack[] } | { readonly resources: readonly IConstruct[] };
}

/** A finding: a rule, and the resource it failed on (its template's name, its logical id, its type). */
export interface GuardFinding {
  readonly rule: string;
  /** The stack's name; a nested stack's is its parent's, a slash and its id (templateNameOf). */
  readonly stackName: string;
  readonly logicalId: string;
  readonly type: string;
}

const lambdaFunctions = 'AWS::Lambda::Function';

export const guardAcknowledgements = (stacks: Stacks): GuardAcknowledgement[] => {
  const buckets = { photos: stacks.data.photoBucket, app: stacks.edge.appBucket, accessLogs: stacks.edge.accessLogBucket };
  return [
    {
      rule: 'lambda_inside_vpc_check',
      control: 'CT.LAMBDA.PR.3',
      reason:
        "No function runs in a VPC: there is no private resource to reach (DynamoDB, S3, SQS, KMS, Cognito, Bedrock and the chain's HTTPS RPC are all public endpoints reached over TLS with IAM or the provider's key), and a VPC would add NAT gateways (a cost per hour and per GB) and cold-start time for nothing to isolate.",
      on: { type: lambdaFunctions },
    },
    {
      rule: 'lambda_function_public_access_prohibited_check',
      control: 'CT.LAMBDA.PR.2',
      reason:
        "Each route function's permission names the principal apigateway.amazonaws.com and, as SourceArn, this HTTP API's own execute-api ARN (a Fn::Join of the API's id, which the rule cannot read as a reference): no other API or account may invoke it.",
      on: { type: 'AWS::Lambda::Permission', stacks: [stacks.api] },
    },
    {
      rule: 'api_gw_v2_authorization_type_configured_check',
      control: 'CT.APIGATEWAY.PR.5',
      reason:
        "Each route's credential (X-API-Key, the Cognito ID token verified with aws-jwt-verify, X-Admin-Key) is checked by the handler middleware from the route table, after the edge's origin check: an HTTP API authorizer answers failures with its own bodies, and the contract requires 401 { error } (as cdk-nag's AwsSolutions-APIG4).",
      on: { type: 'AWS::ApiGatewayV2::Route', stacks: [stacks.api] },
    },
    {
      rule: 'cloudwatch_log_group_encrypted_check',
      control: 'CT.CLOUDWATCH.PR.3',
      reason:
        'CloudWatch Logs encrypts every log group at rest with its own keys. No secret is ever logged (API keys, tokens, callback secrets and the admin key are redacted or never read into a log line; WAF redacts the credential headers), so a customer managed key per group would add a key policy for the Logs service to every stack and a cost per key, and protect nothing more.',
      on: { type: 'AWS::Logs::LogGroup' },
    },
    {
      rule: 'cloudwatch_log_group_retention_period_check',
      control: 'CT.CLOUDWATCH.PR.2',
      reason:
        "The logs of the functions that move no money, the API's access logs and the state machines' ERROR-level logs are kept a month: they serve debugging, and request logs (IP addresses, agent and operator ids) kept longer would be personal data held without a purpose. The money functions' logs (MONEY_HANDLERS in lib/handler-function.ts), WAF's log and CloudFront's access logs are kept a year, and the money itself is in the table's journal (point-in-time recovery). The data stack's one function, the VAPID key pair's custom resource, runs at deploys only.",
      on: { type: 'AWS::Logs::LogGroup', stacks: [stacks.api, stacks.workflows, stacks.callbacks, stacks.data] },
    },
    {
      rule: 'sqs_dlq_check',
      control: 'CT.SQS.PR.1',
      reason:
        "Each is itself where failures end (the stream fan-out's and the pipe's failed batches, the push sender's failed runs, the scheduled functions' failed runs, the callbacks' dead letters): nothing consumes them but a person, and the alarms topic is told when one holds a message. The callback queue, which is consumed, has its dead-letter queue.",
      on: { resources: [stacks.data.dispatchFailures, stacks.workflows.asyncFailures, stacks.callbacks.deadLetterQueue] },
    },
    {
      rule: 's3_bucket_default_encryption_kms_check',
      control: 'CT.S3.PR.10',
      reason:
        "SSE-S3 (AES-256) at rest, TLS only. Photos and KYC documents are read and written only through presigned URLs: with SSE-KMS every signer and reader would also need kms:Decrypt or GenerateDataKey and each request would cost a KMS call; CloudFront's log delivery and origin access control would need the key policy too. Access is controlled by the bucket policy, Block Public Access and the functions' prefix grants.",
      on: { resources: [buckets.photos, buckets.app, buckets.accessLogs] },
    },
    {
      rule: 's3_bucket_logging_enabled_check',
      control: 'CT.S3.PR.2',
      reason:
        "As cdk-nag's AwsSolutions-S1: photos and KYC documents are written and read only through presigned URLs the API issues and logs (who asked for which object); the app bucket is read only by CloudFront, whose access logs record every request; the access-log bucket would log its own log writes.",
      on: { resources: [buckets.photos, buckets.app, buckets.accessLogs] },
    },
    {
      rule: 's3_bucket_object_lock_enabled_check',
      control: 'CT.S3.PR.9',
      reason:
        'Object Lock would keep objects the app must delete: photos and KYC documents at the end of their retention (photoRetentionDays) and when a refund removes an agent copy, the old app files each deploy prunes, the access logs after a year. Versioning (photos, access logs) already keeps an overwritten or deleted object for that time.',
      on: { resources: [buckets.photos, buckets.app, buckets.accessLogs] },
    },
    {
      rule: 's3_event_notifications_enabled_check',
      control: 'CT.S3.PR.4',
      reason:
        "Nothing reacts to an object's arrival: the API checks that a photo or document arrived when the operator submits, the app files change only by deploy, and CloudFront's logs are read by people.",
      on: { resources: [buckets.photos, buckets.app, buckets.accessLogs] },
    },
    {
      rule: 's3_bucket_versioning_enabled_check',
      control: 'CT.S3.PR.11',
      reason:
        'The operator app bucket holds only the build of the committed web app, replaced (and pruned) on every deploy: an older version restores nothing that git does not, and CloudFront serves only what the deploy put there.',
      on: { resources: [buckets.app] },
    },
    {
      rule: 's3_lifecycle_policy_check',
      control: 'CT.S3.PR.6',
      reason:
        'The operator app bucket holds only the current build; each deploy prunes the files it no longer has, so nothing accumulates to expire.',
      on: { resources: [buckets.app] },
    },
    {
      rule: 'cloudfront_origin_failover_enabled_check',
      control: 'CT.CLOUDFRONT.PR.4',
      reason:
        "There is one API, in one Region, and one app bucket: no second origin to fail over to (and CloudFront's origin groups fail over only GET, HEAD and OPTIONS, not the API's writes). The edge's 5xx rate alarms.",
      on: { type: 'AWS::CloudFront::Distribution', stacks: [stacks.edge] },
    },
    ...(stacks.edge.customDomain
      ? []
      : [
          { rule: 'cloudfront_custom_ssl_certificate_check', control: 'CT.CLOUDFRONT.PR.6' },
          { rule: 'cloudfront_security_policy_check', control: 'CT.CLOUDFRONT.PR.9' },
          { rule: 'cloudfront_sni_enabled_check', control: 'CT.CLOUDFRONT.PR.7' },
        ].map(({ rule, control }) => ({
          rule,
          control,
          reason:
            "No custom domain (publicBaseUrl with edgeCertificateArn): the distribution answers on its own *.cloudfront.net name with CloudFront's default certificate, which takes no certificate, SNI or minimum TLS setting. With one, the stage uses its ACM certificate, SNI and TLSv1.2_2021, and these findings go away (test/infra/guard.test.ts).",
          on: { type: 'AWS::CloudFront::Distribution', stacks: [stacks.edge] },
        }))),
  ];
};

/** How a finding names a template: a stack's name, or a nested stack's parent's name, a slash and its id (its own name is known at deploy only). */
export const templateNameOf = (stack: Stack): string =>
  stack.nestedStackParent ? `${templateNameOf(stack.nestedStackParent)}/${stack.node.id}` : stack.stackName;

const logicalIdOf = (construct: IConstruct): { stackName: string; logicalId: string } => {
  const stack = Stack.of(construct);
  return { stackName: templateNameOf(stack), logicalId: stack.getLogicalId(construct.node.defaultChild as CfnElement) };
};

/** The acknowledgement that covers a finding, if any. */
export const acknowledgementOf = (acknowledgements: readonly GuardAcknowledgement[], finding: GuardFinding): GuardAcknowledgement | undefined =>
  acknowledgements.find(({ rule, on }) => {
    if (rule !== finding.rule) return false;
    if ('resources' in on)
      return on.resources.map(logicalIdOf).some(({ stackName, logicalId }) => stackName === finding.stackName && logicalId === finding.logicalId);
    // A stack's acknowledgement covers its nested stacks too (the API's functions).
    return (
      on.type === finding.type &&
      (!on.stacks || on.stacks.some((stack) => finding.stackName === stack.stackName || finding.stackName.startsWith(`${stack.stackName}/`)))
    );
  });
