import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../support/bundles';

/**
 * package.json's `sideEffects` lists the files that do something as they load; esbuild takes every other
 * file of functions/ to be free of it, so a bundle leaves out a file none of whose exports it uses (an
 * index file's neighbours, say). A file that acts at load and is not listed would silently not act.
 */
const listed = new Set<string>(JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')).sideEffects);

const sourcesUnder = (dir: string): string[] =>
  readdirSync(join(repoRoot, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourcesUnder(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );

/** Statements at the top of a file that are neither declarations nor imports nor exports: what runs for its own sake at load. */
const actsAtLoad = (file: string): boolean =>
  ts.createSourceFile(file, readFileSync(join(repoRoot, file), 'utf8'), ts.ScriptTarget.Latest).statements.some(ts.isExpressionStatement);

describe("package.json's sideEffects", () => {
  it('lists every file of functions/ that acts as it loads, and only those', () => {
    const acting = sourcesUnder('functions')
      .filter(actsAtLoad)
      .map((file) => `./${relative(repoRoot, join(repoRoot, file))}`);
    expect([...listed].filter((pattern) => pattern.startsWith('./functions/')).sort()).toEqual(acting.sort());
  });

  it('leaves the code outside functions/ as it was: bundled with its effects', () => {
    expect([...listed].filter((pattern) => !pattern.startsWith('./functions/')).sort()).toEqual(
      ['./bench/**', './bin/**', './lib/**', './local/**', './openapi/**', './sdk/**', './test/**', './web/**'].sort(),
    );
  });
});
