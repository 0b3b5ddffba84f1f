import { Spinner } from './spinner';

/** What a lazy page shows while its code loads. */
export function PageFallback() {
  return (
    <div className="grid min-h-[50dvh] place-items-center text-ink-soft">
      <Spinner className="size-7" label="Loading" />
    </div>
  );
}
