import { describe, expect, it } from 'vitest';
import { routes } from '../../../../functions/manifest/routes';
import { tableAccessOf } from '../../../../functions/manifest/table-permissions';
import { BACKGROUND_FUNCTIONS } from '../../../../functions/manifest/workflows';
import { deniedActions } from '../../../../local/table-permissions';

const reader = { access: 'read', recordsKeyUse: false } as const;
const agentReader = { access: 'read', recordsKeyUse: true } as const;
const writer = { access: 'write', recordsKeyUse: false } as const;
const none = { access: 'none', recordsKeyUse: false } as const;

describe('Table permissions as the local stack enforces them', () => {
  it('lets a reader get and query, and refuses its writes', () => {
    expect(deniedActions(reader, { commandName: 'GetCommand', input: {} })).toEqual([]);
    expect(deniedActions(reader, { commandName: 'QueryCommand', input: {} })).toEqual([]);
    expect(deniedActions(reader, { commandName: 'BatchGetCommand', input: {} })).toEqual([]);
    expect(deniedActions(reader, { commandName: 'PutCommand', input: {} })).toEqual(['PutItem']);
    expect(deniedActions(reader, { commandName: 'UpdateCommand', input: { UpdateExpression: 'SET last_used_at = :now' } })).toEqual(['UpdateItem']);
  });

  it("lets an agent-authenticated reader record its key's last use, and nothing else", () => {
    expect(deniedActions(agentReader, { commandName: 'UpdateCommand', input: { UpdateExpression: 'SET last_used_at = :now' } })).toEqual([]);
    expect(deniedActions(agentReader, { commandName: 'UpdateCommand', input: { UpdateExpression: 'SET last_used_at = :now, tier = :t' } })).toEqual([
      'UpdateItem',
    ]);
  });

  it('counts a transaction as the actions of its items', () => {
    const transaction = { TransactItems: [{ Put: {} }, { Update: { UpdateExpression: 'SET a = :a' } }, { ConditionCheck: {} }] };
    expect(deniedActions(writer, { commandName: 'TransactWriteCommand', input: transaction })).toEqual([]);
    expect(deniedActions(reader, { commandName: 'TransactWriteCommand', input: transaction })).toEqual([
      'PutItem',
      'UpdateItem',
      'ConditionCheckItem',
    ]);
  });

  it('refuses scans to every function but the ledger audit, batch writes to every function that does not write, and everything to one without access', () => {
    expect(deniedActions(writer, { commandName: 'ScanCommand', input: {} })).toEqual(['Scan']);
    const auditor = tableAccessOf(BACKGROUND_FUNCTIONS.ledgerAudit.handler);
    expect(auditor.access).toBe('audit');
    expect(deniedActions(auditor, { commandName: 'ScanCommand', input: {} })).toEqual([]);
    expect(deniedActions(auditor, { commandName: 'BatchGetCommand', input: {} })).toEqual([]);
    expect(deniedActions(auditor, { commandName: 'PutCommand', input: {} })).toEqual(['PutItem']);
    expect(deniedActions(auditor, { commandName: 'BatchWriteCommand', input: {} })).toEqual(['BatchWriteItem']);
    expect(deniedActions(writer, { commandName: 'BatchWriteCommand', input: {} })).toEqual([]);
    expect(deniedActions(reader, { commandName: 'BatchWriteCommand', input: {} })).toEqual(['BatchWriteItem']);
    expect(deniedActions(none, { commandName: 'GetCommand', input: {} })).toEqual(['GetItem']);
  });

  it('has a declaration for every route: health, the OAuth metadata, the A2A agent card and the push key (Secrets Manager) none, every other GET the quote and the OAuth denial (POSTs that write nothing) a reader but the KYC queue (it audits who saw the documents), MCP and A2A writers (their wait slots, push configs and key counters)', () => {
    const readers = new Set(['contexts/work/quotes/api/quote', 'contexts/accounts/oauth/api/deny-authorization']);
    const auditedReads = new Set(['contexts/accounts/staff/api/kyc-queue']);
    const untouched = new Set([
      'platform/http/health',
      'contexts/accounts/oauth/api/protected-resource',
      'contexts/accounts/oauth/api/authorization-server',
      'contexts/edge/a2a/api/agent-card',
      'contexts/delivery/push/api/push-key',
    ]);
    for (const route of routes) {
      const expected = untouched.has(route.handler)
        ? 'none'
        : (route.method === 'GET' && !auditedReads.has(route.handler)) || readers.has(route.handler)
          ? 'read'
          : 'write';
      expect(tableAccessOf(route.handler).access, route.path).toBe(expected);
    }
    expect(() => tableAccessOf('api/made-up')).toThrow(/No table access declared for api\/made-up/);
  });

  it('has the routes that run other routes (MCP, A2A) run agent routes only, as their caller', () => {
    const running = routes.filter((route) => route.runs?.length);
    expect(running.map((route) => route.handler)).toEqual(['contexts/edge/mcp/api/mcp', 'contexts/edge/a2a/api/a2a']);
    for (const route of running) {
      for (const handler of route.runs ?? []) expect(routes.find((other) => other.handler === handler)?.auth, handler).toBe(route.auth);
    }
  });
});
