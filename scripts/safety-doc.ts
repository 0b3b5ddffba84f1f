/**
 * Writes docs/safety.md from the content it describes (decision 062): the /safety page's words
 * (content/legal.ts SAFETY_SECTIONS), every crisis reply (content/talk/crisis-replies.ts) and every help line with
 * its source and the date it was checked (content/talk/help-lines.ts). `node --import tsx scripts/safety-doc.ts`;
 * tests/safety/safety-doc.test.ts fails while the file is not what the content gives.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SAFETY_INTRO, SAFETY_SECTIONS } from '../content/legal.js';
import { CRISIS_REPLIES, CRISIS_TEXT } from '../content/talk/crisis-replies.js';
import { HELP_BY_COUNTRY } from '../content/talk/help-lines.js';

const here = path.dirname(fileURLToPath(import.meta.url));
export const SAFETY_DOC = path.join(here, '..', 'docs', 'safety.md');

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function safetyDoc(): string {
  const out: string[] = [
    '# Safety in Talk',
    '',
    '<!-- Written by scripts/safety-doc.ts from content/legal.ts, content/talk/crisis-replies.ts and content/talk/help-lines.ts: edit those, then run it. -->',
    '',
    SAFETY_INTRO,
    '',
    'The same words are on the page `/safety`, linked from `/privacy`, from the Talk checkout and from “Get help” in the chat. How it works inside is in docs/decisions/062-safety-first-in-talk.md; how well the reader does is in docs/benchmarks.md (“The safety reader”).',
    '',
  ];
  for (const s of SAFETY_SECTIONS) {
    out.push(`## ${s.heading}`, '');
    for (const p of s.paragraphs ?? []) out.push(p, '');
    for (const i of s.items ?? []) out.push(`- ${i}`);
    if (s.items) out.push('');
  }
  out.push('## What Talk says', '');
  out.push(
    'Each reply is the opening for what was said, the line saying it is an AI, the help lines for the person’s country and age, and one gentle next step. `{emergency}` is the country’s emergency number. Reviewed 2026-11-27 against the safe-messaging guidance of Samaritans and the WHO.',
    '',
  );
  for (const lang of ['en', 'sv'] as const) {
    out.push(`### ${lang === 'en' ? 'English' : 'Swedish'}`, '');
    out.push(`- **Always:** ${CRISIS_TEXT[lang].ai}`);
    out.push(`- **While coaching is paused:** ${CRISIS_TEXT[lang].paused}`);
    out.push(`- **When the person says they are safe:** ${CRISIS_TEXT[lang].resume}`, '');
    out.push('| What was said | Opening | Next step |', '|---|---|---|');
    for (const [category, r] of Object.entries(CRISIS_REPLIES[lang]))
      out.push(`| ${category.replace(/_/g, ' ')} | ${cell(r.opening)} | ${cell(r.closing)} |`);
    out.push('');
  }
  out.push('## Help lines', '');
  out.push(
    'Shown by the person’s country (their answer to the age question), else `CRISIS_COUNTRY`, else the international list. Child and youth lines go first for anyone who may be under 18. Every number was checked against the page named, on the date given; change one only after checking it again.',
    '',
  );
  for (const [code, c] of Object.entries(HELP_BY_COUNTRY)) {
    out.push(`### ${c.name} (${code}) · emergency ${c.emergency}`, '');
    out.push('| Line | Contact | For | Age | Source | Checked |', '|---|---|---|---|---|---|');
    for (const l of c.lines)
      out.push(
        `| ${cell(l.name)} | ${cell(l.contact)} | ${l.kinds.join(', ')} | ${l.maxAge ? `under ${l.maxAge}` : 'any'} | ${cell(l.source)} | ${l.checked} |`,
      );
    out.push('');
  }
  return `${out.join('\n').trimEnd()}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  writeFileSync(SAFETY_DOC, safetyDoc());
  console.log(`wrote ${SAFETY_DOC}`);
}
