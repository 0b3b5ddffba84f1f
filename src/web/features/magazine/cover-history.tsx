import { cn } from '@web/lib/cn';
import { useCovers } from './covers-api';

const TINTS = [
  'from-violet to-coral',
  'from-[#0b8fb8] to-mint',
  'from-coral to-gold',
  'from-ink to-violet',
  'from-[#a855f7] to-[#f472b6]',
];

/**
 * The visitor's newest covers (GET /api/covers, at most 10) as a small strip, once there is more than the one on
 * the page (which is shown above it). Fetched when the step mounts, and again when the enhanced cover is ready.
 */
export function CoverHistory({ currentId }: { currentId: string | null }) {
  const covers = useCovers().data ?? [];
  if (covers.length < 2) return null;
  return (
    <section aria-labelledby="cover-history-title" className="mt-10">
      <div className="mb-3 flex items-baseline justify-between">
        <h2 id="cover-history-title" className="font-display text-xl text-ink">
          Your covers
        </h2>
        <p className="text-sm text-ink-soft">{covers.length} so far</p>
      </div>
      <ul className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 [scrollbar-width:thin] sm:mx-0 sm:px-0">
        {covers.map((c, i) => {
          const body = (
            <>
              <span
                className={cn(
                  'relative block aspect-[4/5] w-[84px] overflow-hidden rounded-xl bg-gradient-to-br shadow-card ring-1 ring-black/5',
                  TINTS[i % TINTS.length],
                )}
              >
                {c.imageUrl ? (
                  <img src={c.imageUrl} alt="" loading="lazy" className="size-full object-cover" />
                ) : (
                  <span className="grid size-full place-items-center p-2 text-center font-display text-[13px] leading-tight text-white">
                    {c.roleTitle}
                  </span>
                )}
                {c.id === currentId ? (
                  <span className="absolute left-1.5 top-1.5 rounded-full bg-white/90 px-1.5 py-0.5 text-[10px] font-bold text-ink">
                    New
                  </span>
                ) : null}
              </span>
              <span className="mt-1.5 line-clamp-2 w-[84px] text-xs font-medium leading-snug text-ink-soft">
                {c.roleTitle}
              </span>
            </>
          );
          return (
            <li key={c.id} className="shrink-0 snap-start">
              {c.imageUrl ? (
                <a
                  href={c.imageUrl}
                  target="_blank"
                  rel="noreferrer"
                  className="block rounded-xl"
                  aria-label={`Open your cover: The Future ${c.roleTitle}`}
                >
                  {body}
                </a>
              ) : (
                <div>{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
