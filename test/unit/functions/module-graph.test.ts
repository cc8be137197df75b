import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  againstContextOrder,
  closure,
  contextsOf,
  cycleEdges,
  DOC_PATH,
  fileGraph,
  HEALTH_HANDLER,
  isModule,
  moduleGraphSection,
  partGraph,
  partOf,
  withModuleGraph,
} from '../../../bin/module-graph';

/**
 * The module-level imports that run against the context order or lie on a cycle today (bin/module-graph.ts:
 * againstContextOrder, cycleEdges), each allowed until it is removed; no other import may join them.
 */
const baseline = JSON.parse(readFileSync(new URL('./module-graph-baseline.json', import.meta.url), 'utf8')) as {
  againstContextOrder: string[];
  cycleEdges: string[];
};

/** The import graph of functions/, read once (dependency-cruiser, with the repository's own configuration). */
const files = fileGraph();
const parts = partGraph(files);
/** The graph between modules only (functions/contexts/<context>/<module>). */
const modules = new Map([...parts].filter(([part]) => isModule(part)).map(([part, to]) => [part, new Set([...to].filter(isModule))]));
const contexts = contextsOf(files);

describe('The import graph of functions/', () => {
  it('has the platform import no module: it is the shared kernel under them all', () => {
    expect(files.imports.filter(({ from, to }) => partOf(from) === 'platform' && isModule(partOf(to)))).toEqual([]);
  });

  it('has /health load no module', () => {
    expect(closure(files, HEALTH_HANDLER).filter((file) => isModule(partOf(file)))).toEqual([]);
  });

  it('has every module in one of the five contexts', () => {
    expect([...modules.keys()].filter((module) => !contexts.has(module))).toEqual([]);
  });

  it('has no module import run against the context order but those of the baseline', () => {
    // accounts <- money <- work <- delivery <- edge: an import to the right is listed here; remove it.
    expect(againstContextOrder(modules, contexts).filter((edge) => !baseline.againstContextOrder.includes(edge))).toEqual([]);
  });

  it('has every baseline import against the order still there, so the baseline only shrinks', () => {
    const against = new Set(againstContextOrder(modules, contexts));
    expect(baseline.againstContextOrder.filter((edge) => !against.has(edge))).toEqual([]);
  });

  it('has no import join a module-level cycle but those of the baseline', () => {
    // A new import that closes a cycle (or pulls another into one) is listed here: remove it.
    expect(cycleEdges(modules).filter((edge) => !baseline.cycleEdges.includes(edge))).toEqual([]);
  });

  it('has every baseline import still on a cycle, so the baseline only shrinks', () => {
    // An import gone, or no longer on a cycle, is taken out of test/unit/functions/module-graph-baseline.json too.
    const onCycle = new Set(cycleEdges(modules));
    expect(baseline.cycleEdges.filter((edge) => !onCycle.has(edge))).toEqual([]);
  });

  it('is what docs/architecture.md shows of it (regenerate with `npm run module-graph -- --write-doc`)', () => {
    const document = readFileSync(DOC_PATH, 'utf8');
    expect(document).toBe(withModuleGraph(document, moduleGraphSection(parts, contexts)));
  });
});
