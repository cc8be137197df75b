import { describe, expect, it } from 'vitest';
import { handlerOf, type Resource, synthesize } from './synth';

const synthesized = synthesize({ photoRetentionDays: 30 });
const stacks = [synthesized, synthesized.data, synthesized.workflows];

/** Every S3 action any IAM policy grants, with the handler of the function whose role holds it. */
const s3Grants = () => {
  const functions: Resource[] = stacks.flatMap((stack) => stack.ofType('AWS::Lambda::Function'));
  const roleToHandler = new Map(functions.map((fn) => [fn.Properties.Role['Fn::GetAtt'][0] as string, handlerOf(fn)]));
  return stacks.flatMap((stack) =>
    stack.ofType('AWS::IAM::Policy').flatMap((policy) =>
      policy.Properties.PolicyDocument.Statement.flatMap((statement: any) =>
        [statement.Action]
          .flat()
          .filter((action: string) => /^s3:/i.test(action) || action === '*')
          .flatMap((action: string) =>
            policy.Properties.Roles.map((role: { Ref: string }) => ({
              handler: roleToHandler.get(role.Ref),
              action,
              resource: JSON.stringify(statement.Resource),
            })),
          ),
      ),
    ),
  );
};

describe('photo bucket', () => {
  it('is private, encrypted, TLS only, and expires photos after the configured days', () => {
    const [bucket] = synthesized.data.ofType('AWS::S3::Bucket');
    expect(bucket!.Properties).toMatchObject({
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
      // Versioned (dispute evidence survives an overwrite), so old versions' delete markers go too.
      LifecycleConfiguration: { Rules: expect.arrayContaining([expect.objectContaining({ ExpirationInDays: 30, Status: 'Enabled' })]) },
    });
    const [policy] = synthesized.data.ofType('AWS::S3::BucketPolicy');
    expect(policy!.Properties.PolicyDocument.Statement).toContainEqual(
      expect.objectContaining({ Effect: 'Deny', Action: 's3:*', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
    );
  });

  it('grants exactly s3:PutObject to the upload signer, read and write to submit and the sandbox (evidence copies), s3:GetObject to the task view (which /mcp and /a2a invoke, holding no photo grant) and the reviewer, delete to the refunds (agent copies), and delete, read and write to the settling of an ended task’s photos, on the photo prefix', () => {
    const grants = s3Grants().filter((grant) => !grant.resource.includes('/kyc/*'));
    expect(grants.map(({ handler, action }) => `${handler} ${action}`).sort()).toEqual([
      'contexts/edge/sweep/workflow/timers-step s3:DeleteObject',
      'contexts/work/disputes/api/resolve-dispute s3:DeleteObject',
      'contexts/work/tasks/api/agent/get s3:GetObject',
      'contexts/work/tasks/api/operator/request-photo s3:PutObject',
      'contexts/work/tasks/api/operator/submit s3:GetObject',
      'contexts/work/tasks/api/operator/submit s3:PutObject',
      'contexts/work/tasks/workflow/review-proof-step s3:GetObject',
      'contexts/work/tasks/workflow/sandbox-step s3:GetObject',
      'contexts/work/tasks/workflow/sandbox-step s3:PutObject',
      'contexts/work/tasks/workflow/settle-photos-step s3:DeleteObject',
      'contexts/work/tasks/workflow/settle-photos-step s3:GetObject',
      'contexts/work/tasks/workflow/settle-photos-step s3:PutObject',
    ]);
    for (const grant of grants) expect(grant.resource).toContain('/photos/*');
  });

  it('grants the KYC documents (kyc/ prefix) only to their upload signer, the submit that checks they arrived and the staff queue that presigns them', () => {
    const grants = s3Grants().filter((grant) => grant.resource.includes('/kyc/*'));
    expect(grants.map(({ handler, action }) => `${handler} ${action}`).sort()).toEqual([
      'contexts/accounts/operators/api/kyc-document s3:PutObject',
      'contexts/accounts/operators/api/kyc-submit s3:GetObject',
      'contexts/accounts/staff/api/kyc-queue s3:GetObject',
    ]);
  });
});

/**
 * The photo bucket's CORS as the edge stack sets it (lib/photo-cors.ts): the custom resource's SDK
 * call, its Fn::Join put together with the bucket's name written `<bucket>` and the distribution's
 * domain `<distribution>`.
 */
const corsCall = (edge: ReturnType<typeof synthesize>['edge']) => {
  const [resource, ...others] = edge.ofType('Custom::AWS');
  expect(others).toEqual([]);
  const text = (value: any): string => {
    if (typeof value === 'string') return value;
    const [separator, parts] = value['Fn::Join'] as [string, unknown[]];
    return parts
      .map((part: any) => {
        if (typeof part === 'string') return part;
        // The data stack's export: a CloudFormation import in one Region, CDK's SSM export reader across Regions.
        if (/PhotoBucket/.test(part['Fn::ImportValue'] ?? part['Fn::GetAtt']?.[1] ?? '')) return '<bucket>';
        if (part['Fn::GetAtt']?.[1] === 'DomainName') return '<distribution>';
        throw new Error(`Unexpected token in the CORS call: ${JSON.stringify(part)}`);
      })
      .join(separator);
  };
  const { Create, Update, Delete } = resource!.Properties;
  return { create: JSON.parse(text(Create)), update: JSON.parse(text(Update)), deletes: Delete !== undefined, resource: resource! };
};

describe('photo bucket CORS', () => {
  const expectedRule = (origin: string) => ({
    AllowedMethods: ['POST', 'GET', 'HEAD'],
    AllowedOrigins: [origin],
    AllowedHeaders: ['*'],
    MaxAgeSeconds: 600,
  });

  it("allows only the distribution's own domain without a custom domain, set on the bucket by the edge once the distribution exists", () => {
    const { create, update, deletes } = corsCall(synthesized.edge);
    expect(create).toEqual({
      service: 'S3',
      action: 'PutBucketCors',
      region: 'us-east-1',
      parameters: { Bucket: '<bucket>', CORSConfiguration: { CORSRules: [expectedRule('https://<distribution>')] } },
      physicalResourceId: { id: '<bucket>-cors' },
    });
    // Every update puts it again (a new distribution domain, a custom domain added later); no delete call, which a replacement would run after the new put.
    expect(update).toEqual(create);
    expect(deletes).toBe(false);
    // The GetAtt is the distribution of this very stack.
    const [distributionId] = synthesized.edge.idsOfType('AWS::CloudFront::Distribution');
    expect(JSON.stringify(corsCall(synthesized.edge).resource.Properties.Create)).toContain(`"Fn::GetAtt":["${distributionId}","DomainName"]`);
  });

  it("allows exactly the app's custom domain when publicBaseUrl names one, in the bucket's own Region across from the edge", () => {
    const custom = synthesize(
      {
        publicBaseUrl: 'https://app.handoff.test',
        edgeCertificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/12345678-1234-1234-1234-123456789012',
      },
      'eu-west-1',
    );
    const { create } = corsCall(custom.edge);
    expect(create.region).toBe('eu-west-1');
    expect(create.parameters.Bucket).toBe('<bucket>');
    expect(create.parameters.CORSConfiguration).toEqual({ CORSRules: [expectedRule('https://app.handoff.test')] });
  });

  it('is owned by that call alone: the bucket declares no CORS, its stack names nothing of the edge, and the call may only put CORS on that bucket', () => {
    for (const stack of [synthesized.data]) {
      expect(stack.ofType('AWS::S3::Bucket')[0]!.Properties.CorsConfiguration).toBeUndefined();
      expect(JSON.stringify(stack.template.toJSON())).not.toMatch(/Edge|Distribution/);
    }
    const statements = synthesized.edge
      .ofType('AWS::IAM::Policy')
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement)
      .filter((statement: any) => [statement.Action].flat().includes('s3:PutBucketCORS'));
    expect(statements).toEqual([
      {
        Effect: 'Allow',
        Action: 's3:PutBucketCORS',
        Resource: { 'Fn::Join': ['', ['arn:aws:s3:::', { 'Fn::ImportValue': expect.stringMatching(/^HandoffData:ExportsOutputRefPhotoBucket/) }]] },
      },
    ]);
  });
});
