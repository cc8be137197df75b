import * as z from 'zod/mini';
import { platformErrors } from './errors';
import { atFirstUse } from './first-use';
import { isoDateTime } from './zod-formats';

/**
 * The `cursor` of the task lists: base64url of a small JSON document that is opaque to clients.
 * It holds where the next page starts (the sort key of the last index entry a page covered), what
 * it was made for (the list, the caller whose partition it walks, the filter), and the counts of
 * the walk (`offset` of the next page, `total` counted on its first page), so a page read through
 * a cursor reads about `limit` items and counts nothing.
 *
 * Not signed: the list functions share no secret (an HMAC key would need a secret store read at
 * every cold start), and safety does not rest on one. The partition a list reads always comes from
 * the caller (never from the cursor), the cursor names its owner and is refused for anyone else,
 * and its position only says where in the caller's own list a page starts, which `offset` can
 * say too. Editing a cursor can at most make its own reader's `offset` and `total` wrong. Anything
 * else, malformed or made for another list, owner or filter, is `Invalid cursor`.
 */

/** Where a page of a time-ordered task index ends: the time (creation; a claim's in operator work) and id of the last entry covered. */
export interface ListPosition {
  createdAt: string;
  taskId: string;
}

/** Which walk a cursor belongs to: checked on every use. */
export interface CursorScope {
  list: 'agent-tasks' | 'open-tasks' | 'operator-work';
  /** Whose partition it walks: the agent's or operator's id, or '' for a list all callers share. */
  owner: string;
  /** The filter value the walk uses (a status, a task type), or null for none. */
  filter: string | null;
}

export interface CursorState {
  after: ListPosition;
  /** How many items of the walk come before the page it opens. */
  offset: number;
  /** The walk's total, as counted on its first page. */
  total: number;
}

/** Far above any cursor this module writes (about 250 characters); the length is checked before any decoding. */
export const MAX_CURSOR_LENGTH = 1024;

const LIST_CODES = { 'agent-tasks': 'a', 'open-tasks': 'o', 'operator-work': 'w' } as const;

/** Short keys keep cursors short in URLs; `v` lets a later format refuse this one cleanly. */
const makePayload = () =>
  z.strictObject({
    v: z.literal(1),
    l: z.enum(['a', 'o', 'w']),
    w: z.string().check(z.regex(/^[A-Za-z0-9_-]{0,100}$/)),
    f: z.nullable(z.string().check(z.regex(/^[A-Z_]{1,50}$/))),
    // The position becomes key values of a query: an ISO timestamp and an id without the key separator '#'.
    k: z.tuple([isoDateTime({ precision: 3 }), z.string().check(z.regex(/^[A-Za-z0-9_-]{1,100}$/))]),
    o: z.int().check(z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER)),
    t: z.int().check(z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER)),
  });
type Payload = z.infer<ReturnType<typeof makePayload>>;

// Made at the first cursor: every function that links the wire schemas links this module, and only the lists use it.
const payload = atFirstUse(makePayload);

export const encodeCursor = (scope: CursorScope, state: CursorState): string => {
  const document: Payload = {
    v: 1,
    l: LIST_CODES[scope.list],
    w: scope.owner,
    f: scope.filter,
    k: [state.after.createdAt, state.after.taskId],
    o: state.offset,
    t: state.total,
  };
  return Buffer.from(JSON.stringify(payload().parse(document)), 'utf8').toString('base64url');
};

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * The state of a cursor made for exactly this scope (list, owner and filter); anything else,
 * including a cursor of another agent or filter, throws `Invalid cursor`.
 */
export const decodeCursor = (cursor: string, scope: CursorScope): CursorState => {
  // Node decodes base64url leniently (it skips stray characters), so the alphabet is checked first.
  if (cursor.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(cursor)) throw platformErrors.invalidCursor();
  const parsed = payload().safeParse(parseJson(Buffer.from(cursor, 'base64url').toString('utf8')));
  if (!parsed.success) throw platformErrors.invalidCursor();
  const { l, w, f, k, o, t } = parsed.data;
  if (l !== LIST_CODES[scope.list] || w !== scope.owner || f !== scope.filter) throw platformErrors.invalidCursor();
  return { after: { createdAt: k[0], taskId: k[1] }, offset: o, total: t };
};

/**
 * The `cursor` of the back office's lists (disputes, KYC queue, audit log, safety queue), of an agent's audit
 * log and of a task's messages (owner: the task and its reader): base64url of the list, its filter, the owner whose partition it walks (the agent's; absent on
 * the back office's lists) and the sort key of the last entry a page held (`<timestamp>#<id>`). The
 * partitions a list reads come from the list, filter and caller, never from the cursor, so an edited
 * cursor can only move where its own list starts. Anything malformed or made for another list or
 * owner: `Invalid cursor`.
 */
const KEYED_LISTS = ['disputes', 'kyc', 'audit', 'agent-audit', 'webhook-deliveries', 'messages', 'held'] as const;
type KeyedList = (typeof KEYED_LISTS)[number];

const keyedPayload = () =>
  z.strictObject({
    v: z.literal(1),
    l: z.enum(KEYED_LISTS),
    f: z.nullable(z.enum(['true', 'false'])),
    w: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,100}$/))),
    k: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z#[A-Za-z0-9_-]{1,100}$/)),
  });

export const encodeKeyCursor = (list: KeyedList, filter: 'true' | 'false' | null, sortKey: string, owner?: string): string =>
  Buffer.from(JSON.stringify(keyedPayload().parse({ v: 1, l: list, f: filter, ...(owner ? { w: owner } : {}), k: sortKey })), 'utf8').toString(
    'base64url',
  );

export const decodeKeyCursor = (cursor: string, list: KeyedList, filter: 'true' | 'false' | null, owner?: string): string => {
  if (cursor.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(cursor)) throw platformErrors.invalidCursor();
  const parsed = keyedPayload().safeParse(parseJson(Buffer.from(cursor, 'base64url').toString('utf8')));
  if (!parsed.success || parsed.data.l !== list || parsed.data.f !== filter || parsed.data.w !== owner) throw platformErrors.invalidCursor();
  return parsed.data.k;
};

/**
 * The `cursor` of the open tasks near a place: base64url of where the nearest-first walk stands
 * (the distance and id of the last task a page held), what it was made for (the place, radius and
 * task type, as the request wrote them) and how many tasks of the walk came before (`offset`; the
 * total is counted afresh by every page, which reads the whole circle's index entries anyway). The cells a page reads come from the
 * request, never from the cursor, so an edited cursor can only move where its own walk resumes.
 */
interface NearCursorState {
  after: { distanceKm: number; taskId: string };
  offset: number;
}

const nearPayload = () =>
  z.strictObject({
    v: z.literal(1),
    l: z.literal('near'),
    f: z.string().check(z.maxLength(200)),
    k: z.tuple([z.number().check(z.minimum(0), z.maximum(20_100)), z.string().check(z.regex(/^[A-Za-z0-9_-]{1,100}$/))]),
    o: z.int().check(z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER)),
  });

export const encodeNearCursor = (filter: string, state: NearCursorState): string =>
  Buffer.from(
    JSON.stringify(nearPayload().parse({ v: 1, l: 'near', f: filter, k: [state.after.distanceKm, state.after.taskId], o: state.offset })),
    'utf8',
  ).toString('base64url');

export const decodeNearCursor = (cursor: string, filter: string): NearCursorState => {
  if (cursor.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(cursor)) throw platformErrors.invalidCursor();
  const parsed = nearPayload().safeParse(parseJson(Buffer.from(cursor, 'base64url').toString('utf8')));
  if (!parsed.success || parsed.data.f !== filter) throw platformErrors.invalidCursor();
  const { k, o } = parsed.data;
  return { after: { distanceKm: k[0], taskId: k[1] }, offset: o };
};
