/**
 * `npm run module-graph`: the import graph of functions/ collapsed to its parts (each module under
 * functions/contexts/<context>/, platform/, adapters/, manifest/), from the repository's own dependency-cruiser
 * configuration, and what it says about the architecture: module-level cycles, imports from the
 * platform into modules, what /health loads, imports around a module's indexes, files over 400 lines.
 * `--write-doc` rewrites the module graph section of docs/architecture.md from it; a unit test
 * (test/unit/functions/module-graph.test.ts) holds the graph to the context order, to no cycle, and to the document.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(import.meta.dirname, '..');

/** One import between two files of functions/, as dependency-cruiser resolved it (type-only imports included). */
export interface FileImport {
  from: string;
  to: string;
}

/** The imports between files of functions/, and every file of functions/ it reached. */
export interface FileGraph {
  files: string[];
  imports: FileImport[];
}

interface CruiseModule {
  source: string;
  dependencies: { resolved: string; coreModule?: boolean; couldNotResolve?: boolean }[];
}

/** The file graph of functions/, from the repository's dependency-cruiser configuration. */
export const fileGraph = (): FileGraph => {
  // Run by the Node running this (the project's, as npm and npx find it: dependency-cruiser asks for Node 22).
  const json = execFileSync(
    process.execPath,
    [
      join(root, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruiser.mjs'),
      'functions',
      '--config',
      '.dependency-cruiser.cjs',
      '--output-type',
      'json',
    ],
    { cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );

  const { modules } = JSON.parse(json) as { modules: CruiseModule[] };
  const inFunctions = (path: string) => path.startsWith('functions/');
  return {
    files: modules.map(({ source }) => source).filter(inFunctions),
    imports: modules
      .filter(({ source }) => inFunctions(source))
      .flatMap(({ source, dependencies }) =>
        dependencies.filter(({ resolved }) => inFunctions(resolved)).map(({ resolved }) => ({ from: source, to: resolved })),
      ),
  };
};

const MODULE_PATH = /^functions\/contexts\/([^/]+)\/([^/]+)\//;

/** The part of functions/ a file belongs to: `tasks` (functions/contexts/work/tasks), `platform`, `adapters`, `manifest`. */
export const partOf = (file: string): string => {
  const module = MODULE_PATH.exec(file);
  if (module) return module[2]!;
  return /^functions\/([^/]+)\//.exec(file)?.[1] ?? file;
};

/**
 * The contexts, in the one direction imports may run: a module imports modules of its own context
 * or of a context to its left, never to its right (accounts <- money <- work <- delivery <- edge).
 */
export const CONTEXT_ORDER = ['accounts', 'money', 'work', 'delivery', 'edge'] as const;
export type Context = (typeof CONTEXT_ORDER)[number];

/** Each module's context, from where its files are (functions/contexts/<context>/<module>/). */
export const contextsOf = ({ files }: FileGraph): Map<string, Context> =>
  new Map(
    files.flatMap((file) => {
      const module = MODULE_PATH.exec(file);
      return module ? [[module[2]!, module[1] as Context] as const] : [];
    }),
  );

/** The module imports that run against the context order: from a context into one to its right. */
export const againstContextOrder = (moduleGraph: Map<string, Set<string>>, contexts: Map<string, Context>): string[] => {
  const rank = (module: string) => CONTEXT_ORDER.indexOf(contexts.get(module)!);
  return [...moduleGraph].flatMap(([from, targets]) => [...targets].filter((to) => rank(to) > rank(from)).map((to) => edgeName(from, to))).sort();
};

const SHARED_PARTS = new Set(['platform', 'adapters', 'manifest']);

/** Whether a part is a module (functions/contexts/<context>/<module>), not the shared platform, adapters or manifest. */
export const isModule = (part: string): boolean => !SHARED_PARTS.has(part);

/** `from->to`: one edge of the collapsed graph. */
export const edgeName = (from: string, to: string): string => `${from}->${to}`;

/** The graph collapsed to parts: each part's set of parts it imports (itself left out). */
export const partGraph = ({ files, imports }: FileGraph): Map<string, Set<string>> => {
  const graph = new Map<string, Set<string>>(files.map((file) => [partOf(file), new Set<string>()]));
  for (const { from, to } of imports) {
    const [a, b] = [partOf(from), partOf(to)];
    if (a !== b) graph.get(a)!.add(b);
  }
  return graph;
};

/** The strongly connected components with more than one part (Tarjan), each sorted, largest first. */
export const cycles = (graph: Map<string, Set<string>>): string[][] => {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return found.sort((a, b) => b.length - a.length || a[0]!.localeCompare(b[0]!));
};

/** The pairs of parts that import each other, as `a<->b` (a before b). */
export const twoWayPairs = (graph: Map<string, Set<string>>): string[] =>
  [...graph].flatMap(([a, targets]) => [...targets].filter((b) => a < b && graph.get(b)?.has(a)).map((b) => `${a}<->${b}`)).sort();

/** The edges that lie on a cycle (both ends in one strongly connected component): what a cycle is made of. */
export const cycleEdges = (graph: Map<string, Set<string>>): string[] => {
  const componentOf = new Map(cycles(graph).flatMap((component, i) => component.map((part) => [part, i] as const)));
  return [...graph]
    .flatMap(([from, targets]) =>
      [...targets].filter((to) => componentOf.has(from) && componentOf.get(from) === componentOf.get(to)).map((to) => edgeName(from, to)),
    )
    .sort();
};

/**
 * The edges that close a cycle: a depth-first walk from each part in name order marks the edges
 * that lead back to a part still on the walk's path. Removing them all leaves a DAG: a measure of
 * how far the graph is from one (the walk's order decides which edge of a cycle is counted).
 */
export const backEdges = (graph: Map<string, Set<string>>): string[] => {
  const state = new Map<string, 'open' | 'done'>();
  const back: string[] = [];
  const walk = (node: string) => {
    state.set(node, 'open');
    for (const next of [...(graph.get(node) ?? [])].sort()) {
      if (state.get(next) === 'open') back.push(edgeName(node, next));
      else if (!state.has(next)) walk(next);
    }
    state.set(node, 'done');
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) walk(node);
  return back.sort();
};

/** Every file `entry` loads, itself included (its import closure). */
export const closure = ({ imports }: FileGraph, entry: string): string[] => {
  const next = new Map<string, string[]>();
  for (const { from, to } of imports) next.set(from, [...(next.get(from) ?? []), to]);
  const seen = new Set<string>([entry]);
  const todo = [entry];
  while (todo.length) for (const to of next.get(todo.pop()!) ?? []) if (!seen.has(to) && seen.add(to)) todo.push(to);
  return [...seen].sort();
};

/** An import from one module into another's wiring/, api/ or ports.ts: around the indexes that list what others may use. */
const aroundIndexes = ({ from, to }: FileImport): boolean =>
  isModule(partOf(from)) &&
  isModule(partOf(to)) &&
  partOf(from) !== partOf(to) &&
  /^functions\/contexts\/[^/]+\/[^/]+\/(wiring\/|api\/|ports\.ts$)/.test(to);

const lineCount = (file: string): number => readFileSync(join(root, file), 'utf8').split('\n').length - 1;

export const HEALTH_HANDLER = 'functions/platform/http/health.ts';
export const TASK_CREATION_HANDLER = 'functions/contexts/work/creation/api/create-task.ts';

/** The numbers `npm run module-graph` prints. */
export const measure = (files: FileGraph) => {
  const graph = partGraph(files);
  const modules = [...graph.keys()].filter(isModule).sort();
  const moduleGraph = new Map([...graph].filter(([part]) => isModule(part)).map(([part, to]) => [part, new Set([...to].filter(isModule))]));
  const cross = files.imports.filter(({ from, to }) => isModule(partOf(from)) && isModule(partOf(to)) && partOf(from) !== partOf(to));
  const health = closure(files, HEALTH_HANDLER);
  return {
    modules,
    againstContextOrder: againstContextOrder(moduleGraph, contextsOf(files)),
    moduleCycles: cycles(moduleGraph),
    moduleTwoWayPairs: twoWayPairs(moduleGraph),
    moduleBackEdges: backEdges(moduleGraph),
    moduleCycleEdges: cycleEdges(moduleGraph),
    partCycles: cycles(graph),
    platformIntoModules: files.imports.filter(({ from, to }) => partOf(from) === 'platform' && isModule(partOf(to))),
    healthFiles: health,
    healthModules: [...new Set(health.map(partOf).filter(isModule))].sort(),
    crossModuleImports: cross.length,
    aroundIndexes: cross.filter(aroundIndexes),
    taskCreationImports: files.imports.filter(({ from }) => from === TASK_CREATION_HANDLER),
    filesOver400Lines: files.files
      .map((file) => ({ file, lines: lineCount(file) }))
      .filter(({ lines }) => lines > 400)
      .sort((a, b) => b.lines - a.lines),
  };
};

export const DOC_PATH = join(root, 'docs', 'architecture.md');
const DOC_START = '<!-- module graph: written by `npm run module-graph -- --write-doc` from the import graph -->';
const DOC_END = '<!-- end of module graph -->';

/**
 * The module graph section's body: every module by context, what it imports, the imports that still
 * run against the context order or lie on a cycle.
 */
export const moduleGraphSection = (graph: Map<string, Set<string>>, contexts: Map<string, Context>): string => {
  const modules = [...graph.keys()].filter(isModule).sort();
  const moduleGraph = new Map(modules.map((m) => [m, new Set([...graph.get(m)!].filter(isModule))]));
  const onCycle = new Set(cycleEdges(moduleGraph));
  const against = new Set(againstContextOrder(moduleGraph, contexts));
  const marked = (module: string, to: string) => {
    const marks = [against.has(edgeName(module, to)) && 'against the order', onCycle.has(edgeName(module, to)) && 'cycle'].filter(Boolean);
    return marks.length ? `${to} (${marks.join(', ')})` : to;
  };
  const rows = CONTEXT_ORDER.flatMap((context) =>
    modules
      .filter((module) => contexts.get(module) === context)
      .map((module) => {
        const shown = [...moduleGraph.get(module)!].sort().map((to) => marked(module, to));
        const shared = [...graph.get(module)!].filter((part) => !isModule(part)).sort();
        return `| ${context} | ${module} | ${shown.join(', ') || '-'} | ${shared.join(', ') || '-'} |`;
      }),
  );
  const moduleCycles = cycles(moduleGraph);
  return [
    DOC_START,
    '',
    `${modules.length} modules in ${CONTEXT_ORDER.length} contexts (${CONTEXT_ORDER.join(' <- ')}); ${against.size} imports against the order; ${
      moduleCycles.length === 0
        ? 'no module-level cycle'
        : moduleCycles.map((component) => `${component.length} modules in one cycle (${component.join(', ')})`).join('; ')
    }.`,
    'Each row lists what a module imports; an import against the order or on a cycle would be marked',
    '"(against the order)" or "(cycle)", and fails the import graph test.',
    '',
    '| Context | Module | Imports modules | Imports shared |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
    DOC_END,
  ].join('\n');
};

/** docs/architecture.md with its module graph section as `section`. */
export const withModuleGraph = (document: string, section: string): string => {
  const start = document.indexOf(DOC_START);
  const end = document.indexOf(DOC_END);
  if (start < 0 || end < start) throw new Error(`docs/architecture.md has no section between ${DOC_START} and ${DOC_END}`);
  return document.slice(0, start) + section + document.slice(end + DOC_END.length);
};

const main = (argv: readonly string[]) => {
  const files = fileGraph();
  if (argv.includes('--write-doc')) {
    writeFileSync(DOC_PATH, withModuleGraph(readFileSync(DOC_PATH, 'utf8'), moduleGraphSection(partGraph(files), contextsOf(files))));
    console.log(`Wrote ${DOC_PATH}`);
    return;
  }
  const m = measure(files);
  const list = (items: readonly string[]) => (items.length ? `\n    ${items.join('\n    ')}` : '');
  console.log(
    [
      `modules: ${m.modules.length}`,
      `module imports against the context order (${CONTEXT_ORDER.join(' <- ')}): ${m.againstContextOrder.length}${list(m.againstContextOrder)}`,
      `module-level cycles: ${m.moduleCycles.length} (${m.moduleCycles.map((c) => c.length).join(', ') || 'none'} modules)${list(m.moduleCycles.map((c) => c.join(' ')))}`,
      `modules in cycles: ${m.moduleCycles.flat().length}`,
      `two-way module pairs: ${m.moduleTwoWayPairs.length}${list(m.moduleTwoWayPairs)}`,
      `module edges closing a cycle (back edges of a walk in name order): ${m.moduleBackEdges.length}${list(m.moduleBackEdges)}`,
      `module edges on a cycle: ${m.moduleCycleEdges.length}`,
      `cycles among modules, platform, adapters, manifest: ${m.partCycles.map((c) => c.length).join(', ') || 'none'}`,
      `imports from platform/ into modules: ${m.platformIntoModules.length}${list(m.platformIntoModules.map(({ from, to }) => `${from} -> ${to}`))}`,
      `files /health loads: ${m.healthFiles.length}, modules among them: ${m.healthModules.length} ${m.healthModules.join(' ')}`,
      `cross-module imports: ${m.crossModuleImports}, around a module's indexes (wiring/, api/, ports.ts): ${m.aroundIndexes.length}`,
      `imports of ${TASK_CREATION_HANDLER}: ${m.taskCreationImports.length} from ${new Set(m.taskCreationImports.map(({ to }) => partOf(to))).size} parts`,
      `files over 400 lines: ${m.filesOver400Lines.length}${list(m.filesOver400Lines.map(({ file, lines }) => `${lines} ${file}`))}`,
    ].join('\n'),
  );
};

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main(process.argv.slice(2));
