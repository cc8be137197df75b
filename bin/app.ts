import { App } from 'aws-cdk-lib';
import { buildHandoff } from '../lib/handoff';

// Explicit account and region keep `cdk synth` free of lookups, so it runs offline. The
// placeholder account only serves synth; `cdk deploy` needs real credentials anyway.
buildHandoff(new App(), {
  account: process.env.CDK_DEFAULT_ACCOUNT ?? '000000000000',
  region: process.env.CDK_DEFAULT_REGION ?? 'us-east-1',
});
