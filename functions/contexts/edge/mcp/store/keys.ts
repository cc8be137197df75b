/**
 * The keys of the items the mcp module owns: the hosted MCP server's wait_for_task slots.
 */
export const mcpKeys = {
  /** One of an API key's wait_for_task slots on the hosted MCP server: held while a wait runs. */
  waitSlot: (keyId: string, slot: number) => ({ pk: `MCP_WAITS#${keyId}`, sk: `SLOT#${slot}` }),
} as const;
