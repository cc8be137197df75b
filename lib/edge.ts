import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ArnFormat,
  CfnOutput,
  CrossStackReferences,
  Duration,
  ReferenceStrength,
  RemovalPolicy,
  SecretValue,
  Stack,
  type StackProps,
} from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Function as CloudFrontFunction,
  Distribution,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { Alarm, ComparisonOperator, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { CfnLoggingConfiguration, CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER, SENT_FIELD } from '../functions/manifest/origin-verify';
import { MARKDOWN_PAGES } from '../functions/manifest/published-pages';
import { RATE_LIMITED_BODY, type RateLimitRule, type RateLimits, rateLimitRules } from '../functions/manifest/rate-limits';
import { ensureAppBuilt } from '../web/build';
import { markdownPage } from './markdown-pages';
import { alarmTopic, cloudTrailAlarm, ROLE_CHANGE_CALLS } from './observability';
import { PhotoBucketCors } from './photo-cors';

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

/**
 * How a credential header is counted: `Bearer x`, `bearer x`, `BEARER x` and `Bearer   x` are one
 * credential, so respelling the header does not earn a fresh counter (HTTP already trims the ends).
 */
const CREDENTIAL_TRANSFORMATIONS: CfnWebACL.TextTransformationProperty[] = [
  { priority: 0, type: 'LOWERCASE' },
  { priority: 1, type: 'COMPRESS_WHITE_SPACE' },
];

/** Any of these (method, exact path) pairs. */
const anyOf = (routes: NonNullable<RateLimitRule['only']>): CfnWebACL.StatementProperty => {
  const pairs = routes.map(({ method, path }) => ({
    andStatement: { statements: [exactly({ method: {} }, method), exactly({ uriPath: {} }, path)] },
  }));
  return pairs.length === 1 ? pairs[0]! : { orStatement: { statements: pairs } };
};

/** The requests a rule counts, when it does not count all: its `only` pairs, or all but its `except` ones. */
const scopeDown = ({ only, except }: RateLimitRule): CfnWebACL.StatementProperty | undefined =>
  only ? anyOf(only) : except ? { notStatement: { statement: anyOf(except) } } : undefined;

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
            customKeys: [{ header: { name: rule.key.header, textTransformations: CREDENTIAL_TRANSFORMATIONS } }],
          }),
      ...(scopeDown(rule) ? { scopeDownStatement: scopeDown(rule) } : {}),
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

interface EdgeStackProps extends StackProps {
  /** The HTTP API's host name (`<id>.execute-api.<region>.amazonaws.com`). */
  readonly apiDomain: string;
  readonly limits: RateLimits;
  /** Its stage's prefix (lib/stage-names.ts): two stages' web ACLs must not count into one metric. */
  readonly metricPrefix: string;
  /** What the web apps sign in with (written beside them as /app-config.json): operators' pool client, and the staff pool's for the back office. */
  readonly operatorApp: { region: string; userPoolClientId: string; staffUserPoolClientId: string; mapTileUrl: string };
  /** The secret the API checks in X-Origin-Verify (lib/api.ts), by name: a replica of it lives in this Region. */
  readonly originSecretName: string;
  /** Its version to send; unset, the one current at deploy (setting originSecretVersion, for rotations). */
  readonly originSecretVersion?: string;
  /** The photo bucket (data stack, the API's Region), whose CORS allows the app's origin alone (lib/photo-cors.ts). */
  readonly photoBucket: { readonly bucketName: string; readonly region: string };
  /** The app's own host (publicBaseUrl) and its ACM certificate in us-east-1; unset, the distribution's domain. */
  readonly customDomain?: { readonly domainName: string; readonly certificateArn: string };
  /** Where the edge's alarms (in us-east-1, where CloudFront's and WAF's metrics are) are mailed. */
  readonly alarmEmail?: string;
  /** The roles that may sign with the hot wallet's key, by name: IAM's calls reach EventBridge here, in us-east-1, so their changes alarm here. */
  readonly hotWalletSignerRoles: readonly string[];
}

/**
 * The web apps' security headers, on every answer from the distribution: no foreign page may frame
 * the app (clickjacking), scripts and styles only from the app itself, connections to the app, the
 * API and Cognito, photos from the app and the photo bucket's presigned URLs; browsers stay on HTTPS
 * for two years and do not guess content types.
 */
export const contentSecurityPolicy = (mapTileUrl: string, aws: { photoBucket: { bucketName: string; region: string }; cognitoRegion: string }) => {
  // The photo bucket's own host (presigned GETs and upload forms address it), never any bucket's.
  const bucket = `https://${aws.photoBucket.bucketName}.s3.${aws.photoBucket.region}.amazonaws.com`;
  const cognito = `https://cognito-idp.${aws.cognitoRegion}.amazonaws.com`;
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    // The map's tiles (the mapTileUrl setting) are images from the tile server's origin.
    `img-src 'self' data: blob: ${bucket}${mapTileUrl ? ` ${new URL(mapTileUrl.replace(/[{}]/g, '')).origin}` : ''}`,
    `connect-src 'self' ${bucket} ${cognito}`,
    // The operator app's service worker (/sw.js) and manifest, from the app itself.
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
  ];
};

/** HSTS: two years, subdomains included (the HSTS preload list's minimum is one year). */
const HSTS_SECONDS = 2 * 365 * 24 * 3600;

/** CloudFront's 5xx share above which the edge alarms (5 minutes): an origin failing, or the origin secret refused. */
const EDGE_5XX_RATE_PERCENT = 5;
/** WAF blocks in 5 minutes at which the edge alarms: an attack, or a rule refusing real clients. */
const WAF_BLOCKS_ALARM = 1000;

/** Paths the edge sends to the HTTP API (`/.well-known/*`: the OAuth metadata of /mcp, the A2A agent card); everything else is the web apps. */
const API_PATHS = ['/api/*', '/mcp', '/a2a', '/.well-known/*'] as const;

/** The committed files published beside the app: the contract and the guide for language models. */
const PUBLISHED_DOCS: Record<string, string> = {
  'openapi.yaml': fileURLToPath(new URL('../openapi.yaml', import.meta.url)),
  'llms.txt': fileURLToPath(new URL('../docs/llms.txt', import.meta.url)),
};

/** The build's other pages, each in its folder: the back office at `/admin/`, the owner's console at `/console/` (construct id, folder). */
const FOLDER_PAGES = [
  ['BackOfficePage', 'admin'],
  ['ConsolePage', 'console'],
  // The OAuth authorization page of the hosted MCP server (contexts/accounts/oauth).
  ['AuthorizePage', 'authorize'],
] as const;

/**
 * The operator app's page and what installs it (web/public): the service worker must be fetched
 * fresh for updates to reach phones, and the manifest and icons name no content hash.
 */
const APP_SHELL = ['index.html', 'sw.js', 'manifest.webmanifest', 'icon-192.png', 'icon-512.png'];

/** The pages written in Markdown (the acceptable use policy...), rendered at synth: each a folder's index, like the apps' pages. */
const MARKDOWN_PATHS = Object.keys(MARKDOWN_PAGES);
const MARKDOWN_FOLDERS = MARKDOWN_PATHS.map((path) => path.slice(1));
const markdownObject = (folder: string): string => `${folder}/index.html`;

/** The paths that are a folder's index.html without their slash. */
const INDEXED_FOLDERS = [...FOLDER_PAGES.map(([, folder]) => folder), ...MARKDOWN_FOLDERS];

/** The files that name no content hash: fetched fresh on every load. */
const UNHASHED = [
  ...APP_SHELL,
  ...FOLDER_PAGES.map(([, folder]) => `${folder}/index.html`),
  'app-config.json',
  ...Object.keys(PUBLISHED_DOCS),
  ...MARKDOWN_FOLDERS.map(markdownObject),
];

/**
 * Viewer request on the app's paths: a folder's path (`/admin/`, and `/admin` without its slash;
 * `/console/`, `/console` and `/acceptable-use` alike) is its index.html, as the local server serves
 * it; the bucket has no folder objects to answer it.
 */
export const FOLDER_INDEX_FUNCTION = `function handler(event) {
  var request = event.request;
  if (${INDEXED_FOLDERS.map((folder) => `request.uri === '/${folder}'`).join(' || ')}) request.uri += '/index.html';
  else if (request.uri.length > 1 && request.uri.endsWith('/')) request.uri += 'index.html';
  return request;
}`;

/**
 * The edge: one CloudFront distribution with an AWS WAF web ACL holding the rate limits
 * (functions/manifest/rate-limits.ts) and AWS's managed rule groups, so abuse is refused before any Lambda
 * runs. `/api/*` and `/mcp` go to the HTTP API and nothing of them is cached; every other path is the
 * operator app, from a private S3 bucket that only this distribution can read (origin access
 * control), so the app and the API share one origin and need no CORS; only the photo bucket, which
 * the app reaches with presigned URLs, allows the app's origin (lib/photo-cors.ts).
 */
export class EdgeStack extends Stack {
  /** The operator app's files (served by the distribution through origin access control). */
  readonly appBucket: Bucket;
  /** CloudFront's access logs (standard logging: the only kind a distribution writes to S3 without extra delivery resources). */
  readonly accessLogBucket: Bucket;
  readonly distributionId: string;
  /** Whether it serves the app's own domain (with its certificate and TLS 1.2 or later). */
  readonly customDomain: boolean;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, { ...props, crossRegionReferences: true });
    // As in the other stacks: the API stack cannot lose what the edge points at.
    CrossStackReferences.of(this).consume(ReferenceStrength.STRONG);
    const rateRules = rateLimitRules(props.limits).map((rule, priority) => rateRule(props.metricPrefix, rule, priority));
    const webAclName = `${props.metricPrefix}-Edge`;
    const webAcl = new CfnWebACL(this, 'WebAcl', {
      // Named: WAF's metrics carry the web ACL's name, which the blocks alarm below selects.
      name: webAclName,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(`${props.metricPrefix}Edge`),
      customResponseBodies: { [RATE_LIMITED_BODY_KEY]: { contentType: 'APPLICATION_JSON', content: RATE_LIMITED_BODY } },
      rules: [...rateRules, ...MANAGED_RULE_GROUPS.map((name, i) => managedRule(props.metricPrefix, name, rateRules.length + i))],
    });
    // WAF's own log of every request it saw (the group's name must begin with aws-waf-logs-). Credentials redacted.
    const wafLogs = new LogGroup(this, 'WafLogs', {
      logGroupName: `aws-waf-logs-${props.metricPrefix}`,
      retention: RetentionDays.ONE_YEAR,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    new CfnLoggingConfiguration(this, 'WafLogging', {
      resourceArn: webAcl.attrArn,
      // The group's ARN without the `:*` that logGroupArn ends with: WAF refuses that form.
      logDestinationConfigs: [
        this.formatArn({ service: 'logs', resource: 'log-group', resourceName: wafLogs.logGroupName, arnFormat: ArnFormat.COLON_RESOURCE_NAME }),
      ],
      redactedFields: ['authorization', 'x-api-key', 'x-admin-key'].map((name) => ({ singleHeader: { Name: name } })),
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
    const securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Handoff: CSP (no framing), HSTS, nosniff, referrer policy',
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy(props.operatorApp.mapTileUrl, {
            photoBucket: props.photoBucket,
            cognitoRegion: props.operatorApp.region,
          }).join('; '),
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
        strictTransportSecurity: { accessControlMaxAge: Duration.seconds(HSTS_SECONDS), includeSubdomains: true, override: true },
      },
    });
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
      responseHeadersPolicy: securityHeaders,
    };
    const accessLogBucket = (this.accessLogBucket = new Bucket(this, 'AccessLogs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // CloudFront's standard logging writes with an ACL: the bucket must accept ACLs from the writer.
      objectOwnership: ObjectOwnership.OBJECT_WRITER,
      // Versioned, so whoever deletes or overwrites a log to hide a request leaves the original as a noncurrent version.
      versioned: true,
      lifecycleRules: [
        { id: 'ExpireAccessLogs', expiration: Duration.days(365), noncurrentVersionExpiration: Duration.days(365) },
        { id: 'RemoveExpiredDeleteMarkers', expiredObjectDeleteMarker: true },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    }));
    const folderIndex = new CloudFrontFunction(this, 'FolderIndex', {
      comment: 'Handoff: a folder path (/admin/, /console/) is its index.html',
      code: FunctionCode.fromInline(FOLDER_INDEX_FUNCTION),
      runtime: FunctionRuntime.JS_2_0,
    });
    const certificate = props.customDomain ? Certificate.fromCertificateArn(this, 'Certificate', props.customDomain.certificateArn) : undefined;
    const distribution = new Distribution(this, 'Distribution', {
      comment: 'Handoff edge: the operator app, and the API behind WAF rate limits and managed rules',
      priceClass: PriceClass.PRICE_CLASS_100,
      webAclId: webAcl.attrArn,
      defaultRootObject: 'index.html',
      // The app's own domain (publicBaseUrl), with its certificate and TLS 1.2 or later.
      ...(props.customDomain && certificate
        ? { domainNames: [props.customDomain.domainName], certificate, minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021 }
        : {}),
      enableLogging: true,
      logBucket: accessLogBucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(appBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        compress: true,
        functionAssociations: [{ function: folderIndex, eventType: FunctionEventType.VIEWER_REQUEST }],
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
        Source.asset(built, { exclude: ['*', ...APP_SHELL.map((name) => `!${name}`)] }),
        Source.jsonData('app-config.json', props.operatorApp),
        ...Object.entries(PUBLISHED_DOCS).map(([name, path]) => Source.data(name, readFileSync(path, 'utf8'))),
        ...MARKDOWN_PATHS.map((path) => Source.data(markdownObject(path.slice(1)), markdownPage(path))),
      ],
      destinationBucket: appBucket,
      prune: false,
      cacheControl: [CacheControl.noCache()],
      distribution,
      distributionPaths: [...UNHASHED.map((name) => `/${name}`), ...MARKDOWN_PATHS.flatMap((path) => [path, `${path}/`])],
    });
    page.node.addDependency(assets);
    // The back office's and the console's pages, each under its folder (a deployment's sources share one key prefix): like the operator app's page.
    for (const [id, folder] of FOLDER_PAGES) {
      const folderPage = new BucketDeployment(this, id, {
        sources: [Source.asset(join(built, folder))],
        destinationBucket: appBucket,
        destinationKeyPrefix: `${folder}/`,
        prune: false,
        cacheControl: [CacheControl.noCache()],
        distribution,
        distributionPaths: [`/${folder}`, `/${folder}/`, `/${folder}/index.html`],
      });
      folderPage.node.addDependency(assets);
    }
    // Uploads (photos, KYC documents) go from the app straight to the photo bucket: its CORS allows where the app is served.
    new PhotoBucketCors(this, 'PhotoBucketCors', {
      bucketName: props.photoBucket.bucketName,
      bucketRegion: props.photoBucket.region,
      appOrigin: props.customDomain ? `https://${props.customDomain.domainName}` : `https://${distribution.distributionDomainName}`,
    });
    // The edge's alarms live here: CloudFront's and WAF's metrics are in us-east-1, and an alarm sees only its own Region.
    const topic = alarmTopic(this, `${props.metricPrefix} edge alarms`, props.alarmEmail);
    const action = new SnsAction(topic);
    new Alarm(this, 'Edge5xxRate', {
      metric: new Metric({
        namespace: 'AWS/CloudFront',
        metricName: '5xxErrorRate',
        dimensionsMap: { DistributionId: distribution.distributionId, Region: 'Global' },
        statistic: 'Average',
        period: Duration.minutes(5),
      }),
      threshold: EDGE_5XX_RATE_PERCENT,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
      alarmDescription: `${EDGE_5XX_RATE_PERCENT}% or more of the edge's answers were 5xx over 5 minutes: the API's or the app bucket's errors`,
    }).addAlarmAction(action);
    new Alarm(this, 'WafBlocks', {
      metric: new Metric({
        namespace: 'AWS/WAFV2',
        metricName: 'BlockedRequests',
        dimensionsMap: { WebACL: webAclName, Rule: 'ALL' },
        statistic: 'Sum',
        period: Duration.minutes(5),
      }),
      threshold: WAF_BLOCKS_ALARM,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
      alarmDescription: `The web ACL blocked ${WAF_BLOCKS_ALARM} or more requests in 5 minutes: an attack, or a rule refusing real clients (the WAF log group names the rule)`,
    }).addAlarmAction(action);
    cloudTrailAlarm(
      this,
      'SignerRoleChanged',
      topic,
      "Handoff: a role that may sign with the hot wallet's key had its policies, trust or boundary changed, or was deleted (a deploy that changes the signer's grants raises it too)",
      'aws.iam',
      { eventSource: ['iam.amazonaws.com'], eventName: ROLE_CHANGE_CALLS, requestParameters: { roleName: [...props.hotWalletSignerRoles] } },
    );
    this.distributionId = distribution.distributionId;
    this.customDomain = props.customDomain !== undefined;
    new CfnOutput(this, 'EdgeUrl', {
      value: `https://${distribution.distributionDomainName}`,
      description: 'The operator app, and the base URL of the Handoff API (under /api/), through the edge',
    });
  }
}
