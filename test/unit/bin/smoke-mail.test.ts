import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { smokeEmailFor } from '../../../bin/smoke-mail';

/** A stages directory with one stage file. */
const stagesWith = (stage: string, context: Record<string, unknown>) => {
  const dir = `${mkdtempSync(join(tmpdir(), 'stages-'))}/`;
  writeFileSync(`${dir}${stage}.json`, JSON.stringify({ stage, ...context }));
  return dir;
};

describe('the smoke test mail', () => {
  it("goes to the stage's own verified sender, tagged with the run, never to example.com", () => {
    const dir = stagesWith('prod', { mailFrom: 'no-reply@handoff.app' });
    expect(smokeEmailFor('prod', 1234, dir)).toBe('no-reply+smoke-1234@handoff.app');
  });

  it('replaces a tag the sender already has', () => {
    const dir = stagesWith('dev', { mailFrom: 'ops+handoff@team.test' });
    expect(smokeEmailFor('dev', 5, dir)).toBe('ops+smoke-5@team.test');
  });

  it('has no address for a stage whose sender is the placeholder, which no SES identity can verify', () => {
    const dir = stagesWith('dev', {});
    expect(smokeEmailFor('dev', 5, dir)).toBeUndefined();
  });
});
