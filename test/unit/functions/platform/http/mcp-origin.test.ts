import { describe, expect, it } from 'vitest';
import { mcpOriginAllowed } from '../../../../../functions/platform/http/mcp-origin';

describe('mcpOriginAllowed', () => {
  const own = 'https://handoff.example';
  const allowed = new Set(['https://assistant.example', 'http://localhost:6274']);

  it('takes a request without Origin, the service’s own origin and a configured one', () => {
    expect(mcpOriginAllowed(undefined, own, allowed)).toBe(true);
    expect(mcpOriginAllowed('https://handoff.example', own, allowed)).toBe(true);
    expect(mcpOriginAllowed('https://HANDOFF.example:443', own, allowed)).toBe(true);
    expect(mcpOriginAllowed('https://assistant.example', own, allowed)).toBe(true);
    expect(mcpOriginAllowed('http://localhost:6274', own, allowed)).toBe(true);
  });

  it('refuses any other origin, an opaque one and one that is no origin', () => {
    for (const origin of [
      'http://evil.example',
      'http://handoff.example',
      'https://handoff.example:8443',
      'http://localhost:6275',
      'null',
      '',
      'evil',
    ])
      expect(mcpOriginAllowed(origin, own, allowed), origin).toBe(false);
  });
});
