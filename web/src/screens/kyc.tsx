import { useState } from 'preact/hooks';
import { api, call, problem } from '../api';
import { go } from '../nav';
import { type KycDocumentKind, PHOTO_TYPES, requestKycUpload, uploadToStorage } from '../photos';
import { forgetProfile, type Profile, useProfile } from './profile';
import { ErrorNote, Heading, Note, useAction, when } from './ui';

interface Upload {
  name: string;
  preview: string;
  progress: number;
  done: boolean;
  error?: string;
}

const DOCUMENTS: { kind: KycDocumentKind; label: string; hint: string; capture?: 'user' | 'environment'; required: boolean }[] = [
  {
    kind: 'id_front',
    label: 'ID card or passport, front',
    hint: 'All four corners in the picture, the text readable.',
    capture: 'environment',
    required: true,
  },
  { kind: 'id_back', label: 'ID card, back (optional)', hint: 'For ID cards with an address on the back.', capture: 'environment', required: false },
  { kind: 'selfie', label: 'Selfie', hint: 'Your face, in good light, without sunglasses.', capture: 'user', required: true },
];

/**
 * The operator's identity check: each document goes straight to private storage through a
 * presigned upload (the proof photos' code path), then the operator submits them for the back
 * office's check. The API decides what is missing; the screen only mirrors it.
 */
export const Kyc = () => {
  const [fresh, setFresh] = useState(0);
  const profile = useProfile(fresh > 0);
  if (!profile) {
    return (
      <section>
        <Heading>Identity check</Heading>
        <p aria-busy="true">Loading…</p>
      </section>
    );
  }
  return (
    <section>
      <Heading>Identity check</Heading>
      <KycStatus profile={profile} />
      {(profile.kyc_status === 'REJECTED' || (profile.kyc_status === 'PENDING' && !profile.kyc_submitted_at)) && (
        <KycUpload
          onSubmitted={() => {
            forgetProfile();
            setFresh((n) => n + 1);
          }}
        />
      )}
    </section>
  );
};

const KycStatus = ({ profile }: { profile: Profile }) => {
  if (profile.kyc_status === 'APPROVED') {
    return (
      <>
        <p class="ok" role="status">
          Your identity is verified: you can accept tasks.
        </p>
        <a class="button" href="#/tasks">
          See open tasks
        </a>
      </>
    );
  }
  if (profile.kyc_status === 'REJECTED') {
    return (
      <div class="banner" role="status" data-testid="kyc-status">
        <p>
          <strong>Not approved.</strong> {profile.kyc_reason ? `Reason: ${profile.kyc_reason}` : 'The back office gave no reason.'}
        </p>
        <p>Upload new pictures and submit them again.</p>
      </div>
    );
  }
  if (profile.kyc_submitted_at) {
    return (
      <p class="banner" role="status" data-testid="kyc-status">
        <strong>Pending.</strong> You submitted your documents {when(profile.kyc_submitted_at)}. The back office checks them, usually within a working
        day; you can accept tasks once they are approved.
      </p>
    );
  }
  return <p>Before you can accept tasks, the back office checks who you are. Upload a picture of your ID and a selfie.</p>;
};

const KycUpload = ({ onSubmitted }: { onSubmitted(): void }) => {
  const [uploads, setUploads] = useState<Partial<Record<KycDocumentKind, Upload>>>({});
  const submit = useAction();
  const update = (kind: KycDocumentKind, change: Partial<Upload>) =>
    setUploads((current) => ({ ...current, [kind]: { ...current[kind]!, ...change } }));
  const choose = async (kind: KycDocumentKind, file: File | undefined) => {
    if (!file) return;
    const replaced = uploads[kind];
    if (replaced) URL.revokeObjectURL(replaced.preview);
    setUploads((current) => ({ ...current, [kind]: { name: file.name, preview: URL.createObjectURL(file), progress: 0, done: false } }));
    try {
      const grant = await requestKycUpload(kind, file);
      await uploadToStorage(grant, file, (progress) => update(kind, { progress }));
      update(kind, { done: true });
    } catch (caught) {
      update(kind, { error: problem(caught) });
    }
  };
  const ready = DOCUMENTS.every(({ kind, required }) => !required || uploads[kind]?.done);
  const busy = Object.values(uploads).some((upload) => upload && !upload.done && !upload.error);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit.run(async () => {
          await call(api.POST('/api/v1/operator/kyc/submit'));
          onSubmitted();
          go('/kyc');
        });
      }}
    >
      {DOCUMENTS.map(({ kind, label, hint, capture }) => {
        const upload = uploads[kind];
        return (
          <fieldset data-testid={`kyc-${kind}`}>
            <legend>{label}</legend>
            <label class="field file">
              <span>Choose or take a picture</span>
              <input
                type="file"
                name={kind}
                accept={PHOTO_TYPES.join(',')}
                capture={capture}
                aria-describedby={`${kind}-hint`}
                onChange={(event) => void choose(kind, (event.target as HTMLInputElement).files?.[0])}
              />
            </label>
            <small id={`${kind}-hint`} class="hint">
              {hint}
            </small>
            {upload && (
              <>
                <img class="kyc-preview" src={upload.preview} alt={`Your ${label.toLowerCase()}`} />
                {upload.error ? (
                  <p class="error" role="alert">
                    {upload.error}
                  </p>
                ) : upload.done ? (
                  <p class="ok">Uploaded.</p>
                ) : (
                  <progress value={upload.progress} max={1} aria-label={`Uploading ${label}`} />
                )}
              </>
            )}
          </fieldset>
        );
      })}
      <ErrorNote error={submit.error} />
      {!ready && <Note>Upload the front of your ID and a selfie to submit.</Note>}
      <button type="submit" disabled={!ready || busy || submit.busy}>
        {submit.busy ? 'Submitting…' : 'Submit for the identity check'}
      </button>
    </form>
  );
};
