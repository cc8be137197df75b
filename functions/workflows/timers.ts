import { withLogContext } from '../logging/logger';
import { fireDueTimers } from '../use-cases/timers/fire-due-timers';

/** Scheduled every minute (EventBridge in AWS, an interval on the local stack). */
export const handler = withLogContext(async (): Promise<{ fired: number }> => ({ fired: await fireDueTimers(new Date()) }));
