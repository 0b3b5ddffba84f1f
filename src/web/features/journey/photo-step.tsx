import { ArrowRight, Camera, ImagePlus, Upload, X } from 'lucide-react';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { flushAnswers } from './answers-sync';
import { CameraDialog } from './camera-dialog';
import { useDeletePhoto, useUploadPhoto } from './journey-api';
import type { JourneyDispatch, JourneyState } from './journey-store';
import { StepFrame, StepHeading } from './step-frame';

const NAME_MAX = 40;

/**
 * Only image files are taken; anything else is ignored without a word (docs/product/journey.md#photo-step). An iPhone's
 * HEIC photo on a computer that does not know the type (Windows, Linux) comes with no type at all: its name tells.
 */
const isImage = (f: File | Blob | null | undefined): f is Blob =>
  Boolean(f && (f.type.startsWith('image/') || (f.type === '' && f instanceof File && /\.hei[cf]$/i.test(f.name))));

/** Most browsers cannot show a HEIC: a plain disc stands in while it uploads (the server answers with a JPEG). */
const isHeic = (b: Blob) => /^image\/hei[cf]/.test(b.type) || (b instanceof File && /\.hei[cf]$/i.test(b.name));
const UPLOADING_DISC = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1" fill="#e8e4f0"/></svg>')}`;

interface PhotoStepProps {
  state: JourneyState;
  dispatch: JourneyDispatch;
}

/** 'Say Cheeze!': an optional name for the cover and an optional selfie (camera, upload or drop). */
export function PhotoStep({ state, dispatch }: PhotoStepProps) {
  const { photo } = state;
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [cameraOpen, setCameraOpen] = useState(false);
  const uploadInput = useRef<HTMLInputElement>(null);
  const captureInput = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController | null>(null);
  const uploadPhoto = useUploadPhoto();
  const deletePhoto = useDeletePhoto();

  useEffect(() => () => abort.current?.abort(), []);
  useEffect(() => () => void (localPreview?.startsWith('blob:') && URL.revokeObjectURL(localPreview)), [localPreview]);

  const upload = async (blob: Blob) => {
    abort.current?.abort();
    const ctrl = new AbortController();
    abort.current = ctrl;
    setError(null);
    setUploading(true);
    setLocalPreview(isHeic(blob) ? UPLOADING_DISC : URL.createObjectURL(blob));
    const previous = photo;
    try {
      // The answers' first save creates the visitor; the photo must belong to the same one.
      await flushAnswers();
      const p = await uploadPhoto.mutateAsync({ blob, signal: ctrl.signal });
      dispatch({ type: 'setPhoto', photo: { id: p.id, url: p.url, focusX: p.focusX, focusY: p.focusY } });
      if (previous) deletePhoto.mutate(previous.id);
    } catch (err) {
      if ((err as Error).name === 'AbortError') return;
      setLocalPreview(null);
      setError(err instanceof ApiError ? err.message : 'We could not upload that photo. Please try again.');
    } finally {
      if (abort.current === ctrl) {
        abort.current = null;
        setUploading(false);
      }
    }
  };

  const takeFile = (file: File | null | undefined) => {
    if (!isImage(file)) return;
    void upload(file);
  };

  const remove = () => {
    abort.current?.abort();
    setUploading(false);
    setLocalPreview(null);
    setError(null);
    if (photo) {
      dispatch({ type: 'setPhoto', photo: null });
      deletePhoto.mutate(photo.id, { onError: (err) => console.warn('Photo not deleted:', err.message) });
    }
  };

  const openCamera = () => {
    setError(null);
    if (!navigator.mediaDevices?.getUserMedia) captureInput.current?.click();
    else setCameraOpen(true);
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    takeFile([...e.dataTransfer.files].find((f) => isImage(f)));
  };

  const previewSrc = uploading && localPreview ? localPreview : (photo?.url ?? localPreview);
  const name = state.coverName ?? state.name;

  const onFilePicked = (e: React.ChangeEvent<HTMLInputElement>) => {
    takeFile(e.target.files?.[0]);
    e.target.value = ''; // picking the same file again still fires
  };

  return (
    <StepFrame stage="Selfie" onBack={() => dispatch({ type: 'back' })} size="lg">
      <div className="animate-rise">
        <StepHeading>Say Cheeze!</StepHeading>
        <p className="mt-3 max-w-xl text-lg text-ink-soft">
          Add a selfie and you&apos;re the face of the cover. No photo? We&apos;ll draw you a cover star.
        </p>
      </div>

      <div className="mt-7 grid gap-6 sm:mt-9 md:grid-cols-[1.1fr_0.9fr] md:items-start md:gap-8">
        <div
          onDragEnter={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragOver={(e) => e.preventDefault()}
          onDragLeave={(e) => {
            if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
          }}
          onDrop={onDrop}
          className={cn(
            'relative rounded-[2rem] border-2 border-dashed p-4 text-center transition-colors animate-rise sm:p-7',
            dragging ? 'border-violet bg-violet/5' : 'border-ink/15 bg-white/70',
          )}
          data-testid="photo-dropzone"
        >
          {previewSrc ? (
            <div className="relative mx-auto w-fit">
              <img
                src={previewSrc}
                alt="Your photo"
                className={cn(
                  'size-52 rounded-full object-cover shadow-pop ring-[6px] ring-white sm:size-60',
                  uploading && 'opacity-60',
                )}
                style={photo ? { objectPosition: `${photo.focusX * 100}% ${photo.focusY * 100}%` } : undefined}
              />
              {uploading ? (
                <span className="absolute inset-0 grid place-items-center">
                  <span
                    className="flex items-center gap-2 rounded-full bg-ink/80 px-3.5 py-2 text-sm font-semibold text-white"
                    role="status"
                  >
                    <Spinner className="size-4" /> Uploading...
                  </span>
                </span>
              ) : null}
              <button
                type="button"
                onClick={remove}
                aria-label="Remove photo"
                className="absolute right-2 top-2 grid size-11 place-items-center rounded-full bg-white text-ink shadow-card ring-1 ring-line transition hover:bg-coral hover:text-white"
              >
                <X className="size-5" aria-hidden="true" />
              </button>
            </div>
          ) : (
            <div className="py-3">
              <span className="mx-auto grid size-20 place-items-center rounded-full bg-gradient-to-br from-violet/15 to-coral/15 text-violet">
                <ImagePlus className="size-9" aria-hidden="true" />
              </span>
              <p className="mt-4 font-semibold text-ink">Drop a selfie here</p>
              <p className="mt-1 text-sm text-ink-soft">or use one of the buttons below</p>
            </div>
          )}

          <div className="mt-6 grid grid-cols-2 gap-3">
            <Button size="lg" variant="primary" onClick={openCamera} className="whitespace-nowrap px-3 text-[15px]">
              <Camera className="size-5 shrink-0" aria-hidden="true" /> Take Photo
            </Button>
            <Button
              size="lg"
              variant="secondary"
              onClick={() => uploadInput.current?.click()}
              className="whitespace-nowrap px-3 text-[15px]"
            >
              <Upload className="size-5 shrink-0" aria-hidden="true" /> Upload Photo
            </Button>
          </div>
          <p className="mt-4 text-xs font-medium text-ink-soft">Supports JPG, PNG • Max 10MB</p>
          {error ? (
            <p role="alert" className="mt-4 rounded-2xl bg-coral/10 px-4 py-3 text-sm font-medium text-coral-dark">
              {error}
            </p>
          ) : null}

          <input
            ref={uploadInput}
            type="file"
            accept="image/*,.heic,.heif"
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={onFilePicked}
          />
          <input
            ref={captureInput}
            type="file"
            accept="image/*"
            capture="user"
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={onFilePicked}
          />
        </div>

        <div className="space-y-6 animate-rise md:pt-2" style={{ animationDelay: '80ms' }}>
          <div className="rounded-3xl bg-white p-5 shadow-card ring-1 ring-line/70">
            <TextField
              label="Your Name (optional)"
              value={name}
              maxLength={NAME_MAX}
              autoComplete="name"
              onChange={(e) => dispatch({ type: 'setCoverName', name: e.target.value })}
              hint="This is how the cover credits you. Leave it blank for an anonymous cover."
            />
          </div>
          <div className="flex flex-col gap-3">
            <Button
              size="lg"
              variant="coral"
              disabled={!photo || uploading}
              onClick={() => dispatch({ type: 'toWheel' })}
            >
              Continue to the Wheel <ArrowRight className="size-5" aria-hidden="true" />
            </Button>
            {!photo ? (
              <Button
                size="lg"
                variant="ghost"
                onClick={() => {
                  abort.current?.abort();
                  dispatch({ type: 'toWheel' });
                }}
              >
                Continue without a photo
              </Button>
            ) : null}
          </div>
          <p className="text-xs leading-relaxed text-ink-soft">
            Your photo is private: we strip its location data, use it only for your cover, and you can remove it any
            time.{' '}
            <a
              href="/privacy"
              target="_blank"
              rel="noopener"
              className="font-semibold underline underline-offset-2 hover:text-ink"
            >
              Privacy
            </a>{' '}
            ·{' '}
            <a
              href="/terms"
              target="_blank"
              rel="noopener"
              className="font-semibold underline underline-offset-2 hover:text-ink"
            >
              Terms
            </a>
          </p>
        </div>
      </div>

      <CameraDialog
        open={cameraOpen}
        onOpenChange={setCameraOpen}
        onCapture={(blob) => {
          setCameraOpen(false);
          void upload(blob);
        }}
        onFallback={() => {
          setCameraOpen(false);
          captureInput.current?.click();
        }}
      />
    </StepFrame>
  );
}
