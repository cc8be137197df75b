import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MARKDOWN_PAGES } from '../functions/manifest/published-pages';

/**
 * The pages written in Markdown (MARKDOWN_PAGES: the acceptable use policy, how automated decisions
 * are taken) as web pages: their docs/ file rendered to HTML, which the edge publishes beside the
 * apps (lib/edge.ts) and the local stack serves (local/docs.ts), both at the page's path. They are
 * written in a small part of Markdown (headings, paragraphs, lists, bold, code, links), which this
 * renders; no script or style, so the apps' security headers apply unchanged.
 */

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Code spans first (their text stays as written), then bold and links in the rest. */
const inline = (text: string): string =>
  text
    .split(/(`[^`]*`)/)
    .map((part) =>
      part.startsWith('`') && part.endsWith('`') && part.length > 1
        ? `<code>${escapeHtml(part.slice(1, -1))}</code>`
        : escapeHtml(part)
            .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
            .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, '<a href="$2">$1</a>'),
    )
    .join('');

/** The blocks of the text: runs of lines separated by blank lines, a heading always a block of its own. */
const blocks = (markdown: string): string[][] =>
  markdown
    .split(/\n\s*\n/)
    .flatMap((block) => {
      const lines = block.split('\n').filter((line) => line.trim() !== '');
      const heading = lines.findIndex((line) => /^#{1,4} /.test(line));
      return heading > 0 ? [lines.slice(0, heading), lines.slice(heading)] : [lines];
    })
    .filter((lines) => lines.length > 0);

/** A list's items: a line starting with `- ` (or `1. `) opens one, an indented line continues it. */
const listItems = (lines: string[], marker: RegExp): string[] =>
  lines.reduce<string[]>((items, line) => {
    if (marker.test(line)) items.push(line.replace(marker, ''));
    else items[items.length - 1] += ` ${line.trim()}`;
    return items;
  }, []);

const renderBlock = (lines: string[]): string => {
  const [first = ''] = lines;
  const heading = /^(#{1,4}) (.*)$/.exec(first);
  if (heading) return `<h${heading[1]!.length}>${inline(heading[2]!)}</h${heading[1]!.length}>${lines.length > 1 ? renderBlock(lines.slice(1)) : ''}`;
  if (/^- /.test(first))
    return `<ul>${listItems(lines, /^- /)
      .map((item) => `<li>${inline(item)}</li>`)
      .join('')}</ul>`;
  if (/^\d+\. /.test(first))
    return `<ol>${listItems(lines, /^\d+\. /)
      .map((item) => `<li>${inline(item)}</li>`)
      .join('')}</ol>`;
  return `<p>${inline(lines.map((line) => line.trim()).join(' '))}</p>`;
};

/** The page: the Markdown rendered, titled by its first heading. */
export const renderPolicyPage = (markdown: string): string => {
  const title = /^# (.*)$/m.exec(markdown)?.[1] ?? 'Acceptable use policy';
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${escapeHtml(title)}</title>
  </head>
  <body>
    <main>
${blocks(markdown).map(renderBlock).join('\n')}
    </main>
  </body>
</html>
`;
};

/** The page at `path` (a key of MARKDOWN_PAGES) as its committed file says now. */
export const markdownPage = (path: string): string =>
  renderPolicyPage(readFileSync(fileURLToPath(new URL(`../docs/${MARKDOWN_PAGES[path]}`, import.meta.url)), 'utf8'));
