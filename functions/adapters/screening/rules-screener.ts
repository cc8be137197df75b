/**
 * The rules screener: the policy's phrases and patterns (./screening-rules.ts) over the request's
 * texts. Any refusing rule refuses, naming the first category in SAFETY_CATEGORIES order;
 * otherwise a holding rule holds; otherwise the request is allowed. The rules are read and compiled
 * once per function, at its first screening.
 */
import { SAFETY_CATEGORIES, type Screener, type ScreeningOutcome } from '../../contexts/work/safety/domain';
import { atFirstUse } from '../../platform/kernel/first-use';
import type { ScreeningRule } from './screening-rules';

/**
 * The rules as `npm run screening-rules` writes them, beside this module: `import.meta.url` is this
 * file's, or the bundle's that holds it (lib/handler-function.ts copies the file beside each bundle that names it).
 */
export const SCREENING_RULES_URL = new URL('./screening-rules.generated.json', import.meta.url);

/** Read synchronously (a few KB, once per function), as the MCP tools' schemas are: no promise to cache, none to fail and stick. */
const readRules = (): readonly ScreeningRule[] =>
  JSON.parse(process.getBuiltinModule('node:fs').readFileSync(SCREENING_RULES_URL, 'utf8')) as ScreeningRule[];

/**
 * Letters of other scripts that read as Latin ones: a request written with a Cyrillic "о" or
 * a Greek "ο" looks the same to the operator who reads it, so the rules read it the same way.
 */
const LOOKALIKES: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  і: 'i',
  ї: 'i',
  ј: 'j',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ѕ: 's',
  ԁ: 'd',
  һ: 'h',
  ԛ: 'q',
  ԝ: 'w',
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'h',
  ι: 'i',
  κ: 'k',
  μ: 'm',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'y',
  χ: 'x',
  ζ: 'z',
};
const LOOKALIKE = new RegExp(`[${Object.keys(LOOKALIKES).join('')}]`, 'gu');

/**
 * Lower case, accents removed, invisible characters (zero-width spaces, soft hyphens, direction
 * marks) dropped, look-alike letters read as Latin, one kind of apostrophe, spaces collapsed:
 * the form the rules are written in.
 */
const normalizedForScreening = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\p{M}\p{Cf}]/gu, '')
    .toLowerCase()
    .replace(LOOKALIKE, (letter) => LOOKALIKES[letter] ?? letter)
    .replace(/[\u2018\u2019`´]/g, "'")
    .replace(/\s+/g, ' ');

const DIGITS_AS_LETTERS: Record<string, string> = { '0': 'o', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's' };

/**
 * The same text as a person would read a disguised one: letters spelt apart ("a c c o u n t s",
 * "p.a.s.s") joined, and digits or signs written inside a word ("acc0unts", "3mail", "p@ss") read
 * as the letters they stand for, "1" once as "i" and once as "l" (two readings). Screened beside the
 * plain form, so a number stays a number there.
 */
const undisguisedReadings = (normalized: string): string[] => {
  const joined = normalized.replace(/(?<![\p{L}\p{N}])(?:\p{L}[ .\-_*]){2,}\p{L}(?![\p{L}\p{N}])/gu, (spelt) => spelt.replace(/[ .\-_*]/g, ''));
  const readWith = (one: 'i' | 'l') =>
    joined.replace(/[\p{L}\p{N}@$]+/gu, (word) =>
      /\p{L}/u.test(word) && /[013457@$]/.test(word) ? word.replace(/[013457@$]/g, (sign) => DIGITS_AS_LETTERS[sign] ?? one) : word,
    );
  return [readWith('i'), readWith('l')];
};

const escaped = (phrase: string): string => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Phrases as one pattern matching any of them as whole words. */
const phrasesPattern = (phrases: readonly string[]): string => `(?<![\\p{L}\\p{N}])(?:${phrases.map(escaped).join('|')})(?![\\p{L}\\p{N}])`;

interface CompiledRule {
  rule: ScreeningRule;
  matcher: RegExp;
}

/**
 * A rule as one expression: its phrases and its patterns as alternatives. One expression per rule,
 * not one per phrase: compiling (and V8's recompiling after the first runs) of a few hundred Unicode
 * expressions took tens of milliseconds of every cold function that screens.
 */
const compile = (rule: ScreeningRule): CompiledRule => {
  const alternatives = [...(rule.phrases?.length ? [phrasesPattern(rule.phrases)] : []), ...(rule.patterns ?? [])];
  return { rule, matcher: new RegExp(alternatives.map((source) => `(?:${source})`).join('|'), 'u') };
};

const byCategoryOrder = (a: CompiledRule, b: CompiledRule) => SAFETY_CATEGORIES.indexOf(a.rule.category) - SAFETY_CATEGORIES.indexOf(b.rule.category);

/** The rules compiled, refusing and holding apart, each in SAFETY_CATEGORIES order. */
const compiledRules = (rules: readonly ScreeningRule[]) => {
  const compiled = rules.map(compile).sort(byCategoryOrder);
  return { refusing: compiled.filter(({ rule }) => rule.outcome === 'refuse'), holding: compiled.filter(({ rule }) => rule.outcome === 'hold') };
};

export class RulesScreener implements Screener {
  private readonly compiled = atFirstUse(() => compiledRules(readRules()));

  async screen(texts: readonly string[]): Promise<ScreeningOutcome> {
    const { refusing, holding } = this.compiled();
    const normalized = texts.map(normalizedForScreening).join('\n');
    const text = [normalized, ...undisguisedReadings(normalized)].join('\n');
    const matches = ({ matcher }: CompiledRule) => matcher.test(text);
    const refused = refusing.find(matches);
    if (refused) return { verdict: 'refuse', category: refused.rule.category };
    const held = holding.find(matches);
    if (held) return { verdict: 'hold', category: held.rule.category, reason: held.rule.reason };
    return { verdict: 'allow' };
  }
}
