import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { KycDocument } from '../../functions/contexts/accounts/operators/domain/operators';
import type { OperatorsStore } from '../../functions/contexts/accounts/operators/ports';
import {
  createOperator,
  deleteOperator,
  getOperator,
  listKycDocuments,
  putKycDocument,
  recordKycDecision,
  submitKyc,
} from '../../functions/contexts/accounts/operators/store';
import { contractSides, refusalOf } from '../support/contract-sides';
import { anOperator, FakeOperatorsStore } from '../support/fakes/operators';

const sides = contractSides<OperatorsStore>({
  fake: () => new FakeOperatorsStore(),
  'DynamoDB Local': () => ({ getOperator, createOperator, deleteOperator, putKycDocument, listKycDocuments, submitKyc, recordKycDecision }),
});

const AT = '2026-11-29T11:00:00.000Z';
const newOperator = (overrides = {}) => {
  const id = randomUUID();
  return anOperator({ operator_id: `op_contract_${id}`, email: `contract-${id}@example.com`, kyc_status: 'PENDING', ...overrides });
};
const decision = (operatorId: string) => ({
  at: AT,
  actor: 'contract@handoff.test',
  action: 'kyc_decision' as const,
  target: operatorId,
  detail: 'APPROVED',
});
const aDocument = (kind: KycDocument['kind'], id = randomUUID()): KycDocument => ({
  document_id: `doc_${id}`,
  kind,
  object_key: `kyc/${id}`,
  content_type: 'image/jpeg',
  size_bytes: 1_000,
  created_at: AT,
});

describe.each(sides)('The operators store (%s)', (_side, make) => {
  it('registers one operator per email address, in any case, and frees it when the registration is undone', async () => {
    const store = make();
    const operator = newOperator();
    await store.createOperator(operator);
    const twin = newOperator({ email: operator.email.toUpperCase() });
    expect(await refusalOf(store.createOperator(twin))).toMatchObject({ error: 'ConflictError' });
    expect(await store.getOperator(twin.operator_id)).toBeUndefined();
    await store.deleteOperator(operator);
    expect(await store.getOperator(operator.operator_id)).toBeUndefined();
    await store.createOperator(twin);
    expect(await store.getOperator(twin.operator_id)).toMatchObject({ email: twin.email });
  });

  it('takes a KYC submission until the operator is approved, and none of an unknown operator', async () => {
    const store = make();
    const operator = newOperator();
    await store.createOperator(operator);
    expect(await store.submitKyc(operator.operator_id, AT)).toBe(true);
    expect(await store.getOperator(operator.operator_id)).toMatchObject({ kyc_status: 'PENDING', kyc_submitted_at: AT });
    expect(await store.recordKycDecision(operator.operator_id, 'APPROVED', undefined, decision(operator.operator_id))).toMatchObject({
      kyc_status: 'APPROVED',
      kyc_decided_at: AT,
    });
    expect(await store.submitKyc(operator.operator_id, AT)).toBe(false);
    expect((await store.getOperator(operator.operator_id))?.kyc_status).toBe('APPROVED');
    expect(await store.submitKyc(`op_unknown_${randomUUID()}`, AT)).toBe(false);
  });

  it('refuses a decision on an unknown operator', async () => {
    const store = make();
    const operatorId = `op_unknown_${randomUUID()}`;
    expect(await refusalOf(store.recordKycDecision(operatorId, 'REJECTED', 'blurred', decision(operatorId)))).toEqual({
      error: 'NotFoundError',
      message: 'Operator not found',
    });
  });

  it('keeps one identity document per kind: a new upload replaces the last', async () => {
    const store = make();
    const operator = newOperator();
    await store.createOperator(operator);
    await store.putKycDocument(operator.operator_id, aDocument('id_front'));
    const replacement = aDocument('id_front');
    await store.putKycDocument(operator.operator_id, replacement);
    await store.putKycDocument(operator.operator_id, aDocument('selfie'));
    const documents = await store.listKycDocuments(operator.operator_id);
    expect(documents.map((document) => document.kind).sort()).toEqual(['id_front', 'selfie']);
    expect(documents.find((document) => document.kind === 'id_front')).toMatchObject(replacement);
  });
});
