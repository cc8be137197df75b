/**
 * `npm start`: the whole service on this machine (see local/stack.ts).
 * PORT (default 3000), LOCAL_IN_MEMORY=1 to keep nothing on disk, APP_ENV (default development),
 * ADMIN_API_KEY to enable the admin routes.
 */
import { localStackSettings } from '../functions/platform/settings/local-stack';
import { startLocalStack } from '../local/stack';
import { StartupPhases } from '../local/startup-phases';
import { ensureAppBuilt } from '../web/build';

const phases = new StartupPhases();
// Loading this file's imports (tsx compiles them), from the process's start.
phases.record('modules', 0);
try {
  const { port, inMemory, appEnv, adminKey } = localStackSettings();
  // The operator app, served at `/`: built first when its sources changed.
  await phases.time('app build', ensureAppBuilt);
  const stack = await startLocalStack({ port, inMemory, appEnv, adminKey, phases });
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
  console.log(phases.summary());
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
