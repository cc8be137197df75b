/** The Guardian the settings name (GUARDIAN), one per process. */
import type { Guardian } from '../../contexts/work/tasks/domain';
import { config, type GuardianKind } from '../../platform/settings';
import { BedrockGuardian } from './bedrock-guardian';
import { RulesGuardian } from './rules-guardian';

export const createGuardian = (kind: GuardianKind): Guardian => (kind === 'bedrock' ? new BedrockGuardian() : new RulesGuardian());

let guardian: Guardian | undefined;

/** One Guardian per process, so a warm Lambda reuses its Bedrock client. */
export const guardianFromConfig = (): Guardian => (guardian ??= createGuardian(config.guardian.kind));
