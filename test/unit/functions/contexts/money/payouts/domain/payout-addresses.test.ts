import { describe, expect, it } from 'vitest';
import {
  abbreviateAddress,
  decidePayoutAddress,
  type PayoutAddressBinding,
} from '../../../../../../../functions/contexts/money/payouts/domain/payout-addresses';

const A = '0x52908400098527886e0f7030069857d2e4169ee7';
const B = '0x8617e340b3d01fa5f11f306f4090fd50e238070d';
const C = '0xde709f2102306220921060314715629080e2fb77';
const NOW = new Date('2026-11-26T09:00:00.000Z');
const DAY = 24 * 3_600_000;
const bound: PayoutAddressBinding = { address: A, bound_at: '2026-11-01T00:00:00.000Z' };

describe('Payout addresses: the first binds at once, a new one waits out the cooldown', () => {
  it('binds the first address at once', () => {
    expect(decidePayoutAddress(undefined, A, NOW, DAY)).toEqual({ kind: 'bind' });
  });

  it('uses the bound address in any spelling (checksummed or lower case)', () => {
    expect(decidePayoutAddress(bound, A.toUpperCase().replace('0X', '0x'), NOW, DAY)).toEqual({ kind: 'use' });
  });

  it('makes another address the new one, usable a cooldown from now', () => {
    expect(decidePayoutAddress(bound, B, NOW, DAY)).toEqual({ kind: 'change', usableAt: '2026-11-27T09:00:00.000Z', from: bound });
  });

  it('keeps the bound address usable while a new one waits', () => {
    expect(decidePayoutAddress({ ...bound, pending_address: B, pending_usable_at: '2026-11-27T09:00:00.000Z' }, A, NOW, DAY)).toEqual({
      kind: 'use',
    });
  });

  it('makes the new address wait until its time, compared as instants whatever their offset', () => {
    const waiting = { ...bound, pending_address: B, pending_usable_at: '2026-11-26T10:00:00.000+01:00' };
    expect(decidePayoutAddress(waiting, B, new Date(NOW.getTime() - 1), DAY)).toEqual({ kind: 'wait', usableAt: waiting.pending_usable_at });
    expect(decidePayoutAddress(waiting, B, NOW, DAY)).toEqual({ kind: 'promote' });
  });

  it('restarts the wait for a third address, which replaces the waiting one', () => {
    const waiting = { ...bound, pending_address: B, pending_usable_at: '2026-11-26T08:00:00.000Z' };
    expect(decidePayoutAddress(waiting, C, NOW, DAY)).toMatchObject({ kind: 'change', usableAt: '2026-11-27T09:00:00.000Z' });
  });

  it('abbreviates an address for a mail: its start and end', () => {
    expect(abbreviateAddress(A)).toBe('0x5290…9ee7');
  });
});
