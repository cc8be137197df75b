import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  againstContextOrder,
  closure,
  contextsOf,
  cycles,
  DOC_PATH,
  fileGraph,
  HEALTH_HANDLER,
  isModule,
  moduleGraphSection,
  partGraph,
  partOf,
  withModuleGraph,
} from '../../../bin/module-graph';

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

  it('has no module import run against the context order: accounts <- money <- work <- delivery <- edge', () => {
    // An import into a context to the right is listed here: move the code that needs it up, or invert it through a port.
    expect(againstContextOrder(modules, contexts)).toEqual([]);
  });

  it('has no module-level cycle: the modules form a DAG', () => {
    expect(cycles(modules)).toEqual([]);
  });

  it('is what docs/architecture.md shows of it (regenerate with `npm run module-graph -- --write-doc`)', () => {
    const document = readFileSync(DOC_PATH, 'utf8');
    expect(document).toBe(withModuleGraph(document, moduleGraphSection(parts, contexts)));
  });
});

describe('The graph checks themselves', () => {
  const graph = (edges: Record<string, string[]>) => new Map(Object.entries(edges).map(([from, to]) => [from, new Set(to)]));
  const placed = new Map([
    ['agents', 'accounts'],
    ['ledger', 'money'],
    ['tasks', 'work'],
    ['photos', 'work'],
  ] as const);

  it('name an import from a context into one to its right, and none into one to its left', () => {
    expect(againstContextOrder(graph({ agents: ['tasks'], tasks: ['ledger', 'agents'], ledger: [], photos: [] }), placed)).toEqual(['agents->tasks']);
  });

  it('find a cycle inside one context, and none in a DAG', () => {
    expect(cycles(graph({ tasks: ['photos'], photos: ['tasks'], agents: [], ledger: [] }))).toEqual([['photos', 'tasks']]);
    expect(cycles(graph({ tasks: ['photos', 'ledger'], photos: [], ledger: ['agents'], agents: [] }))).toEqual([]);
  });
});
