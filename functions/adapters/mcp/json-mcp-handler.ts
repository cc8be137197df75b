/**
 * The MCP package's handler for the 2026-07-28 revision, answering in JSON: a Lambda function returns
 * one body, so a notification sent before the result could never reach the client anyway. The
 * package says so on the console each time the handler is made, and /mcp makes one per request
 * (each request its own server: nothing of one agent's is left for the next), so that notice alone
 * is kept out of the logs; any other warning passes.
 */
import { createMcpHandler, type Server } from '@modelcontextprotocol/server';

const JSON_MODE_NOTICE = "responseMode: 'json' drops mid-call notifications";

export const jsonMcpHandler = (factory: () => Server) => {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (!(typeof args[0] === 'string' && args[0].startsWith(JSON_MODE_NOTICE))) warn(...args);
  };
  try {
    return createMcpHandler(factory, { legacy: 'reject', responseMode: 'json' });
  } finally {
    console.warn = warn;
  }
};
