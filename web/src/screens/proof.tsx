import { useEffect, useState } from 'preact/hooks';
import { api, call, type Schemas } from '../api';
import { downscale, PhotoTooLarge, requestUpload, UploadRefused, uploadToStorage } from '../photos';
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
}

/** Uploaded photo ids and notes kept on the device per task, so a reload or a dropped network loses nothing. */
const draftKey = (taskId: string) => `handoff.proof.${taskId}`;
const readDraft = (taskId: string): { notes: string; photos: Photo[] } => {
  try {
    const draft = JSON.parse(localStorage.getItem(draftKey(taskId)) ?? 'null') as { notes: string; photos: Photo[] } | null;
    return draft ?? { notes: '', photos: [] };
  } catch {
    return { notes: '', photos: [] };
  }
};

let counter = 0;

export const ProofForm = ({ task, onSubmitted }: { task: Task; onSubmitted(): void }) => {
  const [photos, setPhotos] = useState<Photo[]>(() => readDraft(task.task_id).photos.filter((photo) => photo.state === 'uploaded'));
  const [notes, setNotes] = useState(() => readDraft(task.task_id).notes);
  const { busy, error, run } = useAction();

  useEffect(() => {
    const uploaded = photos.filter((photo) => photo.state === 'uploaded').map(({ file: _file, ...photo }) => photo);
    localStorage.setItem(draftKey(task.task_id), JSON.stringify({ notes, photos: uploaded }));
  }, [photos, notes]);

  const update = (key: string, change: Partial<Photo>) =>
    setPhotos((all) => all.map((photo) => (photo.key === key ? { ...photo, ...change } : photo)));

  const upload = async (photo: Photo) => {
    if (!photo.file) return;
    update(photo.key, { state: 'uploading', progress: 0, error: undefined });
    try {
      const blob = await downscale(photo.file);
      const grant = await requestUpload(task.task_id, blob, photo.requirement);
      await uploadToStorage(grant, blob, (progress) => update(photo.key, { progress }));
      update(photo.key, { state: 'uploaded', progress: 1, photoId: grant.photo_id });
    } catch (caught) {
      const message =
        caught instanceof UploadRefused
          ? caught.message
          : 'The upload was interrupted (no connection?). Nothing is lost: retry when you are back online.';
      update(photo.key, { state: 'failed', error: message, retryable: !(caught instanceof PhotoTooLarge) });
    }
  };

  const remove = (key: string) => setPhotos((all) => all.filter((photo) => photo.key !== key));

  const add = (requirement: number, files: FileList | null) => {
    const added = [...(files ?? [])].map(
      (file): Photo => ({ key: `p${++counter}`, name: file.name, requirement, state: 'uploading', progress: 0, file }),
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
            body: { photos: ready.map((photo) => photo.photoId!), notes },
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
          localStorage.removeItem(draftKey(task.task_id));
          onSubmitted();
        });
      }}
    >
      <h2>Proof</h2>
      {task.proof_requirements.map((requirement, index) => {
        const mine = photos.filter((photo) => photo.requirement === index);
        return (
          <fieldset class="requirement">
            <legend>{requirement}</legend>
            <label class="file">
              <span>Take or choose photos</span>
              <input
                type="file"
                name={`photos-${index}`}
                accept="image/jpeg,image/png,image/webp,image/heic"
                capture="environment"
                multiple
                onChange={(event) => {
                  const input = event.target as HTMLInputElement;
                  add(index, input.files);
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
