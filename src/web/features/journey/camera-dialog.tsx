import { Camera, CameraOff, ImageUp } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/spinner';

interface CameraDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The captured frame as a JPEG. */
  onCapture(photo: Blob): void;
  /** The camera could not start: let the visitor pick a picture (or use the phone's camera app) instead. */
  onFallback(): void;
}

type CameraState = 'starting' | 'live' | 'failed';

/** The front camera in a live view with a shutter. The captured frame is mirrored like the view, as a selfie is. */
export function CameraDialog({ open, onOpenChange, onCapture, onFallback }: CameraDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Take a selfie"
      description="Look into the camera and smile: the future is watching."
      className="sm:w-[min(520px,92vw)]"
    >
      {open ? <CameraView onCapture={onCapture} onFallback={onFallback} onCancel={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function CameraView({
  onCapture,
  onFallback,
  onCancel,
}: {
  onCapture(photo: Blob): void;
  onFallback(): void;
  onCancel(): void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>('starting');
  const flash = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let stopped = false;
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'user', width: { ideal: 1280 }, height: { ideal: 1280 } }, audio: false })
      .then(async (s) => {
        if (stopped) return s.getTracks().forEach((t) => t.stop());
        stream = s;
        const v = video.current;
        if (!v) return;
        v.srcObject = s;
        await v.play().catch(() => undefined);
        setState('live');
      })
      .catch((err: Error) => {
        console.warn('Camera unavailable:', err.name);
        if (!stopped) setState('failed');
      });
    return () => {
      stopped = true;
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, []);

  const shoot = () => {
    const v = video.current;
    if (!v || !v.videoWidth) return;
    setBusy(true);
    flash.current?.animate([{ opacity: 0.9 }, { opacity: 0 }], { duration: 350, easing: 'ease-out' });
    const canvas = document.createElement('canvas');
    canvas.width = v.videoWidth;
    canvas.height = v.videoHeight;
    const ctx = canvas.getContext('2d');
    if (!ctx) return setState('failed');
    ctx.translate(canvas.width, 0);
    ctx.scale(-1, 1);
    ctx.drawImage(v, 0, 0, canvas.width, canvas.height);
    canvas.toBlob(
      (blob) => {
        setBusy(false);
        if (blob) onCapture(blob);
        else setState('failed');
      },
      'image/jpeg',
      0.9,
    );
  };

  if (state === 'failed') {
    return (
      <div className="space-y-5 py-2 text-center">
        <span className="mx-auto grid size-16 place-items-center rounded-full bg-coral/10 text-coral-dark">
          <CameraOff className="size-7" aria-hidden="true" />
        </span>
        <p role="alert" className="text-ink-soft">
          We couldn&apos;t open your camera here. You can use your phone&apos;s camera app or pick a photo instead.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Button size="lg" onClick={onFallback}>
            <ImageUp className="size-5" aria-hidden="true" /> Choose a Photo Instead
          </Button>
          <Button size="lg" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="space-y-5">
      <div className="relative mx-auto aspect-[4/5] w-full max-w-sm overflow-hidden rounded-3xl bg-ink">
        <video
          ref={video}
          playsInline
          muted
          autoPlay
          className="size-full -scale-x-100 object-cover"
          aria-label="Camera preview"
        />
        {state === 'starting' && (
          <div className="absolute inset-0 grid place-items-center text-white/80">
            <Spinner className="size-8" label="Starting the camera" />
          </div>
        )}
        {/* a face guide */}
        <div
          className="pointer-events-none absolute inset-[14%_18%_22%] rounded-[50%] border-2 border-dashed border-white/50"
          aria-hidden="true"
        />
        <div ref={flash} className="pointer-events-none absolute inset-0 bg-white opacity-0" aria-hidden="true" />
      </div>
      <div className="flex items-center justify-center gap-6">
        <Button variant="ghost" size="lg" onClick={onCancel} className="w-24">
          Cancel
        </Button>
        <button
          type="button"
          onClick={shoot}
          disabled={state !== 'live' || busy}
          aria-label="Capture photo"
          className="group grid size-20 place-items-center rounded-full bg-white ring-4 ring-ink shadow-card transition active:scale-95 disabled:opacity-50"
        >
          <span className="grid size-[3.9rem] place-items-center rounded-full bg-coral text-white transition group-hover:bg-coral-dark">
            <Camera className="size-7" aria-hidden="true" />
          </span>
        </button>
        <span className="w-24" aria-hidden="true" />
      </div>
    </div>
  );
}
