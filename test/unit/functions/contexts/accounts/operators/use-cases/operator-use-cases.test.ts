import { describe, expect, it } from 'vitest';
import { operatorErrors } from '../../../../../../../functions/contexts/accounts/operators/errors';
import { approvedOperatorIn } from '../../../../../../../functions/contexts/accounts/operators/use-cases/approved-operator';
import { authenticateOperator } from '../../../../../../../functions/contexts/accounts/operators/use-cases/authenticate-operator';
import {
  kycDocumentsForStaff,
  requestKycUpload,
  submitKycDocuments,
} from '../../../../../../../functions/contexts/accounts/operators/use-cases/kyc-documents';
import { registerOperator } from '../../../../../../../functions/contexts/accounts/operators/use-cases/register-operator';
import { anOperator, FakeKycBucket, FakeOperatorsStore } from '../../../../../../support/fakes/operators';

const now = new Date('2026-11-26T12:00:00.000Z');

describe('approvedOperatorIn', () => {
  it('answers an approved operator, 403 for any other KYC status and 404 for nobody', async () => {
    const store = FakeOperatorsStore.with(anOperator(), anOperator({ operator_id: 'op_2', email: 'b@example.com', kyc_status: 'REJECTED' }));
    await expect(approvedOperatorIn(store, 'op_1')).resolves.toMatchObject({ operator_id: 'op_1' });
    await expect(approvedOperatorIn(store, 'op_2')).rejects.toThrow('KYC verification required before accepting tasks');
    await expect(approvedOperatorIn(store, 'op_9')).rejects.toThrow('Operator not found');
  });
});

describe('authenticateOperator', () => {
  const deps = {
    verifiedOperatorUser: async (authorization: string | undefined) => {
      if (authorization === undefined) return undefined;
      if (authorization === 'Bearer good') return 'op_1';
      throw operatorErrors.invalidBearerToken();
    },
  };
  it('names the operator of a valid token, and refuses a missing or bad one with 401', async () => {
    await expect(authenticateOperator(deps, 'Bearer good')).resolves.toEqual({ kind: 'operator', operatorId: 'op_1' });
    await expect(authenticateOperator(deps, undefined)).rejects.toThrow('Missing bearer token');
    await expect(authenticateOperator(deps, 'Bearer forged')).rejects.toThrow(operatorErrors.invalidBearerToken().message);
  });
});

describe('registerOperator', () => {
  const registration = { name: 'Olga', email: 'Olga@Example.com', skills: ['photo'] };

  it('writes the operator lower-cased and rated 5.0, approved at once only where configured, and provisions the login', async () => {
    const store = new FakeOperatorsStore();
    const logins: string[] = [];
    const provisionLogin = async (operator: { operator_id: string }) => void logins.push(operator.operator_id);
    const waiting = await registerOperator({ store, provisionLogin, approveKycAtOnce: false }, registration, now);
    expect(waiting).toMatchObject({ email: 'olga@example.com', rating: 5, kyc_status: 'PENDING', created_at: now.toISOString() });
    const approved = await registerOperator({ store, provisionLogin, approveKycAtOnce: true }, { ...registration, email: 'b@example.com' }, now);
    expect(approved.kyc_status).toBe('APPROVED');
    expect(logins).toEqual([waiting.operator_id, approved.operator_id]);
  });

  it('removes the operator again when no login can be made, so the address can register later', async () => {
    const store = new FakeOperatorsStore();
    const failing = async () => {
      throw new Error('user pool down');
    };
    await expect(registerOperator({ store, provisionLogin: failing, approveKycAtOnce: false }, registration, now)).rejects.toThrow('user pool down');
    expect(store.operators.size).toBe(0);
    await expect(
      registerOperator({ store, provisionLogin: async () => undefined, approveKycAtOnce: false }, registration, now),
    ).resolves.toBeDefined();
  });

  it('refuses an address already registered, whatever its case, and provisions nothing', async () => {
    const store = FakeOperatorsStore.with(anOperator());
    let provisioned = false;
    const deps = { store, provisionLogin: async () => void (provisioned = true), approveKycAtOnce: false };
    await expect(registerOperator(deps, registration, now)).rejects.toThrow('An operator with this email already exists');
    expect(provisioned).toBe(false);
  });
});

describe('KYC documents', () => {
  const pendingOlga = () => anOperator({ kyc_status: 'PENDING' });

  it('records each document under its kind (a new one replaces the last) with a form under the private prefix', async () => {
    const deps = { store: FakeOperatorsStore.with(pendingOlga()), objects: new FakeKycBucket() };
    const first = await requestKycUpload(deps, 'op_1', { kind: 'id_front', contentType: 'image/jpeg', sizeBytes: 100 }, now);
    const second = await requestKycUpload(deps, 'op_1', { kind: 'id_front', contentType: 'image/png', sizeBytes: 200 }, now);
    expect(second.upload.fields.key).toBe(`kyc/op_1/${second.documentId}`);
    expect(second.expiresAt).toBe('2026-11-26T12:15:00.000Z');
    expect((await deps.store.listKycDocuments('op_1')).map((document) => document.document_id)).toEqual([second.documentId]);
    expect(first.documentId).not.toBe(second.documentId);
  });

  it('submits only when an ID front and a selfie have arrived in the bucket, naming what is missing', async () => {
    const deps = { store: FakeOperatorsStore.with(pendingOlga()), objects: new FakeKycBucket() };
    const front = await requestKycUpload(deps, 'op_1', { kind: 'id_front', contentType: 'image/jpeg', sizeBytes: 100 }, now);
    const selfie = await requestKycUpload(deps, 'op_1', { kind: 'selfie', contentType: 'image/jpeg', sizeBytes: 100 }, now);
    deps.objects.arrived.add(front.upload.fields.key!);
    await expect(submitKycDocuments(deps, 'op_1', now)).rejects.toThrow('KYC documents missing: selfie');
    deps.objects.arrived.add(selfie.upload.fields.key!);
    await submitKycDocuments(deps, 'op_1', now);
    expect(deps.store.operators.get('op_1')).toMatchObject({ kyc_status: 'PENDING', kyc_submitted_at: now.toISOString() });
  });

  it('refuses uploads and submissions of an approved operator with 409, and of nobody with 404', async () => {
    const deps = { store: FakeOperatorsStore.with(anOperator()), objects: new FakeKycBucket() };
    await expect(requestKycUpload(deps, 'op_1', { kind: 'selfie', contentType: 'image/jpeg', sizeBytes: 1 }, now)).rejects.toThrow(
      'KYC already approved',
    );
    await expect(submitKycDocuments(deps, 'op_1', now)).rejects.toThrow('KYC already approved');
    await expect(submitKycDocuments(deps, 'op_9', now)).rejects.toThrow('Operator not found');
  });

  it('shows staff each document with a signed download', async () => {
    const deps = { store: FakeOperatorsStore.with(pendingOlga()), objects: new FakeKycBucket() };
    const { documentId } = await requestKycUpload(deps, 'op_1', { kind: 'selfie', contentType: 'image/jpeg', sizeBytes: 1 }, now);
    expect(await kycDocumentsForStaff(deps, 'op_1')).toEqual([
      {
        document_id: documentId,
        kind: 'selfie',
        content_type: 'image/jpeg',
        uploaded_at: now.toISOString(),
        url: `https://bucket.test/kyc/op_1/${documentId}?signed`,
      },
    ]);
  });
});
