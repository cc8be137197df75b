import { App } from 'aws-cdk-lib';
import { deployTarget } from '../functions/platform/settings/deploy';
import { buildHandoff } from '../lib/handoff';
import { stageContext } from '../lib/stage-context';

// An explicit account and region keep `cdk synth` free of lookups, so it runs offline: the
// CLI's when it has credentials, else a placeholder that only serves synth (`cdk deploy` needs real ones anyway).
const app = new App();
const target = deployTarget();
buildHandoff(
  app,
  target,
  stageContext((key) => app.node.tryGetContext(key), target.account),
);
