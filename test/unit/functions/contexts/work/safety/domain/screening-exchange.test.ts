import { describe, expect, it } from 'vitest';
import {
  type ScreeningPass,
  screeningAnswerOf,
  screeningCall,
  screeningCallOf,
  screeningPassFrom,
} from '../../../../../../../functions/contexts/work/safety/domain';
import { PolicyRefusalError, platformErrors } from '../../../../../../../functions/platform/kernel/errors';

/** What creation reads of the screening function's answer to `screen`, once the answer has crossed the function boundary as JSON. */
const acrossTheBoundary = async (screen: () => Promise<ScreeningPass>) =>
  screeningPassFrom(JSON.parse(JSON.stringify(await screeningAnswerOf(screen))));

describe('the screening function exchange', () => {
  it('asks with the request as JSON, which the function reads back as it was', () => {
    const now = new Date('2026-11-29T12:00:00.000Z');
    const call = JSON.parse(JSON.stringify(screeningCallOf({ subject: 'task', agentId: 'agent_1', texts: ['Photograph the storefront'] }, now)));
    expect(screeningCall.parse(call)).toEqual({ subject: 'task', agentId: 'agent_1', texts: ['Photograph the storefront'], now: now.toISOString() });
  });

  it('carries back what screening lets through: an allowed request, or a hold with its category (or none) and reason', async () => {
    expect(await acrossTheBoundary(async () => ({ verdict: 'allow' }))).toEqual({ verdict: 'allow' });
    const held = { verdict: 'hold', category: 'fraud', reason: 'It may be a fake review' } as const;
    expect(await acrossTheBoundary(async () => held)).toEqual(held);
    const unsure = { verdict: 'hold', category: null, reason: 'The automated check could not decide: a person will' } as const;
    expect(await acrossTheBoundary(async () => unsure)).toEqual(unsure);
  });

  it("throws the policy's refusal again as the error it was: the same 422 and message naming the category", async () => {
    const refused = await acrossTheBoundary(async () => {
      throw platformErrors.refusedByPolicy('harm_to_people');
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PolicyRefusalError);
    expect(refused).toMatchObject({ category: 'harm_to_people', message: 'Refused by the acceptable use policy: harm_to_people' });
  });

  it('fails the invocation on anything but a refusal, which the creation answers 500', async () => {
    await expect(
      screeningAnswerOf(async () => {
        throw new Error('Table unavailable');
      }),
    ).rejects.toThrow('Table unavailable');
    expect(() => screeningPassFrom({ verdict: 'maybe' })).toThrow();
  });
});
