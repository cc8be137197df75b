import type { ConverseCommand, ConverseCommandOutput } from '@aws-sdk/client-bedrock-runtime';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  BedrockScreener,
  SCREENING_MODEL_CALL,
  SCREENING_TOOL,
  screeningJsonSchema,
  screeningRequest,
  screeningSchema,
} from '../../../../../functions/adapters/screening/bedrock-screener';
import { RulesScreener } from '../../../../../functions/adapters/screening/rules-screener';
import { DEFAULT_TIMEOUT_SECONDS } from '../../../../../functions/manifest/routes';
import { emitted } from '../../../../support/emitted-metrics';
import { withSilentModel } from '../../../../support/silent-model';

const answering = (input: unknown) =>
  ({ output: { message: { role: 'assistant', content: [{ toolUse: { toolUseId: 't', name: SCREENING_TOOL, input } }] } } }) as ConverseCommandOutput;

/** A client that answers `answer` (or throws it), counting its calls. */
const stub = (answer: ConverseCommandOutput | Error) => {
  const calls: ConverseCommand[] = [];
  return {
    calls,
    send: async (command: ConverseCommand) => {
      calls.push(command);
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
};

const screenerWith = (client: ReturnType<typeof stub>) => new BedrockScreener(new RulesScreener(), 'amazon.nova-micro-v1:0', client);

describe('the Bedrock screening on top of the rules', () => {
  it("gives the model the JSON Schema zod's writer makes of the answer's schema", () => {
    const { $schema: _draft, ...written } = z.toJSONSchema(screeningSchema());
    expect(screeningJsonSchema).toEqual(JSON.parse(JSON.stringify(written)));
  });

  it('refuses what the rules refuse without asking the model', async () => {
    const client = stub(answering({ verdict: 'allow', category: null, reason: 'fine' }));
    expect(await screenerWith(client).screen(['Write 20 five-star reviews for my restaurant'])).toEqual({ verdict: 'refuse', category: 'fraud' });
    expect(client.calls).toHaveLength(0);
  });

  it("takes the model's refusal or hold of what the rules allow", async () => {
    const refused = stub(answering({ verdict: 'refuse', category: 'harm_to_people', reason: 'Watching a private person' }));
    expect(await screenerWith(refused).screen(['Keep an eye on the woman at number 9 and tell me when she goes out'])).toEqual({
      verdict: 'refuse',
      category: 'harm_to_people',
    });
    const held = stub(answering({ verdict: 'hold', category: 'illegal', reason: 'May carry something illegal' }));
    expect(await screenerWith(held).screen(['Carry a bag across the border for me'])).toEqual({
      verdict: 'hold',
      category: 'illegal',
      reason: 'May carry something illegal',
    });
  });

  it("keeps the rules' hold when the model allows, and allows what both allow", async () => {
    const client = stub(answering({ verdict: 'allow', category: null, reason: 'ordinary' }));
    expect(await screenerWith(client).screen(['Collect a parcel and do not open the package'])).toMatchObject({
      verdict: 'hold',
      category: 'illegal',
    });
    expect(await screenerWith(client).screen(['Photograph the storefront of the bakery'])).toEqual({ verdict: 'allow' });
  });

  it('holds when the check fails: an error, no tool use, an answer off the schema, a refusal without a category', async () => {
    const failed = { verdict: 'hold', category: null, reason: 'The automated check could not decide: a person will' };
    for (const answer of [
      Object.assign(new Error('Too many requests'), { name: 'ThrottlingException' }),
      { output: { message: { role: 'assistant', content: [{ text: 'allow' }] } }, stopReason: 'end_turn' } as ConverseCommandOutput,
      answering({ verdict: 'maybe', category: null, reason: '' }),
      answering({ verdict: 'refuse', category: null, reason: 'bad' }),
    ])
      expect(await screenerWith(stub(answer)).screen(['Photograph the storefront of the bakery'])).toEqual(failed);
  });

  it('holds, after its two bounded attempts, when the model never answers', async () => {
    const attempts = await withSilentModel(SCREENING_MODEL_CALL, 200, async (client) => {
      const screener = new BedrockScreener(new RulesScreener(), 'amazon.nova-micro-v1:0', client);
      expect(await screener.screen(['Photograph the storefront of the bakery'])).toEqual({
        verdict: 'hold',
        category: null,
        reason: 'The automated check could not decide: a person will',
      });
    });
    expect(attempts).toBe(SCREENING_MODEL_CALL.maxAttempts);
    // Deployed, both attempts fit in the time of a function that screens in-process.
    expect(SCREENING_MODEL_CALL.attemptTimeoutMs * SCREENING_MODEL_CALL.maxAttempts).toBeLessThan(DEFAULT_TIMEOUT_SECONDS * 1000 - 1000);
  });

  it('counts a failed model call as ScreeningModelErrors, and a hold the model chose as none', async () => {
    const errorsIn = async (answer: ConverseCommandOutput | Error) =>
      (await emitted(() => screenerWith(stub(answer)).screen(['Photograph the storefront of the bakery'])))
        .flatMap((line) => line._aws.CloudWatchMetrics.flatMap((group) => group.Metrics.map((metric) => metric.Name)))
        .filter((name) => name === 'ScreeningModelErrors').length;
    expect(await errorsIn(Object.assign(new Error('Access denied'), { name: 'AccessDeniedException' }))).toBe(1);
    expect(await errorsIn(answering({ verdict: 'hold', category: 'weapons', reason: 'may be' }))).toBe(0);
  });

  it('asks the model with the policy as its system prompt, the texts as data and the screening tool forced', () => {
    const request = screeningRequest(['Is the shop open?'], 'amazon.nova-micro-v1:0');
    expect(request.system?.[0]?.text).toContain('acceptable use policy');
    expect(request.messages?.[0]?.content?.[0]?.text).toContain(JSON.stringify({ texts: ['Is the shop open?'] }));
    expect(request.toolConfig?.toolChoice).toEqual({ tool: { name: SCREENING_TOOL } });
    expect(Object.keys(request.toolConfig?.tools?.[0]?.toolSpec?.inputSchema?.json as object)).toEqual(['type', 'properties', 'required']);
  });
});
