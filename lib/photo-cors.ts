import { Stack } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';

/**
 * The photo bucket's CORS rule: the operator app uploads proof photos and KYC documents straight
 * from the browser (presigned POST) and shows them (presigned GET), from its own origin only.
 */
const photoCorsRule = (appOrigin: string) => ({
  AllowedMethods: ['POST', 'GET', 'HEAD'],
  AllowedOrigins: [appOrigin],
  AllowedHeaders: ['*'],
  MaxAgeSeconds: 600,
});

interface PhotoBucketCorsProps {
  /** The photo bucket (data stack, the API's Region). */
  readonly bucketName: string;
  readonly bucketRegion: string;
  /** Where the app is served: `https://<custom domain>`, or `https://<the distribution's domain>`. */
  readonly appOrigin: string;
}

/**
 * Sets the photo bucket's CORS from the edge stack, once the distribution (and so its domain)
 * exists. The bucket cannot name the origin itself: the data stack is deployed before the edge,
 * which already depends on it, so a reference back would be a cycle (and cross Regions). The bucket
 * therefore declares no CORS of its own; this one call (S3 PutBucketCors, on every create and
 * update) owns it. No delete call: a replaced resource's delete would run after its successor's
 * put and wipe the rule, and a leftover rule naming a deleted distribution's origin allows nothing.
 */
export class PhotoBucketCors extends Construct {
  constructor(scope: Construct, id: string, props: PhotoBucketCorsProps) {
    super(scope, id);
    const bucketArn = Stack.of(this).formatArn({ service: 's3', region: '', account: '', resource: props.bucketName });
    new AwsCustomResource(this, 'PutBucketCors', {
      onUpdate: {
        service: 'S3',
        action: 'PutBucketCors',
        region: props.bucketRegion,
        parameters: { Bucket: props.bucketName, CORSConfiguration: { CORSRules: [photoCorsRule(props.appOrigin)] } },
        physicalResourceId: PhysicalResourceId.of(`${props.bucketName}-cors`),
      },
      policy: AwsCustomResourcePolicy.fromStatements([new PolicyStatement({ actions: ['s3:PutBucketCORS'], resources: [bucketArn] })]),
      // The SDK in the Lambda runtime: installing the latest at deploy time needs npm from Lambda, and can break a deploy.
      installLatestAwsSdk: false,
      // One SDK call per deploy; set, as every function of the app sets its memory (cdk-nag's Serverless-LambdaDefaultMemorySize).
      memorySize: 256,
    });
  }
}
