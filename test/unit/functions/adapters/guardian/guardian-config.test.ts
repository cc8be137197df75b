import { afterEach, describe, expect, it, vi } from 'vitest';
import { BedrockGuardian } from '../../../../../functions/adapters/guardian/bedrock-guardian';
import { createGuardian } from '../../../../../functions/adapters/guardian/index';
import { RulesGuardian } from '../../../../../functions/adapters/guardian/rules-guardian';
import { loadSettings } from '../../../../../functions/platform/settings/runtime';

const guardianSettings = (env: Record<string, string>) => loadSettings({ TABLE_NAME: 'handoff-test', ...env }).guardian;

describe('Guardian configuration', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('uses the rules Guardian unless told otherwise', () => {
    expect(guardianSettings({}).kind).toBe('rules');
    expect(guardianSettings({ GUARDIAN: '' }).kind).toBe('rules');
    expect(guardianSettings({ GUARDIAN: 'bedrock' }).kind).toBe('bedrock');
  });

  it('refuses an unknown Guardian', () => {
    expect(() => guardianSettings({ GUARDIAN: 'openai' })).toThrow("GUARDIAN must be rules or bedrock, got 'openai'");
  });

  it('builds the Guardian it names', () => {
    expect(createGuardian('rules')).toBeInstanceOf(RulesGuardian);
    expect(createGuardian('bedrock')).toBeInstanceOf(BedrockGuardian);
  });

  it('defaults the confidence threshold to 0.9', () => {
    expect(guardianSettings({}).confidenceThreshold).toBe(0.9);
    expect(guardianSettings({ GUARDIAN_CONFIDENCE_THRESHOLD: '' }).confidenceThreshold).toBe(0.9);
  });

  it.each([
    ['0', 0],
    ['0.75', 0.75],
    ['1', 1],
  ])('accepts the threshold %s', (value, expected) => {
    expect(guardianSettings({ GUARDIAN_CONFIDENCE_THRESHOLD: value }).confidenceThreshold).toBe(expected);
  });

  it.each(['abc', '90%', '1.5', '-0.1', 'Infinity'])('refuses the threshold %s', (value) => {
    expect(() => guardianSettings({ GUARDIAN_CONFIDENCE_THRESHOLD: value })).toThrow('GUARDIAN_CONFIDENCE_THRESHOLD must be a number from 0 to 1');
  });

  it('fails at load, not at the first review, on a bad threshold', async () => {
    vi.stubEnv('GUARDIAN_CONFIDENCE_THRESHOLD', '2');
    await expect(import('../../../../../functions/adapters/guardian/index')).rejects.toThrow('GUARDIAN_CONFIDENCE_THRESHOLD');
  });

  it('reads the environment into one reused Guardian', async () => {
    vi.stubEnv('GUARDIAN', 'bedrock');
    vi.stubEnv('GUARDIAN_CONFIDENCE_THRESHOLD', '0.8');
    // Fresh modules after resetModules, so compare against the freshly loaded class.
    const guardian = await import('../../../../../functions/adapters/guardian/index');
    const bedrock = await import('../../../../../functions/adapters/guardian/bedrock-guardian');
    const { config } = await import('../../../../../functions/platform/settings');
    expect(config.guardian).toMatchObject({ kind: 'bedrock', confidenceThreshold: 0.8 });
    expect(guardian.guardianFromConfig()).toBeInstanceOf(bedrock.BedrockGuardian);
    expect(guardian.guardianFromConfig()).toBe(guardian.guardianFromConfig());
  });
});
