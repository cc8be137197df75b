import { Server } from '@modelcontextprotocol/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonMcpHandler } from '../../../../../functions/adapters/mcp/json-mcp-handler';

const server = () => new Server({ name: 'test', version: '1.0.0' }, { capabilities: {} });

describe('the JSON-answering MCP handler /mcp makes per request', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes nothing to the console when made, however often, and puts the console back as it was', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const original = console.warn;
    for (let i = 0; i < 3; i++) await jsonMcpHandler(server).close();
    expect(warn).not.toHaveBeenCalled();
    expect(console.warn).toBe(original);
  });
});
