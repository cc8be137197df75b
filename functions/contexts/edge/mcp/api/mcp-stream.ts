/**
 * `GET /mcp`: where a Streamable HTTP server may offer an SSE stream of messages it starts itself.
 * This one offers none (API Gateway takes one buffered response from a Lambda; every POST is
 * answered in JSON), so, as the MCP transport specifies for such a server, GET answers 405 and
 * names the method /mcp takes. Authenticated like POST /mcp: one endpoint, one key.
 */

import { errorResponse } from '../../../../platform/http/responses';
import { mcpStreamHandler } from '../../../accounts/agents/wiring/agent-handler';

export const handler = mcpStreamHandler({ responses: !import.meta.bundled && {} })(async () =>
  errorResponse(405, 'Method not allowed: this MCP server offers no SSE stream; send each message by POST', { allow: 'POST' }),
);
