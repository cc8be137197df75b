/**
 * The rules screener: the policy's phrases and patterns (./screening-rules.ts) over the request's
 * texts. Any refusing rule refuses, naming the first category in SAFETY_CATEGORIES order;
 * otherwise a holding rule holds; otherwise the request is allowed. The rules compile once per function.
 */
import { SAFETY_CATEGORIES, type Screener, type ScreeningOutcome } from '../../contexts/work/safety/domain';
import { SCREENING_RULES, type ScreeningRule } from './screening-rules';

/** Lower case, accents removed, one kind of apostrophe, spaces collapsed: the form the rules are written in. */
const normalizedForScreening = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\u2018\u2019`´]/g, "'")
    .replace(/\s+/g, ' ');

const escaped = (phrase: string): string => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A phrase as a pattern matching it as whole words. */
const phrasePattern = (phrase: string): string => `(?<![\\p{L}\\p{N}])${escaped(phrase)}(?![\\p{L}\\p{N}])`;

interface CompiledRule {
  rule: ScreeningRule;
  matchers: RegExp[];
}

const compile = (rule: ScreeningRule): CompiledRule => ({
  rule,
  matchers: [...(rule.phrases ?? []).map(phrasePattern), ...(rule.patterns ?? [])].map((source) => new RegExp(source, 'u')),
});

const byCategoryOrder = (a: CompiledRule, b: CompiledRule) => SAFETY_CATEGORIES.indexOf(a.rule.category) - SAFETY_CATEGORIES.indexOf(b.rule.category);

export class RulesScreener implements Screener {
  private readonly refusing: CompiledRule[];
  private readonly holding: CompiledRule[];

  constructor(rules: readonly ScreeningRule[] = SCREENING_RULES) {
    const compiled = rules.map(compile).sort(byCategoryOrder);
    this.refusing = compiled.filter(({ rule }) => rule.outcome === 'refuse');
    this.holding = compiled.filter(({ rule }) => rule.outcome === 'hold');
  }

  async screen(texts: readonly string[]): Promise<ScreeningOutcome> {
    const text = texts.map(normalizedForScreening).join('\n');
    const matches = ({ matchers }: CompiledRule) => matchers.some((matcher) => matcher.test(text));
    const refused = this.refusing.find(matches);
    if (refused) return { verdict: 'refuse', category: refused.rule.category };
    const held = this.holding.find(matches);
    if (held) return { verdict: 'hold', category: held.rule.category, reason: held.rule.reason };
    return { verdict: 'allow' };
  }
}
