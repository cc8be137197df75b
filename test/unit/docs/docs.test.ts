import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** Made, fetched or installed, not written: never scanned. */
const NOT_SOURCES = new Set(['node_modules', '.git', '.local', 'dist', 'cdk.out', 'test-results', 'coverage']);
const TEXT = /\.(ts|tsx|js|cjs|mjs|json|jsonc|md|yaml|yml|sh|txt|html|css|java)$/;

const filesUnder = (dir: string): string[] =>
  readdirSync(join(repoRoot, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return NOT_SOURCES.has(entry.name) ? [] : filesUnder(path);
    return TEXT.test(entry.name) && entry.name !== 'package-lock.json' ? [path] : [];
  });

const sources = filesUnder('.');
const markdown = sources.filter((path) => path.endsWith('.md'));
const read = (path: string) => readFileSync(join(repoRoot, path), 'utf8');

/** Prose only: fenced blocks and inline code hold commands and examples, not links. */
const prose = (text: string) => text.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens; repeats get -1, -2... */
const anchorsOf = (text: string): Set<string> => {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, heading] of prose(text).matchAll(/^#{1,6} (.+)$/gm)) {
    const slug = heading!
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
};

/** Every relative link target of a markdown file: `[text](target)` and `<img src="target">`. */
const linksOf = (text: string): string[] => {
  const body = prose(text);
  const targets = [...body.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g), ...body.matchAll(/<img [^>]*src="([^"]+)"/g)].map((match) => match[1]!);
  return targets.filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('/'));
};

describe('The documents', () => {
  it('link only to files and headings that exist', () => {
    expect(markdown).toContain('README.md');
    expect(markdown).toContain(join('docs', 'architecture.md'));
    const broken: string[] = [];
    for (const file of markdown) {
      for (const link of linksOf(read(file))) {
        const [path, anchor] = link.split('#') as [string, string | undefined];
        const target = path === '' ? file : relative(repoRoot, resolve(repoRoot, dirname(file), decodeURIComponent(path)));
        if (!existsSync(join(repoRoot, target))) broken.push(`${file}: ${link} (no ${target})`);
        else if (anchor !== undefined && !(statSync(join(repoRoot, target)).isFile() && anchorsOf(read(target)).has(anchor)))
          broken.push(`${file}: ${link} (no heading #${anchor} in ${target})`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('name only source paths that exist (a moved file must take its documents along)', () => {
    // A code span naming a repository path, or a handler id (a path under functions/ without .ts).
    const PATH = /^(?:(functions|lib|local|web|sdk|openapi|bin|bench|test|docs|stages)\/|(modules|platform|adapters|manifest)\/)[\w./-]*$/;
    const missing = markdown.flatMap((file) =>
      [...read(file).matchAll(/`([^`\s]+)`/g)]
        .map((match) => match[1]!.replace(/\/$/, ''))
        .filter((path) => PATH.test(path) && !path.split('/').includes('dist'))
        .filter((path) => {
          const inRepo = /^(modules|platform|adapters|manifest)\//.test(path) ? `functions/${path}` : path;
          return !['', '.ts', '.tsx'].some((suffix) => existsSync(join(repoRoot, `${inRepo}${suffix}`)));
        })
        .map((path) => `${file}: ${path}`),
    );
    expect(missing).toEqual([]);
  });

  it('keep the README a front door: under 200 lines, the two commands, the walk-through script and its section linked', () => {
    const readme = read('README.md');
    expect(readme.split('\n').length).toBeLessThan(200);
    expect(readme).toContain('npm ci && npm start');
    expect(readme).toContain('npm ci && npm test');
    expect(linksOf(readme)).toEqual(expect.arrayContaining(['docs/walkthrough.sh', 'docs/features.md#a-first-walk-through']));
    expect(linksOf(read(join('docs', 'features.md')))).toContain('walkthrough.sh');
  });

  it('send no reader to files outside the repository', () => {
    const outside = [/\.\.\/shared\b/, /\/work\/shared\b/, /\bDECISIONS\.md\b/, /\bARCHITECTURE\.md\b/, /\binterface-spec\.md\b/];
    const offending = sources.flatMap((file) => {
      const text = read(file);
      return outside.filter((pattern) => pattern.test(text)).map((pattern) => `${file}: ${pattern}`);
    });
    expect(offending).toEqual([]);
  });
});
