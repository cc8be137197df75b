import { CfnOutput, CrossStackReferences, Duration, ReferenceStrength, SecretValue, Stack, type StackProps } from 'aws-cdk-lib';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BlockPublicAccess, Bucket, BucketEncryption } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import {
  AllowedMethods,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER, SENT_FIELD } from '../functions/origin-verify';
import { RATE_LIMITED_BODY, rateLimitRules, type RateLimitRule, type RateLimits } from '../functions/rate-limits';
import { ensureAppBuilt } from '../web/build';

const RATE_LIMITED_BODY_KEY = 'rate-limited';

/** AWS managed rule groups in front of every request: common exploits, known bad inputs, IPs with a bad reputation. */
export const MANAGED_RULE_GROUPS = [
  'AWSManagedRulesCommonRuleSet',
  'AWSManagedRulesKnownBadInputsRuleSet',
  'AWSManagedRulesAmazonIpReputationList',
] as const;

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

const exactly = (fieldToMatch: CfnWebACL.FieldToMatchProperty, searchString: string): CfnWebACL.StatementProperty => ({
  byteMatchStatement: { fieldToMatch, positionalConstraint: 'EXACTLY', searchString, textTransformations: [{ priority: 0, type: 'NONE' }] },
});

/** The requests a rule counts, when it does not count all: any of its (method, exact path) pairs. */
const scopeDown = (only: NonNullable<RateLimitRule['only']>): CfnWebACL.StatementProperty => {
  const pairs = only.map(({ method, path }) => ({ andStatement: { statements: [exactly({ method: {} }, method), exactly({ uriPath: {} }, path)] } }));
  return pairs.length === 1 ? pairs[0]! : { orStatement: { statements: pairs } };
};

/** One rate rule as WAF's rate-based statement, answering 429 with the API's error body and `Retry-After`. */
const rateRule = (metricPrefix: string, rule: RateLimitRule, priority: number): CfnWebACL.RuleProperty => ({
  name: rule.name,
  priority,
  action: {
    block: {
      customResponse: {
        responseCode: 429,
        customResponseBodyKey: RATE_LIMITED_BODY_KEY,
        // WAF's window slides; a whole window is the longest a client can have to wait.
        responseHeaders: [{ name: 'Retry-After', value: String(rule.windowSeconds) }],
      },
    },
  },
  statement: {
    rateBasedStatement: {
      limit: rule.limit,
      evaluationWindowSec: rule.windowSeconds,
      // With custom keys, a request without the header is not counted by the rule (as locally).
      ...('ip' in rule.key
        ? { aggregateKeyType: 'IP' }
        : {
            aggregateKeyType: 'CUSTOM_KEYS',
            customKeys: [{ header: { name: rule.key.header, textTransformations: [{ priority: 0, type: 'NONE' }] } }],
          }),
      ...(rule.only ? { scopeDownStatement: scopeDown(rule.only) } : {}),
    },
  },
  visibilityConfig: visibility(`${metricPrefix}${rule.name}`),
});

const managedRule = (metricPrefix: string, name: (typeof MANAGED_RULE_GROUPS)[number], priority: number): CfnWebACL.RuleProperty => ({
  name,
  priority,
  overrideAction: { none: {} },
  statement: {
    managedRuleGroupStatement: {
      vendorName: 'AWS',
      name,
      // The common set blocks bodies above 8 KB; the API takes 64 KiB and answers 413 itself beyond.
      ...(name === 'AWSManagedRulesCommonRuleSet' ? { ruleActionOverrides: [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }] } : {}),
    },
  },
  visibilityConfig: visibility(`${metricPrefix}${name}`),
});

export interface EdgeStackProps extends StackProps {
  /** The HTTP API's host name (`<id>.execute-api.<region>.amazonaws.com`). */
  readonly apiDomain: string;
  readonly limits: RateLimits;
  /** Its stage's prefix (lib/stage-names.ts): two stages' web ACLs must not count into one metric. */
  readonly metricPrefix: string;
  /** What the operator app signs in with (written beside it as /app-config.json). */
  readonly operatorApp: { region: string; userPoolClientId: string };
  /** The secret the API checks in X-Origin-Verify (lib/api.ts), by name: a replica of it lives in this Region. */
  readonly originSecretName: string;
  /** Its version to send; unset, the one current at deploy (setting originSecretVersion, for rotations). */
  readonly originSecretVersion?: string;
}

/** Paths the edge sends to the HTTP API; everything else is the operator app. */
export const API_PATHS = ['/api/*', '/mcp'] as const;

/** The committed files published beside the app: the contract and the guide for language models. */
const PUBLISHED_DOCS: Record<string, string> = {
  'openapi.yaml': fileURLToPath(new URL('../openapi.yaml', import.meta.url)),
  'llms.txt': fileURLToPath(new URL('../docs/llms.txt', import.meta.url)),
};

/** The files that name no content hash: fetched fresh on every load. */
const UNHASHED = ['index.html', 'app-config.json', ...Object.keys(PUBLISHED_DOCS)];

/**
 * The edge: one CloudFront distribution with an AWS WAF web ACL holding the rate limits
 * (functions/rate-limits.ts) and AWS's managed rule groups, so abuse is refused before any Lambda
 * runs. `/api/*` and `/mcp` go to the HTTP API and nothing of them is cached; every other path is the
 * operator app, from a private S3 bucket that only this distribution can read (origin access
 * control), so the app and the API share one origin and need no CORS.
 */
export class EdgeStack extends Stack {
  /** The operator app's files (served by the distribution through origin access control). */
  readonly appBucket: Bucket;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, { ...props, crossRegionReferences: true });
    // As in the other stacks: the API stack cannot lose what the edge points at.
    CrossStackReferences.of(this).consume(ReferenceStrength.STRONG);
    const rateRules = rateLimitRules(props.limits).map((rule, priority) => rateRule(props.metricPrefix, rule, priority));
    const webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(`${props.metricPrefix}Edge`),
      customResponseBodies: { [RATE_LIMITED_BODY_KEY]: { contentType: 'APPLICATION_JSON', content: RATE_LIMITED_BODY } },
      rules: [...rateRules, ...MANAGED_RULE_GROUPS.map((name, i) => managedRule(props.metricPrefix, name, rateRules.length + i))],
    });
    // Credentials must reach the API; CloudFront forwards Authorization only when the cache key holds it. TTL 0: never cached.
    const passThrough = new CachePolicy(this, 'PassThrough', {
      defaultTtl: Duration.seconds(0),
      minTtl: Duration.seconds(0),
      maxTtl: Duration.seconds(1),
      headerBehavior: CacheHeaderBehavior.allowList('Authorization', 'X-API-Key', 'X-Admin-Key'),
      queryStringBehavior: CacheQueryStringBehavior.all(),
      cookieBehavior: CacheCookieBehavior.none(),
    });
    const appBucket = (this.appBucket = new Bucket(this, 'OperatorApp', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
    }));
    const apiBehavior = {
      origin: new HttpOrigin(props.apiDomain, {
        protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
        // A dynamic reference: CloudFormation reads the value at deploy, the template holds only its name.
        customHeaders: {
          [ORIGIN_VERIFY_HEADER]: SecretValue.secretsManager(props.originSecretName, {
            jsonField: SENT_FIELD,
            ...(props.originSecretVersion ? { versionId: props.originSecretVersion } : {}),
          }).unsafeUnwrap(),
        },
      }),
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: passThrough,
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
    };
    const distribution = new Distribution(this, 'Distribution', {
      comment: 'Handoff edge: the operator app, and the API behind WAF rate limits and managed rules',
      priceClass: PriceClass.PRICE_CLASS_100,
      webAclId: webAcl.attrArn,
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(appBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        compress: true,
      },
      // The API and its MCP endpoint (`/mcp`, outside /api/ by the contract), by one behavior each.
      additionalBehaviors: Object.fromEntries(API_PATHS.map((path) => [path, apiBehavior])),
    });
    // The app, built by Vite on this machine (offline) when its sources changed: hashed assets
    // cached for good, then the page and its config, always revalidated, and the edge told so.
    const built = ensureAppBuilt();
    const assets = new BucketDeployment(this, 'OperatorAppAssets', {
      sources: [Source.asset(built, { exclude: UNHASHED })],
      destinationBucket: appBucket,
      exclude: UNHASHED,
      cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
    });
    const page = new BucketDeployment(this, 'OperatorAppPage', {
      sources: [
        Source.asset(built, { exclude: ['*', '!index.html'] }),
        Source.jsonData('app-config.json', props.operatorApp),
        ...Object.entries(PUBLISHED_DOCS).map(([name, path]) => Source.data(name, readFileSync(path, 'utf8'))),
      ],
      destinationBucket: appBucket,
      prune: false,
      cacheControl: [CacheControl.noCache()],
      distribution,
      distributionPaths: UNHASHED.map((name) => `/${name}`),
    });
    page.node.addDependency(assets);
    new CfnOutput(this, 'EdgeUrl', {
      value: `https://${distribution.distributionDomainName}`,
      description: 'The operator app, and the base URL of the Handoff API (under /api/), through the edge',
    });
  }
}
