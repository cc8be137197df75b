import { vapidKeysFrom } from '../../../../adapters/push/vapid-keys';
import { config } from '../../../../platform/settings';

/** The VAPID key pair: Secrets Manager deployed, the local stack's key file locally. */
export const vapidKeys = vapidKeysFrom({ secretArn: config.push.vapidSecretArn, keyFile: config.push.vapidKeyFile });
