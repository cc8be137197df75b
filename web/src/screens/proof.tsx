import { useEffect, useState } from 'preact/hooks';
import { api, call, type Schemas } from '../api';
import { dropDraft, keepDraft, readDraft } from '../offline';
import { type Capture, PhotoNotAccepted, requestUpload, UploadRefused, uploadToStorage } from '../photos';
import { Camera, captureAt, fileCapture, LocationNote, useLocation } from './camera';
import { type ResultDraft, ResultFields, resultOf } from './result-form';
import { ErrorNote, useAction } from './ui';

type Task = Schemas['OperatorTask'];

interface Photo {
  key: string;
  name: string;
  requirement: number;
  state: 'uploading' | 'uploaded' | 'failed';
  progress: number;
  photoId?: string;
  error?: string;
  /** Whether uploading the same file again can succeed (it failed on the way, not for what it is). */
  retryable?: boolean;
  file?: File;
  /** What the device recorded when it was taken (sent with the upload request). */
  capture?: Capture;
}

/**
 * The proof in progress, kept on the device (IndexedDB: the photos' files too) so a reload, a
 * closed app or a dropped network loses nothing; deleted when the submit succeeds or at sign-out.
 */
interface Draft {
  notes: string;
  photos: Photo[];
  result?: ResultDraft;
}

let counter = 0;

export const ProofForm = ({ task, onSubmitted }: { task: Task; onSubmitted(): void }) => {
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [notes, setNotes] = useState('');
  const [answer, setAnswer] = useState<ResultDraft>({});
  /** Whether the kept draft was read: until then nothing is written over it. */
  const [restored, setRestored] = useState(false);
  const { busy, error, run } = useAction();
  const location = useLocation();
  /** The requirement whose camera is open, and why the camera could not open. */
  const [camera, setCamera] = useState<number>();
  const [cameraProblem, setCameraProblem] = useState<string>();
  const hasCamera = Boolean(navigator.mediaDevices?.getUserMedia);

  useEffect(() => {
    void readDraft<Draft>(task.task_id)
      .then((draft) => {
        if (!draft) return;
        // A photo whose upload the closed app cut off is back with its file, to retry as it is.
        const interrupted = { state: 'failed', error: 'Not uploaded yet. Nothing is lost: retry it.', retryable: true } as const;
        setPhotos(draft.photos.map((photo) => (photo.state === 'uploaded' ? photo : { ...photo, ...interrupted, key: `p${++counter}` })));
        setNotes(draft.notes);
        setAnswer(draft.result ?? {});
      })
      .catch(() => undefined)
      .finally(() => setRestored(true));
  }, [task.task_id]);
  useEffect(() => {
    if (!restored) return;
    // Files are kept only while not uploaded: an uploaded photo is its id.
    const kept = photos.map(({ file, ...photo }) => (photo.state === 'uploaded' || !file ? photo : { ...photo, file }));
    void keepDraft(task.task_id, { notes, photos: kept, result: answer } satisfies Draft).catch(() => undefined);
  }, [restored, photos, notes, answer]);

  const update = (key: string, change: Partial<Photo>) =>
    setPhotos((all) => all.map((photo) => (photo.key === key ? { ...photo, ...change } : photo)));

  const upload = async (photo: Photo) => {
    if (!photo.file) return;
    update(photo.key, { state: 'uploading', progress: 0, error: undefined });
    try {
      // The file as the camera wrote it: re-encoding would drop its EXIF time and place and any Content Credentials.
      const grant = await requestUpload(task.task_id, photo.file, photo.requirement, photo.capture);
      await uploadToStorage(grant, photo.file, (progress) => update(photo.key, { progress }));
      update(photo.key, { state: 'uploaded', progress: 1, photoId: grant.photo_id });
    } catch (caught) {
      const message =
        caught instanceof UploadRefused
          ? caught.message
          : 'The upload was interrupted (no connection?). Nothing is lost: retry when you are back online.';
      update(photo.key, { state: 'failed', error: message, retryable: !(caught instanceof PhotoNotAccepted) });
    }
  };

  const remove = (key: string) => setPhotos((all) => all.filter((photo) => photo.key !== key));

  const add = (requirement: number, files: File[], capture: (file: File) => Capture | undefined) => {
    const added = files.map(
      (file): Photo => ({ key: `p${++counter}`, name: file.name, requirement, state: 'uploading', progress: 0, file, capture: capture(file) }),
    );
    setPhotos((all) => [...all, ...added]);
    for (const photo of added) void upload(photo);
  };

  const uploading = photos.some((photo) => photo.state === 'uploading');
  const ready = photos.filter((photo) => photo.state === 'uploaded' && photo.photoId);

  return (
    <form
      class="step"
      onSubmit={(event) => {
        event.preventDefault();
        void run(async () => {
          const submit = api.POST('/api/v1/operator/tasks/{id}/submit', {
            params: { path: { id: task.task_id } },
            body: {
              photos: ready.map((photo) => photo.photoId!),
              notes,
              ...(task.result_schema ? { result: resultOf(task.result_schema, answer) } : {}),
            },
          });
          try {
            await call(submit);
          } catch (error) {
            // A submit whose answer was lost (the connection dropped) may have arrived: the task says so.
            const { data: now } = await api
              .GET('/api/v1/operator/tasks/{id}', { params: { path: { id: task.task_id } } })
              .catch(() => ({ data: undefined }));
            if (!now || now.status === 'IN_PROGRESS' || now.status === 'ACCEPTED') throw error;
          }
          await dropDraft(task.task_id).catch(() => undefined);
          onSubmitted();
        });
      }}
    >
      <h2>Proof</h2>
      <LocationNote state={location.state} fix={location.fix} place={Boolean(task.location)} onAsk={location.ask} />
      <ErrorNote error={cameraProblem} />
      {task.proof_requirements.map((requirement, index) => {
        const mine = photos.filter((photo) => photo.requirement === index);
        return (
          <fieldset class="requirement">
            <legend>{requirement}</legend>
            {camera === index ? (
              <Camera
                label={requirement}
                onPhoto={(file, takenAt) => {
                  add(index, [file], () => captureAt(takenAt, location.fix));
                  setCamera(undefined);
                }}
                onClose={(problem) => {
                  setCameraProblem(problem);
                  setCamera(undefined);
                }}
              />
            ) : (
              hasCamera && (
                <button
                  type="button"
                  aria-label={`Take a photo: ${requirement}`}
                  onClick={() => {
                    setCameraProblem(undefined);
                    setCamera(index);
                  }}
                >
                  Take a photo
                </button>
              )
            )}
            <label class="file">
              <span>{hasCamera ? 'Or use the phone’s camera' : 'Take a photo with the phone’s camera'}</span>
              <input
                type="file"
                name={`photos-${index}`}
                accept="image/*"
                capture="environment"
                multiple
                onChange={(event) => {
                  const input = event.target as HTMLInputElement;
                  add(index, [...(input.files ?? [])], (file) => fileCapture(file, location.fix));
                  input.value = '';
                }}
              />
            </label>
            <ul class="photos">
              {mine.map((photo) => (
                <li>
                  <span class="name">{photo.name}</span>
                  {photo.state === 'uploading' && (
                    <progress max={1} value={photo.progress} aria-label={`Uploading ${photo.name}`}>
                      {Math.round(photo.progress * 100)}%
                    </progress>
                  )}
                  {photo.state === 'uploaded' && <span class="ok">Uploaded</span>}
                  {photo.state === 'failed' && (
                    <>
                      <span class="error" role="alert">
                        {photo.error}
                      </span>
                      {photo.file && photo.retryable && (
                        <button type="button" class="secondary" onClick={() => void upload(photo)}>
                          Retry {photo.name}
                        </button>
                      )}
                      <button type="button" class="secondary" onClick={() => remove(photo.key)}>
                        Remove {photo.name}
                      </button>
                    </>
                  )}
                </li>
              ))}
            </ul>
          </fieldset>
        );
      })}
      <details class="help">
        <summary>About proof photos</summary>
        <p>
          Take the photos here, with the camera in the app and location on: the app records when and where each photo was taken and sends it with the
          photo. Photos go up as the camera took them (JPEG, PNG or WebP, up to 10 MB), never recompressed.
        </p>
        <p>
          The agent receives a copy of each photo without its metadata (no position, no device or owner name) and your notes. The original stays
          private evidence for the Guardian's checks and, in a dispute, for the back office.
        </p>
      </details>
      {task.result_schema && <ResultFields schema={task.result_schema} draft={answer} onChange={setAnswer} />}
      <label class="field">
        <span>Notes</span>
        <textarea name="notes" value={notes} maxLength={5000} onInput={(event) => setNotes((event.target as HTMLTextAreaElement).value)} />
      </label>
      <ErrorNote error={error} />
      <button type="submit" disabled={busy || uploading}>
        {uploading ? 'Waiting for uploads…' : 'Submit proof'}
      </button>
    </form>
  );
};
