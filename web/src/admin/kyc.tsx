import { useState } from 'preact/hooks';
import type { paths } from '../../../sdk/src/api-types.generated';
import { api, call, type Schemas } from '../api';
import { usePaged } from '../desk/paged';
import { LoadMore } from '../desk/ui';
import { ErrorNote, Heading, Note, useAction, when } from '../screens/ui';

type Waiting = paths['/api/v1/admin/kyc']['get']['responses'][200]['content']['application/json']['data'][number];

const KIND_WORDS: Record<Schemas['KycDocument']['kind'], string> = { id_front: 'ID, front', id_back: 'ID, back', selfie: 'Selfie' };

/** Operators whose documents wait for staff, oldest submission first, each with their documents and the decision. */
export const KycQueue = () => {
  const paged = usePaged((cursor?: string) =>
    call(api.GET('/api/v1/admin/kyc', { params: { query: { limit: 20, ...(cursor ? { cursor } : {}) } } })),
  );
  return (
    <section>
      <Heading>KYC queue</Heading>
      <ErrorNote error={paged.error} />
      {paged.items === undefined && !paged.error && <p aria-busy="true">Loading…</p>}
      {paged.items?.length === 0 && <p>No operator waits for an identity check.</p>}
      <ul class="plain">
        {paged.items?.map((operator) => (
          <KycCase operator={operator} />
        ))}
      </ul>
      <LoadMore paged={paged} />
    </section>
  );
};

const KycCase = ({ operator }: { operator: Waiting }) => {
  const [reason, setReason] = useState('');
  const [decided, setDecided] = useState<string>();
  const { busy, error, run } = useAction();
  const decide = (decision: 'APPROVED' | 'REJECTED') =>
    run(async () => {
      const result = await call(
        api.POST('/api/v1/admin/operators/{id}/kyc', {
          params: { path: { id: operator.operator_id } },
          body: { decision, ...(reason.trim() ? { reason: reason.trim() } : {}) },
        }),
      );
      setDecided(result.kyc_status === 'APPROVED' ? 'Approved.' : 'Rejected: the operator is told why.');
    });
  const reasonId = `reason-${operator.operator_id}`;
  return (
    <li class="case" aria-labelledby={`kyc-${operator.operator_id}`} data-testid="kyc-case">
      <h2 id={`kyc-${operator.operator_id}`}>{operator.name}</h2>
      <p class="muted">
        <a href={`#/operators/${encodeURIComponent(operator.operator_id)}`}>{operator.operator_id}</a>, {operator.email}, submitted{' '}
        {when(operator.kyc_submitted_at)}
      </p>
      <ul class="documents">
        {operator.documents.map((document) => (
          <li>
            <a href={document.url} target="_blank" rel="noreferrer">
              <img src={document.url} alt={`${KIND_WORDS[document.kind]} of ${operator.name}`} />
            </a>
            <span>{KIND_WORDS[document.kind]}</span>
          </li>
        ))}
      </ul>
      {decided ? (
        <Note>{decided}</Note>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void decide('APPROVED');
          }}
        >
          <label class="field" for={reasonId}>
            <span>Reason (required to reject; the operator reads it)</span>
          </label>
          <textarea
            id={reasonId}
            name="reason"
            maxLength={1000}
            value={reason}
            onInput={(event) => setReason((event.target as HTMLTextAreaElement).value)}
          />
          <ErrorNote error={error} />
          <div class="row">
            <button type="submit" disabled={busy}>
              Approve
            </button>
            <button type="button" class="danger" disabled={busy || !reason.trim()} onClick={() => void decide('REJECTED')}>
              Reject with this reason
            </button>
          </div>
        </form>
      )}
    </li>
  );
};
