import { describe, expect, it } from 'vitest';
import { handler as agentSends } from '../../../../../../../functions/contexts/work/messages/api/send-agent-message';
import { handler as operatorSends } from '../../../../../../../functions/contexts/work/messages/api/send-operator-message';
import { bodyOf, refusalOf } from '../../../../../../support/refusals';

describe("a message's text, on the agent's and the operator's route alike (400)", () => {
  it.each([
    [' \n\t ', 'text must not be empty'],
    ['a'.repeat(2001), 'text must be at most 2000 characters'],
    ['😀'.repeat(2001), 'text must be at most 2000 characters'],
    [42, 'text must be a string'],
    [undefined, 'text is required'],
    ['bell\u0007', 'text must not contain control characters'],
    ['file\u202Etxt.exe', 'text must not contain control characters'],
    ['lone \ud800 surrogate', 'text must not contain control characters'],
  ])('refuses %j', async (text, error) => {
    for (const route of [agentSends, operatorSends]) {
      expect(await refusalOf(() => bodyOf(route, { text }))).toEqual({ status: 400, body: { error } });
    }
  });

  it('takes 2000 characters of any script, trimmed', () => {
    for (const text of ['a'.repeat(2000), '😀'.repeat(2000), 'Привет 你好 مرحبا\n<script>alert(1)</script>']) {
      for (const route of [agentSends, operatorSends]) expect(bodyOf(route, { text: ` ${text}\n` })).toEqual({ text });
    }
  });
});
