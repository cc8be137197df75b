import { App } from 'aws-cdk-lib';
import { deployTarget } from '../functions/platform/settings/deploy';
import { buildStage } from '../lib/handoff';

// The CLI's account and Region when it has credentials, else placeholders that only serve synth (`cdk deploy`
// needs real ones anyway): a stage's stacks go to the account and Region its file names, and refuse others.
buildStage(new App(), deployTarget());
