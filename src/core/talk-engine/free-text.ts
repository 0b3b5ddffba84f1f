import { cleanText } from '../text-clean.js';

/**
 * The local coach's reading of free text (pure): what kind of message it is (a greeting, a question, a feeling of
 * being unsure, something the person likes...), a short piece of it that can be said back naturally, and the tidy
 * pass every reply gets. The words said back live in content/talk/coach.ts (TALK_FREE_TEXT); free-reply.ts
 * composes them.
 */

export type FreeTextKind =
  'greeting' | 'identity' | 'process' | 'advice' | 'question' | 'unsure' | 'likes' | 'thanks' | 'ack' | 'other';

export interface FreeTextReading {
  kind: FreeTextKind;
  /** A few of the person's words to say back ("what to study next year", "drawing and helping people"), or null. */
  fragment: string | null;
  /** The message opens with a greeting and goes on ("Hi! I’m not sure…"). */
  greeted: boolean;
  /** Words in the message (without the greeting). */
  words: number;
}

/** The longest fragment said back, in words and characters. */
export const FRAGMENT_MAX_WORDS = 8;
export const FRAGMENT_MAX_CHARS = 60;

const GREETING =
  /^(?:hi|hii+|hello|hallo|hey|heya|hiya|yo|howdy|greetings|hej|hejsan|hallå|good (?:morning|afternoon|evening|day))\b(?:\s+(?:there|again|you|all|future (?:me|self)|older (?:me|self)))?[\s,!.:;)-]*/i;
const SMALL_TALK = /^(?:how are you|how(?:'s| is) it going|what(?:'s| is) up|sup|how do you do)\b[\s?!.]*$/i;
const QUESTION_START =
  /^(?:what|how|should|can|could|why|when|where|who|which|would|will|is|are|do|does|did|am|shall|may|whats|hows)(?!')\b/i;
const IDENTITY =
  /\b(?:are|r) (?:you|u) (?:really |actually )?(?:real|human|alive|a (?:real )?(?:person|human|bot|robot)|an? ai|ai|me|my future self|a therapist)\b|\bwho (?:are|r) (?:you|u)\b|\bwhat are you\b|\bis this (?:a )?(?:real|ai|a bot|a person)\b/i;
const PROCESS =
  /\b(?:how does (?:this|it) work|what (?:is|are|'s) (?:this|bör|bor|vill|kan|skall|the acts?|these|trends?|impact|certainty|an? act)\b|what do (?:i|we) (?:do|have to do)|what now|what(?:'s| is) next|how do i (?:rate|use|start|continue|move on|go on)|why (?:do|should) i rate|what do you mean|what does .{1,40} mean|how long (?:does|will) (?:this|it)|how many (?:acts|steps|messages))\b/i;
const ADVICE =
  /\b(?:should i|what should|which (?:one|job|career|study|subject|programme|program|path|school|course|university|uni)|what (?:do|would) you (?:think|recommend|suggest|do)|do you think|is it (?:too late|worth|a good idea|smart|stupid|realistic)|what (?:job|career|to study|to do)|can i (?:become|be|do|make|study|get)|what (?:would|will) (?:suit|fit) me)\b/i;
const UNSURE =
  /\b(?:not (?:really |so |too |very )?sure|unsure|(?:do not|don't|dont) (?:really )?know|dunno|idk|no (?:idea|clue)|confused|stuck|(?:feel|feeling|felt|i'm|so|a bit|kind of) lost|undecided|can't decide|cannot decide|cant decide|torn between|uncertain|overwhelm(?:ed|ing)|clueless|(?:have|got) no (?:idea|plan)|haven't decided|(?:don't|dont) have a plan)\b/i;
const UNSURE_TOPIC =
  /\b(?:not (?:really |so |too |very )?sure|unsure|(?:do not|don't|dont) (?:really )?know|no idea|(?:can't|cannot|cant) decide|undecided|confused|uncertain)\s+(?:about\s+|on\s+|of\s+)?((?:what|which|where|how|whether|if|who|when)\b[^.!?;]*)/i;
const LIKES =
  /\b(?:i (?:really |also |just |kind of |kinda |absolutely |totally )?(?:like|love|enjoy|adore)|i(?:'m| am) (?:really |pretty |quite |very )?(?:good|great|decent|best) at|i(?:'m| am) (?:really |very )?(?:into|interested in|passionate about|fascinated by|curious about)|my (?:favou?rite (?:thing|things|subject|subjects|hobby)|strengths?|hobb(?:y|ies)|passion|passions) (?:is|are)|i care (?:a lot |deeply )?about|i have a passion for)\s+([^.!?;]+)/i;
const THANKS =
  /^(?:thanks?(?: you)?|thank u|thx|ty|cheers|tack(?: så mycket)?|that(?:'s| is) (?:nice|lovely|kind|helpful|great|beautiful))\b/i;
const ACK =
  /^(?:ok(?:ay)?|k|yes|yeah|yep|yup|sure|cool|nice|great|fine|alright|all right|right|no|nope|nah|maybe|hmm+|mm+|lol|haha+|ja|nej|perfect|got it|sounds good|good|wow|👍|🙂|😊)$/i;

/** Words that make a poor fragment on their own ("I love it" → "it"). */
const EMPTY_FRAGMENT =
  /^(?:it|this|that|them|these|those|you|stuff|things|everything|nothing|something|so much|a lot|lots)$/i;

function normalise(text: string): string {
  return cleanText(text).replace(/[’‘`´]/g, "'");
}

/** "my" → "your", "I am" → "you are" …: a fragment as the coach says it back. */
export function turnPronouns(fragment: string): string {
  return (
    fragment
      .replace(/\bi am\b/gi, 'you are')
      .replace(/\bi'm\b/gi, "you're")
      .replace(/\bi've\b/gi, "you've")
      .replace(/\bi'll\b/gi, "you'll")
      .replace(/\bi'd\b/gi, "you'd")
      .replace(/\bi was\b/gi, 'you were')
      .replace(/\bi\b/gi, 'you')
      .replace(/\bmyself\b/gi, 'yourself')
      .replace(/\bmine\b/gi, 'yours')
      .replace(/\bmy\b/gi, 'your')
      .replace(/\bme\b/gi, 'you')
      // Typed apostrophes back to the typographic one the coach writes.
      .replace(/'/g, '’')
  );
}

/** A piece of the message short and plain enough to be said back inside a sentence, or null. */
export function fragmentOf(raw: string | undefined): string | null {
  if (!raw) return null;
  const f = raw
    .replace(/\s*,?\s*\b(?:but|because|though|although|and then|lol|haha)\b.*$/i, '')
    .replace(/[\s,:;.!?…'"“”()-]+$/u, '')
    .replace(/^[\s,:;'"“”(-]+/u, '')
    .trim();
  if (!f || f.length < 3 || EMPTY_FRAGMENT.test(f)) return null;
  if (!/^[\p{L}\p{N}\s,'&/+-]+$/u.test(f)) return null;
  const words = f.split(/\s+/).length;
  if (words > FRAGMENT_MAX_WORDS || f.length > FRAGMENT_MAX_CHARS) return null;
  // The words stood inside the person's sentence already, so their case stays as typed.
  return turnPronouns(f);
}

/** What kind of message this is, with a fragment to say back when one reads naturally. */
export function readFreeText(text: string): FreeTextReading {
  const t = normalise(text);
  const g = GREETING.exec(t);
  const rest = g ? t.slice(g[0].length).trim() : t;
  const greeted = !!g && g[0].length > 0 && rest.length > 0 && !SMALL_TALK.test(rest);
  const words = rest ? rest.split(/\s+/).length : 0;
  const bare = rest.replace(/[\s.!?,…]+$/u, '');
  const asks = /\?\s*$/.test(rest) || QUESTION_START.test(rest);
  const reading = (kind: FreeTextKind, fragment: string | null = null): FreeTextReading => ({
    kind,
    fragment,
    greeted: greeted && kind !== 'greeting',
    words,
  });

  if (!rest || SMALL_TALK.test(rest)) return reading(g || SMALL_TALK.test(rest) ? 'greeting' : 'other');
  if (IDENTITY.test(rest)) return reading('identity');
  if (PROCESS.test(rest) && (asks || words <= 8)) return reading('process');
  if (/\?\s*$/.test(rest)) {
    if (ADVICE.test(rest)) return reading('advice');
    if (UNSURE.test(rest)) return reading('unsure', fragmentOf(UNSURE_TOPIC.exec(rest)?.[1]));
    return reading('question');
  }
  if (UNSURE.test(rest)) return reading('unsure', fragmentOf(UNSURE_TOPIC.exec(rest)?.[1]));
  const likes = LIKES.exec(rest);
  if (likes) return reading('likes', fragmentOf(likes[1]));
  if (QUESTION_START.test(rest)) return reading(ADVICE.test(rest) ? 'advice' : 'question');
  if (THANKS.test(rest)) return reading('thanks');
  if (ACK.test(bare)) return reading('ack');
  return reading('other');
}

/**
 * The tidy pass for a composed reply: no doubled punctuation where a quote or a fragment meets the template's own
 * (“…year.”. → “…year.”, “…?”. → “…?”, 'next?.' → 'next?').
 */
export function tidyReply(text: string): string {
  return text
    .replace(/([.!?…])([”"’])[.,:;]/g, '$1$2')
    .replace(/([!?…])\.(?=\s|$)/g, '$1')
    .replace(/([.!?])\1+(?=\s|$)/g, '$1')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
}

/** Trailing sentence punctuation dropped, for a quote set inside a sentence (“I’m studying”. not “I’m studying.”.). */
export function inlineQuote(text: string): string {
  return text.replace(/[\s.,;:]+$/u, '');
}
