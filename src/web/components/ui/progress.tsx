import { cn } from '@web/lib/cn';

/** A progress bar with its value exposed to assistive technology. */
export function Progress({ value, label, className }: { value: number; label: string; className?: string }) {
  const v = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={v}
      className={cn('h-2.5 w-full overflow-hidden rounded-full bg-ink/10', className)}
    >
      <div
        className="h-full rounded-full bg-gradient-to-r from-violet via-coral to-gold transition-[width] duration-500 ease-out"
        style={{ width: `${v}%` }}
      />
    </div>
  );
}
