import { App } from 'aws-cdk-lib';
import { deployTarget } from '../functions/settings/deploy';
import { buildHandoff } from '../lib/handoff';

// An explicit account and region keep `cdk synth` free of lookups, so it runs offline: the
// CLI's when it has credentials, else a placeholder that only serves synth (`cdk deploy` needs real ones anyway).
buildHandoff(new App(), deployTarget());
