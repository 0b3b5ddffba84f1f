import { stripControlChars } from '@core/text-clean.js';

/**
 * Talk's safety rules on the server (docs/decisions/030). Crisis wording is caught by the coach itself
 * (src/core/talk-engine/safety.ts: a fixed calm reply with help resources, coaching paused). Here: cleaning
 * what a person sends, quoting it to a model as data, and the check every model output passes before anyone
 * sees it.
 */

/** A person's message as stored: NFC, no control characters but new lines, at most two blank lines, trimmed. */
export function cleanChatText(text: string): string {
  return stripControlChars(text.normalize('NFC').replace(/\r\n?/g, '\n'), { keepNewlines: true })
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The person's words for a model prompt: inside a delimited data block, with the delimiters and angle brackets
 * neutralised, so the text cannot close the block or pose as instructions.
 */
export function quoteAsData(text: string, max = 1200): string {
  const t = text.slice(0, max).replace(/[<>]/g, (ch) => (ch === '<' ? '‹' : '›'));
  return `<person_message>\n${t}\n</person_message>`;
}

const FORBIDDEN_OUTPUT: readonly RegExp[] = [
  // Claims to be a real person or a professional.
  /\bi(?:'m| am) (?:a )?(?:real|human|actual) (?:person|human)\b/i,
  /\bi(?:'m| am) (?:a |your )?(?:licensed |qualified |certified )?(?:therapist|psychologist|psychiatrist|doctor|physician|lawyer|attorney|financial (?:adviser|advisor|planner))\b/i,
  /\bas (?:a|your) (?:therapist|doctor|lawyer|financial (?:adviser|advisor))\b/i,
  // Promised outcomes.
  /\b(?:i )?guarantee(?:d|s)?\b/i,
  /\byou will (?:definitely|certainly|surely) (?:succeed|get|become|earn|be hired)\b/i,
  /\b100% (?:sure|certain|success)\b/i,
  // Leaking the prompt, or links the coach never gives.
  /\bsystem prompt\b/i,
  /<\/?person_message>/i,
  /https?:\/\//i,
  // Harm.
  /\b(?:kill|hurt|harm) (?:yourself|themselves)\b/i,
  /\bsuicide (?:method|methods|how)\b/i,
];

/** The local moderation check for a model's reply: null when it passes, else the reason. */
export function moderationIssue(output: string): string | null {
  if (!output.trim()) return 'empty';
  if (output.length > 2000) return 'too long';
  for (const re of FORBIDDEN_OUTPUT) if (re.test(output)) return `matched ${re.source.slice(0, 40)}`;
  return null;
}
