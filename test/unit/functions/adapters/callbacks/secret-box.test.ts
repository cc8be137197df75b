import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LocalKeySecretBox } from '../../../../../functions/adapters/callbacks/secret-box';

describe('LocalKeySecretBox', () => {
  const box = new LocalKeySecretBox(randomBytes(32));

  it('seals a secret so that it opens only under the same key and context', async () => {
    const sealed = await box.seal('whsec-plain', { task_id: 'task_1' });
    expect(sealed).toMatch(/^local:/);
    expect(sealed).not.toContain('whsec-plain');
    expect(await box.open(sealed, { task_id: 'task_1' })).toBe('whsec-plain');
    await expect(box.open(sealed, { task_id: 'task_2' })).rejects.toThrow();
    await expect(new LocalKeySecretBox(randomBytes(32)).open(sealed, { task_id: 'task_1' })).rejects.toThrow();
  });

  it('seals the same secret differently each time', async () => {
    expect(await box.seal('x', { a: '1' })).not.toBe(await box.seal('x', { a: '1' }));
  });
});
