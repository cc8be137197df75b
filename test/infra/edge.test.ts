import { describe, expect, it } from 'vitest';
import { UNAUTHENTICATED_WRITES } from '../../functions/rate-limits';
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
            CustomKeys: [{ Header: { Name: header, TextTransformations: [{ Priority: 0, Type: 'NONE' }] } }],
          },
        },
      });
    }
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
    expect(webAcl().Rules.map((rule: any) => rule.Priority)).toEqual([0, 1, 2, 3, 4, 5]);
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
    // The MCP endpoint sits outside /api/ and reaches the same API the same way.
    const mcp = DistributionConfig.CacheBehaviors.find((behavior: any) => behavior.PathPattern === '/mcp');
    expect(mcp).toMatchObject({ TargetOriginId: api.TargetOriginId, CachePolicyId: api.CachePolicyId, ViewerProtocolPolicy: 'https-only' });
    expect(mcp.AllowedMethods).toContain('POST');
  });

  it('serves the operator app from a private bucket only the distribution reads (origin access control), with its config, openapi.yaml and llms.txt beside it', () => {
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
    expect(deployments).toHaveLength(2);
    // The page and its config are always revalidated, and the edge's copies invalidated on deploy.
    const page = deployments.find((deployment) => deployment.Properties.DistributionPaths)!;
    expect(page.Properties.DistributionPaths).toEqual(['/index.html', '/app-config.json', '/openapi.yaml', '/llms.txt']);
    expect(page.Properties.SystemMetadata).toEqual({ 'cache-control': 'no-cache' });
    // The page, its config, and the contract and the guide for language models beside it.
    expect(page.Properties.SourceObjectKeys).toHaveLength(4);
  });

  it('takes the limits from the context and refuses one WAF cannot count', () => {
    const custom = synthesize({ rateLimitPerApiKey: 1200, rateLimitRegistrationsPerIp: '30' }).edge;
    const acl = custom.ofType('AWS::WAFv2::WebACL')[0]!.Properties;
    expect(ruleNamed(acl, 'PerApiKey').Statement.RateBasedStatement.Limit).toBe(1200);
    expect(ruleNamed(acl, 'RegistrationsPerIp').Statement.RateBasedStatement.Limit).toBe(30);
    expect(() => synthesize({ rateLimitPerOperator: 5 })).toThrow(/rateLimitPerOperator must be a whole number of requests, at least 10/);
  });
});
