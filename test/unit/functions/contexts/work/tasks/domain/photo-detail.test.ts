import { describe, expect, it } from 'vitest';
import { photoDetailOf } from '../../../../../../../functions/contexts/work/tasks/domain/guardian';

const task = (proofRequirements: string[], overrides: { title?: string; description?: string } = {}) => ({
  title: 'Is the corner store open?',
  description: 'Walk by 12 Main St and check whether the store is open.',
  proofRequirements,
  ...overrides,
});

describe('photoDetailOf (the smallest detail a photo must keep for its requirement)', () => {
  it('keeps the scene for a photo of a place or its state', () => {
    expect(photoDetailOf(task(['photo of the storefront']), 0)).toBe('scene');
    expect(photoDetailOf(task(['the front door, open', 'the parking lot']), 1)).toBe('scene');
  });

  it('keeps fine detail where something is to be read', () => {
    for (const requirement of [
      'the opening hours sign',
      'a legible receipt',
      'the price tag',
      'the meter reading',
      'the serial number',
      'the screen',
    ])
      expect(photoDetailOf(task([requirement]), 0), requirement).toBe('fine');
  });

  it('judges a tagged photo by its own requirement, an untagged one (or one tagged out of range) by every requirement', () => {
    const mixed = task(['the storefront', 'the menu in the window']);
    expect(photoDetailOf(mixed, 0)).toBe('scene');
    expect(photoDetailOf(mixed, 1)).toBe('fine');
    expect(photoDetailOf(mixed)).toBe('fine');
    expect(photoDetailOf(mixed, 7)).toBe('fine');
    expect(photoDetailOf(task(['the storefront']))).toBe('scene');
  });

  it('keeps fine detail when the task itself asks for something to be read, or asks for a result', () => {
    expect(photoDetailOf(task(['a photo'], { description: 'Read the name on the doorbell' }), 0)).toBe('fine');
    expect(photoDetailOf({ ...task(['the storefront']), resultSchema: { type: 'object', properties: { open: { type: 'boolean' } } } }, 0)).toBe(
      'fine',
    );
  });

  it('matches whole words only, in any case', () => {
    expect(photoDetailOf(task(['the DESIGNER shop front']), 0)).toBe('scene');
    expect(photoDetailOf(task(['The SIGN above the door']), 0)).toBe('fine');
  });
});
