import { describe, expect, it } from 'vitest';
import { CHECK } from '../../../functions/contexts/work/photos/domain';
import { ACCEPTABLE_USE_PATH, AUTOMATED_DECISIONS_PATH } from '../../../functions/manifest/published-pages';
import { markdownPage, renderPolicyPage } from '../../../lib/markdown-pages';

describe('the acceptable use policy page', () => {
  it('renders the Markdown the policy is written in: headings, paragraphs, lists, bold, code and links, its text escaped', () => {
    const page = renderPolicyPage(
      [
        '# The policy',
        '',
        'A paragraph that goes on',
        'over two lines with **bold**, `<code>` and a [link](/acceptable-use).',
        '## Section',
        '- one item',
        '  continued',
        '- <script>alert(1)</script>',
        '',
        '1. first',
        '2. second',
      ].join('\n'),
    );
    expect(page).toContain('<title>The policy</title>');
    expect(page).toContain('<h1>The policy</h1>');
    expect(page).toContain(
      '<p>A paragraph that goes on over two lines with <strong>bold</strong>, <code>&lt;code&gt;</code> and a <a href="/acceptable-use">link</a>.</p>',
    );
    expect(page).toContain('<h2>Section</h2><ul><li>one item continued</li><li>&lt;script&gt;alert(1)&lt;/script&gt;</li></ul>');
    expect(page).toContain('<ol><li>first</li><li>second</li></ol>');
    expect(page).not.toMatch(/<script|<style|style=/);
  });

  it('is docs/acceptable-use.md, naming every category and restricted type', () => {
    const page = markdownPage(ACCEPTABLE_USE_PATH);
    for (const word of ['harm_to_people', 'fraud', 'unauthorized_access', 'illegal', 'weapons', 'sexual', 'CAPTCHA_SOLVING', 'SUBSCRIPTION_SETUP'])
      expect(page).toContain(`<code>${word}</code>`);
  });

  it('is docs/automated-decisions.md at its path, naming every evidence check', () => {
    const page = markdownPage(AUTOMATED_DECISIONS_PATH);
    for (const check of Object.values(CHECK)) expect(page).toContain(`<code>${check}</code>`);
  });
});
