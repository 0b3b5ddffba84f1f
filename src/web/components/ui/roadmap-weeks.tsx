/** One week of a 90-day roadmap: Talk's plan and the sprint report share this shape (src/server/features/talk). */
export interface RoadmapWeek {
  label: string;
  focus: string;
  tasks: readonly string[];
}

/** The roadmap as cards, two columns from `sm`: the Talk plan, the coach's report editor and the client's report. */
export function RoadmapWeeks({ weeks, cardClassName = '' }: { weeks: readonly RoadmapWeek[]; cardClassName?: string }) {
  return (
    <ol className="grid gap-3 sm:grid-cols-2">
      {weeks.map((w) => (
        <li key={w.label} className={`rounded-2xl p-4 ring-1 ring-line ${cardClassName}`}>
          <p className="text-xs font-bold uppercase tracking-wide text-violet">{w.label}</p>
          <p className="font-semibold text-ink">{w.focus}</p>
          <ul className="mt-1 list-disc pl-5 text-sm text-ink-soft">
            {w.tasks.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
