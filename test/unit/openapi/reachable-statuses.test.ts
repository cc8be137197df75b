import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { routeKey, routes } from '../../../functions/manifest/routes';
import { statusOf } from '../../../functions/platform/http/responses';
import * as vocabulary from '../../../functions/platform/kernel/errors';
import { type ErrorFactory, errorCatalogues, sample } from '../../support/error-catalogues';
import { type Reachable, reachableErrorsOf } from '../../support/reachable-errors';

/**
 * Every status a route's code can answer is in openapi.yaml: the error factories and classes its
 * handler can reach (test/support/reachable-errors.ts walks the code with TypeScript's checker), each
 * mapped to its status as the HTTP layer maps it, against the statuses the document gives the
 * operation. Nothing here lists a route's statuses: they come from the code and from the document.
 */
const document = parse(readFileSync(new URL('../../../openapi.yaml', import.meta.url), 'utf8'));

/**
 * Errors a route's code builds but answers inside a success, never as a status, and why. Each must
 * still be reached (below), so an entry cannot outlive the code it excuses.
 */
const ANSWERED_IN_A_SUCCESS: Record<string, { factories: readonly string[]; why: string }> = {
  'POST /api/v1/tasks/quote': {
    factories: [
      'platformErrors.refusedByPolicy',
      'taskErrors.minimumTaskValue',
      'taskErrors.maximumTaskValue',
      'agentErrors.dailyTaskLimit',
      'agentErrors.dailySpendLimit',
      'taskErrors.insufficientEscrowBalance',
    ],
    why: 'a quote lists what creation would refuse in its `refusals` (200), by the messages of the errors creation throws',
  },
  'POST /a2a': {
    factories: ['a2aPushErrors.tooManyA2aPushConfigs'],
    why: 'an A2A method that is refused is answered as a JSON-RPC error (200) by the A2A endpoint',
  },
  'POST /mcp': {
    factories: ['mcpErrors.tooManyWaits'],
    why: 'a tool that throws is answered as a tool error (a JSON-RPC result with isError, 200) by the MCP server',
  },
};

/** Each catalogue entry, by the name the walk gives it (`taskErrors.taskNotFound`). */
let factories: Map<string, ErrorFactory>;

/** Each status the walk found -> the errors that answer it. */
const statusesOf = (found: Reachable): Map<number, string[]> => {
  const statuses = new Map<number, string[]>();
  const add = (status: number | undefined, what: string) => {
    if (status === undefined) throw new Error(`${what} maps to no status (platform/http/responses.ts STATUS_BY_ERROR)`);
    statuses.set(status, [...(statuses.get(status) ?? []), what]);
  };
  for (const name of found.factories) add(statusOf(sample(factories.get(name)!)), name);
  for (const name of found.classes) {
    const kind = (vocabulary as unknown as Record<string, { prototype: vocabulary.DomainError }>)[name]!;
    add(statusOf(Object.create(kind.prototype)), `new ${name}`);
  }
  for (const status of found.statuses) add(status, `errorResponse(${status})`);
  return statuses;
};

describe('the statuses of openapi.yaml', () => {
  let reached: Map<string, Reachable>;
  beforeAll(async () => {
    factories = new Map(
      (await errorCatalogues()).flatMap(({ name, entries }) =>
        Object.entries(entries).map(([entry, factory]) => [`${name}.${entry}`, factory] as const),
      ),
    );
    reached = reachableErrorsOf([...new Set(routes.map((route) => route.handler))]);
  }, 300_000);

  const found = (handler: string) => reached.get(handler)!;

  it('include every status each route’s code can answer', () => {
    const undocumented = routes.flatMap((route) => {
      const key = routeKey(route);
      const documented = Object.keys(document.paths[route.path][route.method.toLowerCase()].responses).map(Number);
      const excused = new Set(ANSWERED_IN_A_SUCCESS[key]?.factories);
      return [...statusesOf(found(route.handler))]
        .map(([status, causes]) => [status, causes.filter((cause) => !excused.has(cause))] as const)
        .filter(([status, causes]) => causes.length > 0 && !documented.includes(status))
        .map(([status, causes]) => `${key} can answer ${status} (${causes.join(', ')}) but openapi.yaml does not say so`);
    });
    expect(undocumented).toEqual([]);
  });

  it('excuse only errors the route’s code still builds', () => {
    for (const [key, { factories }] of Object.entries(ANSWERED_IN_A_SUCCESS)) {
      const route = routes.find((r) => routeKey(r) === key);
      expect(route, key).toBeDefined();
      for (const name of factories) expect([...found(route!.handler).factories], `${key}: ${name}`).toContain(name);
    }
  });

  it('are found from what a handler runs, not from all a module holds', () => {
    // The wrappers' answers reach every route; a route reaches only the rows of the transition table it moves by.
    const health = found('platform/http/health').factories;
    expect([...health]).toEqual(
      expect.arrayContaining(['platformErrors.malformedJson', 'platformErrors.bodyTooLarge', 'platformErrors.notThroughEdge']),
    );
    const cancel = found('contexts/work/tasks/api/agent/cancel').factories;
    expect([...cancel]).toEqual(
      expect.arrayContaining([
        'taskErrors.taskNotCancellable',
        'taskErrors.taskNotFound',
        'platformErrors.apiKeyLacksScope',
        'agentErrors.missingApiKey',
      ]),
    );
    for (const other of [
      'taskErrors.taskNotClaimable',
      'taskErrors.taskExpired',
      'taskErrors.tooManyOpenClaims',
      'taskErrors.workWindowNotOpen',
      'platformErrors.refusedByPolicy',
    ]) {
      expect(cancel.has(other), other).toBe(false);
    }
    const accept = found('contexts/work/tasks/api/operator/accept').factories;
    expect([...accept]).toEqual(
      expect.arrayContaining(['taskErrors.taskNotClaimable', 'taskErrors.taskExpired', 'taskErrors.tooManyOpenClaims', 'operatorErrors.kycRequired']),
    );
  });
});
