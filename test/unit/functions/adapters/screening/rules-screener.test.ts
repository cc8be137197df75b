import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { SCREENING_RULES_URL } from '../../../../../functions/adapters/screening/rules-screener';
import { SCREENING_RULES, screeningRulesJson } from '../../../../../functions/adapters/screening/screening-rules';

describe('The rules screener reads its rules from beside itself', () => {
  it('reads the rules of screening-rules.ts as committed (npm run screening-rules)', async () => {
    const committed = await readFile(SCREENING_RULES_URL, 'utf8');
    expect(committed, 'screening-rules.generated.json is out of date: run `npm run screening-rules` and commit the result').toBe(
      screeningRulesJson(),
    );
    expect(JSON.parse(committed)).toEqual(SCREENING_RULES);
  });
});
