import { Camera, Newspaper, Sparkles, Timer } from 'lucide-react';
import { brandName } from '@web/lib/brand';
import { PRERENDERING } from '@web/lib/prerender';

const HOW = [
  {
    icon: Sparkles,
    title: '5 questions',
    text: 'Pick postcards, goals and dream places',
    tint: 'bg-violet/10 text-violet',
  },
  { icon: Camera, title: 'A selfie', text: 'Optional, and only you see it', tint: 'bg-coral/10 text-coral-dark' },
  { icon: Timer, title: 'One spin', text: 'Hold, release, meet your future role', tint: 'bg-gold/15 text-[#a86a00]' },
  { icon: Newspaper, title: 'Your cover', text: 'A magazine cover starring you', tint: 'bg-mint/12 text-[#0f7a5a]' },
];

/** A fan of example covers: the promise, drawn in CSS (decorative). */
export function HeroCovers({ still = false }: { still?: boolean }) {
  return (
    <div className={still ? 'absolute inset-0' : 'absolute inset-0 animate-rise'}>
      {/* It turns once the app runs: still in the page drawn at build time, where it would only cost the load. */}
      <MiniWheel
        className={`absolute right-0 top-0 size-28 opacity-90 sm:size-40 lg:size-48 ${PRERENDERING ? '' : 'animate-[spin_24s_linear_infinite]'}`}
      />
      <MiniCover
        className="absolute left-[3%] top-[16%] w-[44%] -rotate-[9deg]"
        gradient="from-[#0b1026] via-[#1b2a6b] to-[#3b5bdb]"
        emoji="🚀"
        role="Space Janitor"
        month="Issue 2030"
      />
      <MiniCover
        className="absolute right-[3%] top-[22%] w-[42%] rotate-[8deg]"
        gradient="from-[#022c43] via-[#045d75] to-[#0ea5a4]"
        emoji="🐙"
        role="Ocean Farmer"
        month="Issue 2030"
      />
      <MiniCover
        className="absolute left-1/2 top-[5%] w-[52%] -translate-x-1/2"
        gradient="from-[#3b0764] via-[#be185d] to-[#fb923c]"
        emoji="✨"
        role="Dream Architect"
        month="Starring you"
        main
      />
    </div>
  );
}

function MiniCover({
  className,
  gradient,
  emoji,
  role,
  month,
  main,
}: {
  className: string;
  gradient: string;
  emoji: string;
  role: string;
  month: string;
  main?: boolean;
}) {
  return (
    <div
      className={`${className} @container flex aspect-[4/5] flex-col overflow-hidden rounded-2xl bg-gradient-to-b ${gradient} p-[7%] text-white ring-1 ring-white/20 ${main ? 'shadow-2xl' : 'shadow-xl'}`}
    >
      <p className="font-display text-[16cqw] leading-none">{brandName}</p>
      <p className="mt-[2.5cqw] text-[3.8cqw] font-semibold uppercase tracking-[0.18em] text-white/70">{month}</p>
      <div className="grid flex-1 place-items-center">
        <div className="grid aspect-square w-[54%] place-items-center rounded-full bg-white/15 ring-[1.8cqw] ring-white/85 shadow-lg">
          <span className="text-[22cqw] leading-none">{emoji}</span>
        </div>
      </div>
      <p className="text-center text-[4cqw] font-bold uppercase tracking-[0.2em] text-gold">The Future</p>
      <p className="mt-[1cqw] text-center font-display text-[10.5cqw] leading-[1.05]">{role}</p>
      <div className="mt-[4cqw] flex items-end justify-between text-[3.2cqw] font-semibold uppercase tracking-[0.14em] text-white/70">
        <span>Cover story</span>
        <span className="h-[7cqw] w-[16cqw] rounded-[1cqw] bg-[repeating-linear-gradient(90deg,#fff_0_1px,transparent_1px_3px)] opacity-80" />
      </div>
    </div>
  );
}

const WHEEL_COLOURS = ['#6b4dff', '#ff4f79', '#ffb020', '#1fbf8f', '#38bdf8', '#f472b6'];
function MiniWheel({ className }: { className: string }) {
  const n = 12;
  const r = 48;
  const paths = Array.from({ length: n }, (_, i) => {
    const a0 = (i / n) * Math.PI * 2;
    const a1 = ((i + 1) / n) * Math.PI * 2;
    const p = (a: number) => `${(50 + r * Math.sin(a)).toFixed(2)} ${(50 - r * Math.cos(a)).toFixed(2)}`;
    return (
      <path key={i} d={`M50 50 L${p(a0)} A${r} ${r} 0 0 1 ${p(a1)} Z`} fill={WHEEL_COLOURS[i % WHEEL_COLOURS.length]} />
    );
  });
  return (
    <svg viewBox="0 0 100 100" className={className}>
      <circle cx="50" cy="50" r="50" fill="#16122e" />
      {paths}
      <circle cx="50" cy="50" r="9" fill="#16122e" />
      <circle cx="50" cy="50" r="4" fill="#ffb020" />
    </svg>
  );
}

/** The four steps of the journey, in brief. */
export function HowItWorks({ still = false }: { still?: boolean }) {
  return (
    <ol className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-label="How it works">
      {HOW.map((h, i) => (
        <li
          key={h.title}
          className={`rounded-3xl bg-white/80 p-4 shadow-card ring-1 ring-line/60 sm:p-5 ${still ? '' : 'animate-rise'}`}
          style={still ? undefined : { animationDelay: `${120 + i * 70}ms` }}
        >
          <span className={`grid size-10 place-items-center rounded-2xl ${h.tint}`}>
            <h.icon className="size-5" aria-hidden="true" />
          </span>
          <p className="mt-3 font-semibold text-ink">
            <span className="sr-only">Step {i + 1}: </span>
            {h.title}
          </p>
          <p className="mt-0.5 text-sm leading-snug text-ink-soft">{h.text}</p>
        </li>
      ))}
    </ol>
  );
}

/** `still`: drawn over the same screen already on show (the prerendered home page), so nothing animates in again. */
export default function WelcomeExtras({ part, still }: { part: 'hero' | 'how'; still?: boolean }) {
  return part === 'hero' ? <HeroCovers still={still} /> : <HowItWorks still={still} />;
}
