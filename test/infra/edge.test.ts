import { describe, expect, it } from 'vitest';
import { UNAUTHENTICATED_WRITES } from '../../functions/manifest/rate-limits';
import { contentSecurityPolicy, FOLDER_INDEX_FUNCTION } from '../../lib/edge';
import { synthesize } from './synth';

const { edge } = synthesize();
const webAcl = () => edge.ofType('AWS::WAFv2::WebACL')[0]!.Properties;
const ruleNamed = (acl: any, name: string) => acl.Rules.find((rule: any) => rule.Name === name);

describe('Edge: abuse is refused before any Lambda runs', () => {
  it('puts a CloudFront web ACL in us-east-1, answering 429 with the API error body', () => {
    expect(edge.region).toBe('us-east-1');
    expect(webAcl()).toMatchObject({
      Scope: 'CLOUDFRONT',
      DefaultAction: { Allow: {} },
      CustomResponseBodies: { 'rate-limited': { ContentType: 'APPLICATION_JSON', Content: '{"error":"Rate limit exceeded"}' } },
    });
  });

  it("leaves POST /mcp and POST /a2a, which take a key in either header, to their functions' one counter per key, and gives the functions the limit", () => {
    const post = (path: string) => ({
      AndStatement: {
        Statements: [
          { ByteMatchStatement: expect.objectContaining({ FieldToMatch: { Method: {} }, SearchString: 'POST', PositionalConstraint: 'EXACTLY' }) },
          { ByteMatchStatement: expect.objectContaining({ FieldToMatch: { UriPath: {} }, SearchString: path, PositionalConstraint: 'EXACTLY' }) },
        ],
      },
    });
    for (const name of ['PerApiKey', 'PerOperator'])
      expect(ruleNamed(webAcl(), name).Statement.RateBasedStatement.ScopeDownStatement).toEqual({
        NotStatement: { Statement: { OrStatement: { Statements: [post('/mcp'), post('/a2a')] } } },
      });
    const functions = synthesize().ofType('AWS::Lambda::Function');
    expect(functions.length).toBeGreaterThan(0);
    for (const fn of functions) expect(fn.Properties.Environment.Variables.MCP_RATE_LIMIT_PER_API_KEY).toBe('300');
  });

  it('limits each API key and each operator token per minute, counting only requests that carry them', () => {
    for (const [name, header] of [
      ['PerApiKey', 'x-api-key'],
      ['PerOperator', 'authorization'],
    ] as const) {
      expect(ruleNamed(webAcl(), name)).toMatchObject({
        Action: {
          Block: {
            CustomResponse: { ResponseCode: 429, CustomResponseBodyKey: 'rate-limited', ResponseHeaders: [{ Name: 'Retry-After', Value: '60' }] },
          },
        },
        Statement: {
          RateBasedStatement: {
            Limit: 300,
            EvaluationWindowSec: 60,
            AggregateKeyType: 'CUSTOM_KEYS',
            // `bearer`, `BEARER` and extra spaces are one credential: respelling the header earns no fresh counter.
            CustomKeys: [
              {
                Header: {
                  Name: header,
                  TextTransformations: [
                    { Priority: 0, Type: 'LOWERCASE' },
                    { Priority: 1, Type: 'COMPRESS_WHITE_SPACE' },
                  ],
                },
              },
            ],
          },
        },
      });
    }
  });

  it('counts every request per source IP first, whatever its credentials, so random API keys cannot outrun the limits', () => {
    const [first] = webAcl().Rules;
    expect(first).toMatchObject({
      Name: 'PerIp',
      Priority: 0,
      Action: { Block: { CustomResponse: { ResponseCode: 429, ResponseHeaders: [{ Name: 'Retry-After', Value: '300' }] } } },
      Statement: { RateBasedStatement: { Limit: 3000, EvaluationWindowSec: 300, AggregateKeyType: 'IP' } },
    });
    expect(first.Statement.RateBasedStatement.ScopeDownStatement).toBeUndefined();
  });

  it('limits each source IP on the public POST routes (operator and agent registration, email verification) per 10 minutes', () => {
    expect(UNAUTHENTICATED_WRITES).toEqual(
      expect.arrayContaining([
        { method: 'POST', path: '/api/v1/operator/register' },
        { method: 'POST', path: '/api/v1/agents/register' },
        { method: 'POST', path: '/api/v1/agents/verify-email' },
      ]),
    );
    const rule = ruleNamed(webAcl(), 'RegistrationsPerIp');
    expect(rule.Action.Block.CustomResponse).toMatchObject({ ResponseCode: 429, ResponseHeaders: [{ Name: 'Retry-After', Value: '600' }] });
    const { RateBasedStatement } = rule.Statement;
    expect(RateBasedStatement).toMatchObject({ Limit: 10, EvaluationWindowSec: 600, AggregateKeyType: 'IP' });
    const scoped = RateBasedStatement.ScopeDownStatement.OrStatement.Statements.map((statement: any) => {
      const [method, path] = statement.AndStatement.Statements.map((s: any) => s.ByteMatchStatement);
      expect(method.FieldToMatch).toEqual({ Method: {} });
      expect(path).toMatchObject({ FieldToMatch: { UriPath: {} }, PositionalConstraint: 'EXACTLY' });
      return { method: method.SearchString, path: path.SearchString };
    });
    expect(scoped).toEqual(UNAUTHENTICATED_WRITES);
  });

  it("adds AWS's managed rule groups after the rate rules, letting the API answer large bodies itself", () => {
    const managed = webAcl()
      .Rules.filter((rule: any) => rule.Statement.ManagedRuleGroupStatement)
      .map((rule: any) => rule.Statement.ManagedRuleGroupStatement);
    expect(managed.map((group: any) => group.Name)).toEqual([
      'AWSManagedRulesCommonRuleSet',
      'AWSManagedRulesKnownBadInputsRuleSet',
      'AWSManagedRulesAmazonIpReputationList',
    ]);
    expect(managed[0].RuleActionOverrides).toEqual([{ Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } }]);
    expect(webAcl().Rules.map((rule: any) => rule.Priority)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('fronts the HTTP API (under /api/) with a distribution that uses the web ACL, caches nothing of it and passes the credentials on', () => {
    const { DistributionConfig } = edge.ofType('AWS::CloudFront::Distribution')[0]!.Properties;
    expect(DistributionConfig.WebACLId).toEqual({ 'Fn::GetAtt': ['WebAcl', 'Arn'] });
    const api = DistributionConfig.CacheBehaviors.find((behavior: any) => behavior.PathPattern === '/api/*');
    const origin = DistributionConfig.Origins.find((candidate: any) => candidate.Id === api.TargetOriginId);
    expect(JSON.stringify(origin.DomainName)).toContain('.execute-api.us-east-1.');
    expect(api).toMatchObject({ ViewerProtocolPolicy: 'https-only', AllowedMethods: expect.arrayContaining(['POST', 'PUT', 'DELETE']) });
    const passThrough = edge.idsOfType('AWS::CloudFront::CachePolicy')[0]!;
    expect(api.CachePolicyId).toEqual({ Ref: passThrough });
    const { CachePolicyConfig } = edge.byRef(passThrough).Properties;
    expect(CachePolicyConfig).toMatchObject({ DefaultTTL: 0, MinTTL: 0 });
    expect(CachePolicyConfig.ParametersInCacheKeyAndForwardedToOrigin.HeadersConfig.Headers).toEqual(['Authorization', 'X-API-Key', 'X-Admin-Key']);
    // The MCP and A2A endpoints sit outside /api/ and reach the same API the same way.
    for (const path of ['/mcp', '/a2a']) {
      const behavior = DistributionConfig.CacheBehaviors.find((candidate: any) => candidate.PathPattern === path);
      expect(behavior).toMatchObject({ TargetOriginId: api.TargetOriginId, CachePolicyId: api.CachePolicyId, ViewerProtocolPolicy: 'https-only' });
      expect(behavior.AllowedMethods).toContain('POST');
    }
    // So do the OAuth metadata documents and the A2A agent card.
    const wellKnown = DistributionConfig.CacheBehaviors.find((behavior: any) => behavior.PathPattern === '/.well-known/*');
    expect(wellKnown).toMatchObject({ TargetOriginId: api.TargetOriginId, CachePolicyId: api.CachePolicyId });
  });

  it('serves the operator app from a private bucket only the distribution reads (origin access control), with its config, openapi.yaml, llms.txt and the acceptable use policy beside it', () => {
    const { DistributionConfig } = edge.ofType('AWS::CloudFront::Distribution')[0]!.Properties;
    expect(DistributionConfig.DefaultRootObject).toBe('index.html');
    const app = DistributionConfig.Origins.find((candidate: any) => candidate.Id === DistributionConfig.DefaultCacheBehavior.TargetOriginId);
    expect(app.DomainName).toEqual({ 'Fn::GetAtt': [expect.stringMatching(/^OperatorApp/), 'RegionalDomainName'] });
    expect(app.OriginAccessControlId).toBeDefined();
    expect(edge.ofType('AWS::CloudFront::OriginAccessControl')[0]!.Properties.OriginAccessControlConfig).toMatchObject({
      OriginAccessControlOriginType: 's3',
      SigningBehavior: 'always',
    });
    const bucket = edge.ofType('AWS::S3::Bucket')[0]!.Properties;
    expect(bucket.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    const policy = JSON.stringify(edge.ofType('AWS::S3::BucketPolicy')[0]!.Properties.PolicyDocument);
    expect(policy).toContain('cloudfront.amazonaws.com');
    expect(policy).toContain('AWS:SourceArn');
    const deployments = edge.ofType('Custom::CDKBucketDeployment');
    expect(deployments).toHaveLength(5);
    // The page and its config are always revalidated, and the edge's copies invalidated on deploy.
    const page = deployments.find((deployment) => deployment.Properties.DistributionPaths?.includes('/index.html'))!;
    expect(page.Properties.DistributionPaths).toEqual([
      '/index.html',
      '/sw.js',
      '/manifest.webmanifest',
      '/icon-192.png',
      '/icon-512.png',
      '/admin/index.html',
      '/console/index.html',
      '/authorize/index.html',
      '/app-config.json',
      '/openapi.yaml',
      '/llms.txt',
      '/acceptable-use/index.html',
      '/automated-decisions/index.html',
      '/acceptable-use',
      '/acceptable-use/',
      '/automated-decisions',
      '/automated-decisions/',
    ]);
    expect(page.Properties.SystemMetadata).toEqual({ 'cache-control': 'no-cache' });
    // The page, its config, and the contract, the guide for language models, the acceptable use policy and how proof is decided beside it.
    expect(page.Properties.SourceObjectKeys).toHaveLength(6);
    // The back office's page under admin/, revalidated the same way.
    const backOffice = deployments.find((deployment) => deployment.Properties.DestinationBucketKeyPrefix === 'admin/')!;
    expect(backOffice.Properties).toMatchObject({ SystemMetadata: { 'cache-control': 'no-cache' }, Prune: false });
    expect(backOffice.Properties.DistributionPaths).toEqual(['/admin', '/admin/', '/admin/index.html']);
    // The owner's console's page under console/, revalidated the same way.
    const consolePage = deployments.find((deployment) => deployment.Properties.DestinationBucketKeyPrefix === 'console/')!;
    expect(consolePage.Properties).toMatchObject({ SystemMetadata: { 'cache-control': 'no-cache' }, Prune: false });
    expect(consolePage.Properties.DistributionPaths).toEqual(['/console', '/console/', '/console/index.html']);
    // The OAuth authorization page of the MCP server under authorize/, revalidated the same way.
    const authorizePage = deployments.find((deployment) => deployment.Properties.DestinationBucketKeyPrefix === 'authorize/')!;
    expect(authorizePage.Properties).toMatchObject({ SystemMetadata: { 'cache-control': 'no-cache' }, Prune: false });
    expect(authorizePage.Properties.DistributionPaths).toEqual(['/authorize', '/authorize/', '/authorize/index.html']);
  });

  it('serves a folder path (/admin/, /admin, /console/, /console, /acceptable-use) as its index.html by a viewer-request function on the app', () => {
    const [fn] = edge.ofType('AWS::CloudFront::Function');
    expect(fn!.Properties.FunctionCode).toBe(FOLDER_INDEX_FUNCTION);
    const { DistributionConfig } = edge.ofType('AWS::CloudFront::Distribution')[0]!.Properties;
    expect(DistributionConfig.DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [edge.idsOfType('AWS::CloudFront::Function')[0], 'FunctionARN'] } },
    ]);
    // What the function does, run as CloudFront runs it (one `handler(event)`).
    const handler = new Function(`${FOLDER_INDEX_FUNCTION}; return handler;`)() as (event: { request: { uri: string } }) => { uri: string };
    const uriOf = (uri: string) => handler({ request: { uri } }).uri;
    expect([
      uriOf('/admin'),
      uriOf('/admin/'),
      uriOf('/console'),
      uriOf('/console/'),
      uriOf('/acceptable-use'),
      uriOf('/acceptable-use/'),
      uriOf('/automated-decisions'),
      uriOf('/'),
      uriOf('/assets/app-1.js'),
    ]).toEqual([
      '/admin/index.html',
      '/admin/index.html',
      '/console/index.html',
      '/console/index.html',
      '/acceptable-use/index.html',
      '/acceptable-use/index.html',
      '/automated-decisions/index.html',
      '/',
      '/assets/app-1.js',
    ]);
  });

  it('answers every path, app and API, with CSP (no framing), nosniff, a referrer policy and HSTS', () => {
    const [policy] = edge.ofType('AWS::CloudFront::ResponseHeadersPolicy');
    const { ContentSecurityPolicy, ...others } = policy!.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    expect(others).toEqual({
      ContentTypeOptions: { Override: true },
      FrameOptions: { FrameOption: 'DENY', Override: true },
      ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
      StrictTransportSecurity: { AccessControlMaxAgeSec: 63072000, IncludeSubdomains: true, Override: true },
    });
    expect(ContentSecurityPolicy.Override).toBe(true);
    // Images and connections reach the photo bucket's own host and Cognito's, never any bucket of any account.
    const csp = JSON.stringify(ContentSecurityPolicy.ContentSecurityPolicy);
    expect(csp).not.toContain('*.amazonaws.com');
    expect(csp).toContain('https://cognito-idp.us-east-1.amazonaws.com');
    expect(csp).toContain('.s3.us-east-1.amazonaws.com');
    const aws = { photoBucket: { bucketName: 'handoff-photos', region: 'eu-west-1' }, cognitoRegion: 'eu-west-1' };
    expect(contentSecurityPolicy('', aws)).toContain("frame-ancestors 'none'");
    expect(contentSecurityPolicy('', aws)).toContain(
      "connect-src 'self' https://handoff-photos.s3.eu-west-1.amazonaws.com https://cognito-idp.eu-west-1.amazonaws.com",
    );
    // A map tile server joins img-src by its origin, nothing else.
    expect(contentSecurityPolicy('https://tile.openstreetmap.org/{z}/{x}/{y}.png', aws)).toContain(
      "img-src 'self' data: blob: https://handoff-photos.s3.eu-west-1.amazonaws.com https://tile.openstreetmap.org",
    );
    const { DistributionConfig } = edge.ofType('AWS::CloudFront::Distribution')[0]!.Properties;
    const policyId = { Ref: edge.idsOfType('AWS::CloudFront::ResponseHeadersPolicy')[0] };
    for (const behavior of [DistributionConfig.DefaultCacheBehavior, ...DistributionConfig.CacheBehaviors]) {
      expect(behavior.ResponseHeadersPolicyId, behavior.PathPattern ?? 'default').toEqual(policyId);
    }
  });

  it('logs every request: CloudFront to a private bucket kept a year, WAF to its aws-waf-logs- group with credentials redacted', () => {
    const { DistributionConfig } = edge.ofType('AWS::CloudFront::Distribution')[0]!.Properties;
    const logBucketId = edge.idsOfType('AWS::S3::Bucket').find((id) => id.startsWith('AccessLogs'))!;
    expect(DistributionConfig.Logging).toEqual({ Bucket: { 'Fn::GetAtt': [logBucketId, 'RegionalDomainName'] }, Prefix: 'cloudfront/' });
    expect(edge.byRef(logBucketId).Properties).toMatchObject({
      OwnershipControls: { Rules: [{ ObjectOwnership: 'ObjectWriter' }] },
      // Versioned: a deleted or overwritten log stays a noncurrent version for the year (Control Tower CT.S3.PR.11; evidence of an attack).
      VersioningConfiguration: { Status: 'Enabled' },
      LifecycleConfiguration: {
        Rules: [
          expect.objectContaining({ ExpirationInDays: 365, NoncurrentVersionExpiration: { NoncurrentDays: 365 } }),
          expect.objectContaining({ ExpiredObjectDeleteMarker: true }),
        ],
      },
    });
    const [group] = edge.ofType('AWS::Logs::LogGroup');
    expect(group!.Properties).toEqual({ LogGroupName: 'aws-waf-logs-Handoff', RetentionInDays: 365 });
    const [logging] = edge.ofType('AWS::WAFv2::LoggingConfiguration');
    expect(logging!.Properties).toEqual({
      ResourceArn: { 'Fn::GetAtt': ['WebAcl', 'Arn'] },
      LogDestinationConfigs: [
        {
          'Fn::Join': [
            '',
            // The partition is a literal (cdk.json: enablePartitionLiterals).
            ['arn:aws:logs:us-east-1:111111111111:log-group:', { Ref: expect.stringMatching(/^WafLogs/) }],
          ],
        },
      ],
      RedactedFields: [
        { SingleHeader: { Name: 'authorization' } },
        { SingleHeader: { Name: 'x-api-key' } },
        { SingleHeader: { Name: 'x-admin-key' } },
      ],
    });
  });

  it("alarms in us-east-1 on the edge's 5xx rate and on WAF blocks, through a topic CloudWatch may publish to", () => {
    const alarms = edge.ofType('AWS::CloudWatch::Alarm').map((alarm) => alarm.Properties);
    const [topicId] = edge.idsOfType('AWS::SNS::Topic');
    expect(alarms).toEqual([
      expect.objectContaining({
        Namespace: 'AWS/CloudFront',
        MetricName: '5xxErrorRate',
        Dimensions: expect.arrayContaining([{ Name: 'Region', Value: 'Global' }]),
        Threshold: 5,
        TreatMissingData: 'notBreaching',
        AlarmActions: [{ Ref: topicId }],
      }),
      expect.objectContaining({
        Namespace: 'AWS/WAFV2',
        MetricName: 'BlockedRequests',
        Dimensions: [
          { Name: 'Rule', Value: 'ALL' },
          { Name: 'WebACL', Value: 'Handoff-Edge' },
        ],
        Threshold: 1000,
        AlarmActions: [{ Ref: topicId }],
      }),
    ]);
    expect(webAcl().Name).toBe('Handoff-Edge');
    const statements = edge.ofType('AWS::SNS::TopicPolicy')[0]!.Properties.PolicyDocument.Statement;
    expect(statements).toContainEqual(
      expect.objectContaining({
        Effect: 'Allow',
        Principal: { Service: 'cloudwatch.amazonaws.com' },
        Action: 'sns:Publish',
        Condition: { StringEquals: { 'aws:SourceAccount': '111111111111' } },
      }),
    );
  });

  it("serves the app's own domain with its us-east-1 certificate and TLS 1.2 or later when publicBaseUrl names one", () => {
    const certificateArn = 'arn:aws:acm:us-east-1:111111111111:certificate/12345678-1234-1234-1234-123456789012';
    const custom = synthesize({ publicBaseUrl: 'https://app.handoff.test', edgeCertificateArn: certificateArn });
    const { DistributionConfig } = custom.edge.ofType('AWS::CloudFront::Distribution')[0]!.Properties;
    expect(DistributionConfig.Aliases).toEqual(['app.handoff.test']);
    expect(DistributionConfig.ViewerCertificate).toEqual({
      AcmCertificateArn: certificateArn,
      SslSupportMethod: 'sni-only',
      MinimumProtocolVersion: 'TLSv1.2_2021',
    });
    // Without the certificate the app would be served elsewhere and its uploads refused by CORS (test/infra/photos.test.ts).
    expect(() => synthesize({ publicBaseUrl: 'https://app.handoff.test' })).toThrow(/publicBaseUrl needs edgeCertificateArn/);
    expect(() =>
      synthesize({ publicBaseUrl: 'https://app.handoff.test', edgeCertificateArn: certificateArn.replace('us-east-1', 'eu-west-1') }),
    ).toThrow(/edgeCertificateArn must be the ARN of an ACM certificate in us-east-1/);
    expect(DistributionConfig.Aliases).toBeDefined();
    expect(edge.ofType('AWS::CloudFront::Distribution')[0]!.Properties.DistributionConfig.Aliases).toBeUndefined();
  });

  it('takes the limits from the context and refuses one WAF cannot count', () => {
    const custom = synthesize({ rateLimitPerApiKey: 1200, rateLimitRegistrationsPerIp: '30' }).edge;
    const acl = custom.ofType('AWS::WAFv2::WebACL')[0]!.Properties;
    expect(ruleNamed(acl, 'PerApiKey').Statement.RateBasedStatement.Limit).toBe(1200);
    expect(ruleNamed(acl, 'RegistrationsPerIp').Statement.RateBasedStatement.Limit).toBe(30);
    expect(() => synthesize({ rateLimitPerOperator: 5 })).toThrow(/rateLimitPerOperator must be a whole number of requests, at least 10/);
  });
});
