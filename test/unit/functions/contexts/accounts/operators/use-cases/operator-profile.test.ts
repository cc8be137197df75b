import { describe, expect, it } from 'vitest';
import { getOperatorProfile } from '../../../../../../../functions/contexts/accounts/operators/use-cases/operator-profile';
import { anOperator } from '../../../../../../support/fakes/operators';

describe('getOperatorProfile', () => {
  it('answers the calling operator, or 404 for one that is gone', async () => {
    const reads = { getOperator: async (operatorId: string) => (operatorId === 'op_1' ? anOperator() : undefined) };
    await expect(getOperatorProfile(reads, 'op_1')).resolves.toMatchObject({ operator_id: 'op_1' });
    await expect(getOperatorProfile(reads, 'op_9')).rejects.toThrow('Operator not found');
  });
});
