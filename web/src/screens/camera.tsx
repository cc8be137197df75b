import { useEffect, useRef, useState } from 'preact/hooks';
import { type Capture, isPhotoType } from '../photos';

/** Where the device is, as the browser last reported it. */
interface Fix {
  lat: number;
  lng: number;
  accuracy_m: number;
}

type LocationState = 'checking' | 'ask' | 'on' | 'denied' | 'unsupported';

/**
 * The device's position while proof is taken: watched once the operator allows it (asked by a
 * button that says why, never on its own), so a fresh fix is at hand at each capture.
 */
export const useLocation = () => {
  const [state, setState] = useState<LocationState>(navigator.geolocation ? 'checking' : 'unsupported');
  const [fix, setFix] = useState<Fix>();
  const watch = useRef<number | undefined>(undefined);
  const start = () => {
    if (!navigator.geolocation || watch.current !== undefined) return;
    watch.current = navigator.geolocation.watchPosition(
      ({ coords }) => {
        setFix({ lat: coords.latitude, lng: coords.longitude, accuracy_m: Math.round(coords.accuracy) });
        setState('on');
      },
      (error) => {
        if (error.code !== error.PERMISSION_DENIED) return;
        setState('denied');
        if (watch.current !== undefined) navigator.geolocation.clearWatch(watch.current);
        watch.current = undefined;
      },
      { enableHighAccuracy: true, maximumAge: 30_000, timeout: 30_000 },
    );
  };
  useEffect(() => {
    if (!navigator.geolocation) return;
    navigator.permissions
      ?.query({ name: 'geolocation' })
      .then((status) => (status.state === 'granted' ? start() : setState(status.state === 'denied' ? 'denied' : 'ask')))
      .catch(() => setState('ask'));
    if (!navigator.permissions) setState('ask');
    return () => {
      if (watch.current !== undefined) navigator.geolocation.clearWatch(watch.current);
    };
  }, []);
  return { state, fix, ask: start };
};

/** What the device says about a photo taken at `at`: the time, and the position if known. */
export const captureAt = (at: Date, fix: Fix | undefined): Capture => ({ captured_at: at.toISOString(), ...fix });

/**
 * A file from the camera input is taken as captured now only when the camera wrote it moments ago
 * (a photo picked from the gallery is older): its own EXIF is what speaks for an older one.
 */
const FRESH_FILE_MS = 5 * 60_000;
export const fileCapture = (file: File, fix: Fix | undefined, now = Date.now()): Capture | undefined =>
  now - file.lastModified <= FRESH_FILE_MS && file.lastModified <= now + 60_000 ? captureAt(new Date(file.lastModified), fix) : undefined;

/** The location line of the proof form: why it is asked, and what is missing without it. */
export const LocationNote = ({ state, fix, place, onAsk }: { state: LocationState; fix?: Fix; place: boolean; onAsk(): void }) => {
  if (state === 'on') {
    return (
      <p class="note" role="status" data-testid="location">
        Location on{fix ? ` (within ${fix.accuracy_m} m)` : ''}: each photo records where and when it was taken.
      </p>
    );
  }
  const need = place
    ? 'This task has a place: its photos must show where they were taken, or your proof goes to manual review.'
    : 'This task has no place, so photos can go without it.';
  if (state === 'ask' || state === 'checking') {
    return (
      <div class="banner">
        <p>Handoff records where each photo is taken and sends it with the photo, so the checks can see you were there. {need}</p>
        <button type="button" class="secondary" onClick={onAsk}>
          Allow location
        </button>
      </div>
    );
  }
  const off = state === 'denied' ? 'Location is off for Handoff.' : 'This browser cannot tell where you are.';
  return (
    <p class="banner" role="status" data-testid="location">
      {off} {need} {state === 'denied' && "Turn location on for this site in your browser's settings, then reload."}
    </p>
  );
};

/**
 * The camera in the app (the rear one where there is a choice): a live picture and a button that
 * takes the photo. Where the browser has `ImageCapture.takePhoto()`, the photo is the camera's own
 * still (its JPEG, full resolution, never re-encoded here); elsewhere, or when it fails, the video
 * frame is encoded as a JPEG here. Either way the time and place come from the device at capture
 * (`capture`): a camera stream has no EXIF to keep.
 */
export const Camera = ({
  label,
  onPhoto,
  onClose,
}: {
  label: string;
  onPhoto(photo: File, takenAt: Date): void;
  onClose(problem?: string): void;
}) => {
  const video = useRef<HTMLVideoElement>(null);
  const track = useRef<MediaStreamTrack>(undefined);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let stream: MediaStream | undefined;
    let closed = false;
    const stop = (opened: MediaStream) => {
      for (const track of opened.getTracks()) track.stop();
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: { ideal: 'environment' }, width: { ideal: 4032 }, height: { ideal: 3024 } }, audio: false })
      .then(async (opened) => {
        stream = opened;
        if (closed || !video.current) return stop(opened);
        track.current = opened.getVideoTracks()[0];
        video.current.srcObject = opened;
        await video.current.play();
        setReady(true);
      })
      .catch(() => onClose('The camera could not be opened. Allow the camera for this site, or use the phone’s camera below.'));
    return () => {
      closed = true;
      if (stream) stop(stream);
    };
  }, []);
  const taken = (photo: Blob, takenAt: Date) => {
    const extension = photo.type.split('/')[1]?.replace('jpeg', 'jpg') ?? 'jpg';
    onPhoto(new File([photo], `photo-${takenAt.getTime()}.${extension}`, { type: photo.type, lastModified: takenAt.getTime() }), takenAt);
  };
  const shoot = async () => {
    const frame = video.current;
    if (!frame?.videoWidth) return;
    const takenAt = new Date();
    if ('ImageCapture' in window && track.current) {
      const still = await new ImageCapture(track.current).takePhoto().catch(() => undefined);
      if (still && isPhotoType(still.type)) return taken(still, takenAt);
    }
    // The fallback: the frame grabbed from the video, encoded once as a JPEG.
    const canvas = document.createElement('canvas');
    canvas.width = frame.videoWidth;
    canvas.height = frame.videoHeight;
    canvas.getContext('2d')?.drawImage(frame, 0, 0);
    canvas.toBlob((blob) => blob && taken(blob, takenAt), 'image/jpeg', 0.92);
  };
  return (
    <div class="camera">
      <video ref={video} muted playsInline aria-label={`Camera: ${label}`} />
      <div class="row">
        <button type="button" onClick={() => void shoot()} disabled={!ready}>
          {ready ? 'Take the photo' : 'Opening the camera…'}
        </button>
        <button type="button" class="secondary" onClick={() => onClose()}>
          Close the camera
        </button>
      </div>
    </div>
  );
};
