import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../../../', import.meta.url));

/** The platform's shared key builders, beside the table access they serve. */
const PLATFORM_KEYS = 'functions/platform/table/keys.ts';

/** Each module's key builders, found where every module keeps them: functions/contexts/<context>/<module>/store/keys.ts. */
const moduleKeys = readdirSync(join(root, 'functions', 'contexts')).flatMap((context) =>
  readdirSync(join(root, 'functions', 'contexts', context))
    .filter((module) => existsSync(join(root, 'functions', 'contexts', context, module, 'store', 'keys.ts')))
    .map((module) => ({ owner: module, file: `functions/contexts/${context}/${module}/store/keys.ts` })),
);

/** What each keys file exports, by its owner (a module, or `platform`). */
const owned = await Promise.all(
  [{ owner: 'platform', file: PLATFORM_KEYS }, ...moduleKeys].map(async ({ owner, file }) => ({
    owner,
    file,
    exports: (await import(join(root, file))) as Record<string, unknown>,
  })),
);

/** The part two values of a key share, up to its last `#` (all of it when they are the same). */
const fixedPart = (a: string, b: string): string => {
  if (a === b) return a;
  let common = 0;
  while (a[common] === b[common]) common++;
  return a.slice(0, a.lastIndexOf('#', common - 1) + 1);
};

interface KindOfKey {
  builder: string;
  owner: string;
  /** The table or the index it is in (`table`, `gsi1`...). */
  index: string;
  /** The fixed parts of its partition and sort keys: what a query for it names. */
  partition: string;
  sort: string;
}

/** Each builder of an exported object that makes a key (an item's, or an index entry's), with the fixed parts of what it makes, found by building it twice. */
const kindsOf = (owner: string, exports: Record<string, unknown>): KindOfKey[] =>
  Object.values(exports)
    .filter((value): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value))
    .flatMap((builders) => Object.entries(builders))
    .flatMap(([builder, build]) => {
      if (typeof build !== 'function') return [];
      const make = (sample: string) => (build as (...args: string[]) => unknown)(...Array.from({ length: build.length }, () => sample));
      const [a, b] = [make('2026-01-01T00:00:00.000Z'), make('2027-12-31T23:59:59.999Z')] as Record<string, string>[];
      if (typeof a !== 'object' || !a || !b) return [];
      const [pk, sk] = 'pk' in a ? ['pk', 'sk'] : (Object.keys(a).filter((name) => /^gsi\d+(pk|sk)$/.test(name)) as [string?, string?]);
      if (!pk || !sk) return [];
      return [
        { builder, owner, index: pk === 'pk' ? 'table' : pk.slice(0, -2), partition: fixedPart(a[pk]!, b[pk]!), sort: fixedPart(a[sk]!, b[sk]!) },
      ];
    });

/** Whether a query for one kind (its partition, its sort key's prefix) could read the other's items. */
const overlap = (x: KindOfKey, y: KindOfKey): boolean =>
  x.index === y.index &&
  (x.partition.startsWith(y.partition) || y.partition.startsWith(x.partition)) &&
  (x.sort.startsWith(y.sort) || y.sort.startsWith(x.sort));

/** The pairs of kinds of two different owners that a query for one could read the other's items of. */
const sharedPrefixes = (kinds: readonly KindOfKey[]): string[] =>
  kinds.flatMap((x, i) =>
    kinds.slice(i + 1).flatMap((y) => (x.owner !== y.owner && overlap(x, y) ? [`${x.builder} (${x.owner}) and ${y.builder} (${y.owner})`] : [])),
  );

const kinds = owned.flatMap(({ owner, exports }) => kindsOf(owner, exports));

describe("The key builders (each module's store/keys.ts, the platform's table/keys.ts)", () => {
  it("are found in every owner's keys file, and each of those makes keys", () => {
    expect(kinds.length).toBeGreaterThan(60);
    expect(moduleKeys.length).toBeGreaterThan(20);
    // An empty keys file, or one whose builders are not in an exported object, would hide its module's items from the check below.
    expect(owned.filter(({ owner, exports }) => kindsOf(owner, exports).length === 0).map(({ file }) => file)).toEqual([]);
  });

  it('give no two modules a key prefix in common: no query of one module reads the items of another', () => {
    expect(sharedPrefixes(kinds)).toEqual([]);
  });

  it('find a prefix two modules would share (the check itself)', () => {
    const clash = kindsOf('photos', { photosKeys: { taskPhotoDraft: (taskId: string) => ({ pk: `TASK#${taskId}`, sk: 'TASK_DRAFT' }) } });
    expect(sharedPrefixes([...kinds.filter(({ owner }) => owner === 'tasks'), ...clash])).toEqual(['task (tasks) and taskPhotoDraft (photos)']);
  });
});
