/**
 * `npm start`: the whole service on this machine (see local/stack.ts).
 * PORT (default 3000), LOCAL_IN_MEMORY=1 to keep nothing on disk, APP_ENV (default development),
 * ADMIN_API_KEY to enable the admin routes.
 */
import { startLocalStack } from '../local/stack';

const port = Number(process.env.PORT ?? 3000);
const appEnv = process.env.APP_ENV === 'production' ? 'production' : 'development';

try {
  const stack = await startLocalStack({
    port,
    inMemory: process.env.LOCAL_IN_MEMORY === '1',
    appEnv,
    adminKey: process.env.ADMIN_API_KEY,
  });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the local stack`);
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  console.log(`Handoff local stack ready (${appEnv}) at ${stack.url}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
