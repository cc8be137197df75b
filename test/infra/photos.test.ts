import { describe, expect, it } from 'vitest';
import { handlerOf, synthesize, type Resource } from './synth';

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

  it('grants exactly s3:PutObject to the upload signer, read and write to submit and the sandbox (evidence copies), s3:GetObject to the task view (and /mcp, which runs it) and the reviewer, delete to the refunds (agent copies), and delete, read and write to the settling of an ended task’s photos, on the photo prefix', () => {
    const grants = s3Grants().filter((grant) => !grant.resource.includes('/kyc/*'));
    expect(grants.map(({ handler, action }) => `${handler} ${action}`).sort()).toEqual([
      'api/admin/resolve-dispute s3:DeleteObject',
      'api/mcp s3:GetObject',
      'api/operator/request-photo s3:PutObject',
      'api/operator/submit s3:GetObject',
      'api/operator/submit s3:PutObject',
      'api/tasks/get s3:GetObject',
      'workflows/review-proof s3:GetObject',
      'workflows/sandbox-step s3:GetObject',
      'workflows/sandbox-step s3:PutObject',
      'workflows/settle-photos s3:DeleteObject',
      'workflows/settle-photos s3:GetObject',
      'workflows/settle-photos s3:PutObject',
      'workflows/timers s3:DeleteObject',
    ]);
    for (const grant of grants) expect(grant.resource).toContain('/photos/*');
  });

  it('grants the KYC documents (kyc/ prefix) only to their upload signer, the submit that checks they arrived and the staff queue that presigns them', () => {
    const grants = s3Grants().filter((grant) => grant.resource.includes('/kyc/*'));
    expect(grants.map(({ handler, action }) => `${handler} ${action}`).sort()).toEqual([
      'api/admin/kyc-queue s3:GetObject',
      'api/operator/kyc-document s3:PutObject',
      'api/operator/kyc-submit s3:GetObject',
    ]);
  });
});
