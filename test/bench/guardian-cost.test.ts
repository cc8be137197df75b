import { describe, expect, it } from 'vitest';
import { claudeImageTokens, guardianReviewCost, imageTokens, novaImageTokens } from '../../bench/guardian-cost';
import { PRICES } from '../../bench/prices';
import { guardianSection } from '../../bench/report';
import { screeningCost } from '../../bench/screening-cost';
import { TARGETS } from '../../bench/targets';
import { REVIEWER_MODELS, reviewerModelOf } from '../../functions/adapters/guardian/models';
import { DEFAULT_GUARDIAN_MODEL_ID } from '../../functions/platform/settings/catalogue';

describe('image tokens, as the makers document them', () => {
  it('Claude: width x height / 750, rounded up', () => {
    expect(claudeImageTokens(1092, 819)).toBe(1193);
    expect(claudeImageTokens(768, 576)).toBe(590);
  });

  it("Nova: its documented example nearest in aspect ratio, then in size (the guide's own 800x400 -> 900x450 -> ~800)", () => {
    expect(novaImageTokens(800, 400)).toBe(800);
    expect(novaImageTokens(400, 800)).toBe(800);
    expect(novaImageTokens(1000, 1000)).toBe(1300);
    expect(novaImageTokens(1300, 1300)).toBe(2600);
    expect(novaImageTokens(1800, 900)).toBe(2400);
    // A 4:3 photo is nearest the 1400x900 example at any size: Nova rescales it to its own tiles.
    expect(novaImageTokens(768, 576)).toBe(1800);
    expect(novaImageTokens(4032, 3024)).toBe(1800);
  });

  it('by the family of the model', () => {
    expect(imageTokens('claude', 768, 576)).toBe(590);
    expect(imageTokens('nova', 768, 576)).toBe(1800);
  });
});

describe('the Guardian cost section (npm run bench:guardian)', async () => {
  const report = await guardianReviewCost();
  const of = (modelId: string) => report.models.find((model) => model.modelId === modelId)!;

  it('prices every model the reviewer offers, side by side, and the default among them', () => {
    expect(report.models.map((model) => reviewerModelOf(model.modelId))).toEqual(Object.values(REVIEWER_MODELS));
    expect(report.defaultModelId).toBe(DEFAULT_GUARDIAN_MODEL_ID);
    expect(of(DEFAULT_GUARDIAN_MODEL_ID)).toBeDefined();
  });

  it("sends the bench's storefront photo at the scene's size, and skips no review (its proof passes every check)", () => {
    expect(report.photoSentAs).toEqual({ width: 768, height: 576 });
    expect(report.skippedReviews).toEqual({ skipped: 0, of: 1 });
  });

  it('splits each review into image, text and output tokens at the model list price', () => {
    for (const model of report.models) {
      const price = PRICES.bedrock.models[model.modelId as keyof typeof PRICES.bedrock.models];
      expect(model.costs.image).toBeCloseTo((model.imageTokens * price.inputPerMillion) / 1e6, 12);
      expect(model.costs.output).toBeCloseTo((model.outputTokens * price.outputPerMillion) / 1e6, 12);
      expect(model.perReviewUsd).toBeCloseTo(model.costs.image + model.costs.text + model.costs.output, 12);
      expect(model.per1000TasksUsd).toBeCloseTo(model.perReviewUsd * 1000, 3);
      expect(model.targetMet).toBe(model.perReviewUsd <= TARGETS.guardianCostPerReviewUsd);
    }
  });

  it('prices the fixed prefix as a cache read only where the model caches and the prefix reaches its minimum', () => {
    expect(of('anthropic.claude-3-haiku-20240307-v1:0').cacheNote).toBe('no prompt caching');
    for (const model of report.models.filter((each) => reviewerModelOf(each.modelId).cacheMinTokens)) {
      expect(model.prefixCached).toBe(model.prefixTokens >= reviewerModelOf(model.modelId).cacheMinTokens!);
      expect(model.cacheNote).toContain(`minimum ${reviewerModelOf(model.modelId).cacheMinTokens}`);
    }
  });

  it('meets the target with the default model, the cheapest of those offered', () => {
    const cheapest = [...report.models].sort((a, b) => a.perReviewUsd - b.perReviewUsd)[0]!;
    expect(cheapest.modelId).toBe(DEFAULT_GUARDIAN_MODEL_ID);
    expect(of(DEFAULT_GUARDIAN_MODEL_ID).targetMet).toBe(true);
    // Claude 3 Haiku, the old default, is over it: its output tokens alone cost $0.000165.
    expect(of('anthropic.claude-3-haiku-20240307-v1:0').targetMet).toBe(false);
  });

  it('prints the target as met or MISSED with what dominates, and a line per model', () => {
    const text = guardianSection({ guardian: report, screening: screeningCost() }).join('\n');
    expect(text).toMatch(/target <= \$0\.000250 a review with the default model: met \(Amazon Nova Lite, \$0\.000\d+; image tokens dominate\)/);
    for (const model of report.models) expect(text).toContain(model.name);
    expect(text).toContain('Reviews that skip the model');
    expect(text).toMatch(
      /screening of each task .* \(SCREENING=bedrock, amazon\.nova-micro-v1:0\): \d+ input and \d+ output tokens, \$0\.0\d+ per 1,000 tasks \(target <= \$0\.05\d*: met\)/,
    );
  });
});
