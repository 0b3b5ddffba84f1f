import { readFreeText, type FreeTextReading } from './free-text.js';
import { cleanText } from '../text-clean.js';

/**
 * The message reader (decision 068): every non-crisis message is read for what it is before any step logic. The
 * safety reader (src/core/safety-reader.ts) has already run; a crisis never reaches here.
 *
 * - feeling: distress or a painful feeling ("I feel like a total failure"). Acknowledged, never praised, never
 *   stored as a strength or fact; the meter does not rise.
 * - question: asked of the older self ("should I go back to physics or not?"). Answered, then back to the act.
 * - dontKnow: "I don't know", "idk", "no idea". The question is made smaller, with examples.
 * - joke: off-topic or joking ("lol a billionaire on a yacht"). A light reply and a nudge.
 * - answer: a real answer to the step. Only this one moves the conversation on.
 * - notAnswer: something else (a greeting, thanks, "ok", a story that does not answer the step).
 * - otherLanguage: a message clearly not in English ("Jag vill bli lärare"). Talk speaks English for now: the reply
 *   says so, in English; nothing is stored as an answer or a fact and the step does not move.
 *
 * Pure and deterministic; the steps are the engine's (TalkStep).
 */

export type MessageKind = 'feeling' | 'question' | 'dontKnow' | 'joke' | 'answer' | 'notAnswer' | 'otherLanguage';

/** What a question is about, so it can be answered rather than deflected. */
export type QuestionTopic =
  'decide' | 'next' | 'tooLate' | 'canI' | 'inMyPlace' | 'roleDay' | 'money' | 'identity' | 'process' | 'general';

export type ReaderStep =
  'situation' | 'trends' | 'vision' | 'values' | 'letter' | 'strengths' | 'advantage' | 'ideas' | 'experiment' | 'done';

export interface MessageReading {
  kind: MessageKind;
  /** The message also carries a painful feeling (an answer can, too: "…and it feels kind of stuck"). */
  feeling: boolean;
  /** The feeling is about comparing, parents or "wasted" time (a reply that speaks to that). */
  comparison: boolean;
  /** The person asks to pause or slow down. */
  wantsPause: boolean;
  question: QuestionTopic | null;
  /** For a "should I A or B?" question: the options, a few words each (B may be null: "or not"). */
  options: { a: string; b: string | null } | null;
  /** For an otherLanguage message: Swedish, or another language. */
  language: 'sv' | 'other' | null;
  /** The older reading (greeting, thanks, likes…), for the variety of plain replies. */
  free: FreeTextReading;
  words: number;
}

const norm = (text: string) =>
  cleanText(text)
    .replace(/[’‘`´]/g, "'")
    .trim();

/** Distress and painful feelings about oneself (not a crisis: those never reach the reader). */
const PAINFUL =
  /\b(?:(?:i )?feel (?:like )?(?:a |such a |so |really |kind of |kinda |pretty |totally |completely )*(?:total |complete |huge |big )?(?:failure|loser|fraud|disappointment|mess|idiot|joke|nobody|useless|worthless|stupid|behind|left behind|lost|alone|lonely|empty|ashamed|embarrassed|awful|terrible|hopeless|small|invisible|trapped|anxious|sad|down|low|numb|miserable|broken|exhausted|overwhelmed|guilty|stuck|inadequate|not good enough|not enough)|(?:i'm|i am|im) (?:such |a |so |really |just |kind of |kinda |totally |completely )*(?:a (?:total |complete )?(?:failure|loser|disappointment|mess|fraud)|worthless|useless|hopeless|miserable|exhausted|burn(?:ed|t) out|overwhelmed|so tired|ashamed|anxious|depressed|lonely|scared|terrified|not good enough|not smart enough|falling behind|behind everyone)|total failure|complete failure|(?:wasted|waste of) (?:a |my |two |three )?(?:year|years|time|life)|compar(?:e|ed|ing) (?:myself|me) (?:to|with)|compared? (?:to|with) (?:my )?(?:friends|everyone|others|other people|my (?:brother|sister|classmates))|(?:my )?(?:parents|mum|mom|dad|family) (?:think|thinks|say|says|are|is) (?:i|i'm|im|that i)\b[^.!?]*(?:wast|fail|lazy|disappoint|useless|nothing|behind)|disappointed in me|let (?:everyone|them|my parents|my family) down|hate myself|(?:so|really|very) (?:stressed|anxious|sad|lonely|tired)|(?:i )?(?:keep|can't stop) crying|cried|anxiety|panic attacks?|can't sleep|no one (?:believes|cares)|nobody (?:believes|cares)|everyone (?:else )?is ahead|i'm (?:so )?behind|(?:i )?(?:am|feel) (?:scared|afraid|terrified) (?:i'm|i am|that i'm|that i am|i'll|i will|of being)|not (?:smart|good|clever) enough|i suck at everything|i'm bad at everything|never good enough|makes me (?:sad|anxious|feel (?:bad|awful|terrible|small|stupid))|it hurts|heartbroken|i feel (?:so )?bad about (?:myself|it)|(?:kind of|kinda|so|really|pretty|totally) stuck|feels? (?:kind of |kinda |so |really )?stuck)/i;

const COMPARISON =
  /\b(?:compared? (?:to|with)|friends|everyone (?:else )?is|parents|mum|mom|dad|family|wasted|waste of|behind)\b/i;

const PAUSE =
  /^(?:can we |could we |let's |lets |i (?:want|need) to |i'd like to )?(?:pause|stop for (?:now|today)|take a (?:break|breather)|slow down|stop here|continue (?:later|tomorrow)|come back later|not today)\b|\b(?:need a break|i need a minute|give me a minute|can we slow down)\b/i;

const DONT_KNOW =
  /^(?:(?:um+|uh+|hmm+|well|honestly|tbh|i mean|idk|ugh)[\s,.]*)*(?:i )?(?:(?:really |honestly |genuinely |just |truly )?(?:don'?t|do not|dont) (?:really |even )?know(?: (?:tbh|honestly|really|either|yet|what to (?:say|write|answer|put)|what i want|lol|haha|sorry|man|to be honest))*|dunno|idk+|no idea(?: (?:at all|really|honestly|tbh|sorry))?|no clue|not (?:really |so |too )?sure(?: (?:tbh|honestly|really|yet|sorry))?|(?:i )?(?:have|got) no (?:idea|clue)(?: (?:what|how)[^.!?]*)?|nothing comes to mind|(?:i )?can'?t think of (?:anything|one|any)|i'?m (?:not sure|unsure|clueless|blank)|pass|blank|no answer|(?:i )?(?:haven't|have not|never) thought about (?:it|that)|good question|beats me|who knows|\?+|no comment|i guess nothing|nothing really|(?:i )?(?:don'?t|dont) have (?:one|any|an answer)|skip)(?:[\s,.!?…]*(?:sorry|lol|haha|tbh|honestly|really|\?))*[\s.!?…]*$/i;

const JOKE =
  /^(?:lol+|lmao+|rofl|haha+|hehe+|xd+|😂+|🤣+|💀+|🍕+|😎+|jk)\b|\b(?:lmao|rofl|jk|just kidding|tell me a joke|(?:billionaire|millionaire) on a (?:yacht|boat|island)|win(?:ning)? the lottery|sleep all day|(?:a |the )?(?:cat|dog|potato|banana|unicorn|dinosaur|pirate|wizard)(?: lol| haha)?$|favou?rite (?:colou?r|food|movie|film|song|animal)|what'?s the weather|do you (?:like|eat|sleep|dream)|are you (?:single|hungry|bored)|pizza|memes?|skibidi|rizz|sigma|touch grass|netflix and chill|rich and famous lol|do nothing all day|play video games all day|be a cat|marry a)\b|^[^a-z0-9]*$|^([a-z])\1{3,}|^(?:asdf|qwer|jkl|sdf|dfg|hjk)/i;

/** "What I want is…", "How I see it…": statements that start like questions. */
const STATEMENT_START = /^(?:what|how|where|when|who|why) (?:i|we|my|you'd|i'd|i've|i'm)\b/i;

/** A question to the older self. */
const ASKS =
  /\?\s*$|^(?:what|how|should|can|could|why|when|where|who|which|would|will|is it|am i|do you|does it|did you|shall|may i|whats|hows|any (?:tips|advice))\b/i;

const Q_DECIDE_OR =
  /\b(?:should i|shall i|do i|would you|is it better to|better to|whether to|whether i should)\s+(.{2,60}?)\s+or\s+(not|(?:.{2,50}?))\s*\??$/i;
const Q_DECIDE_ONE =
  /\b(?:should i|shall i|is it (?:smart|wise|a good idea|worth it) to|would it be (?:smart|wise|good) to|do you think i should)\s+(.{2,60}?)\s*\??$/i;
const Q_NEXT =
  /\b(?:what (?:exactly )?(?:should|do|can|could) i do (?:tomorrow|next|first|now|today|this week|on monday)|where (?:do|should) i (?:start|begin)|what(?:'s| is) (?:my |the )?(?:first|next) (?:step|thing)|what now\b.*\bi\b|how do i (?:start|begin|get started)|what do i do (?:tomorrow|now|first|next))/i;
const Q_TOO_LATE = /\b(?:too late|too old|am i (?:too|old)|still (?:possible|time)|can i still|is it late)\b/i;
const Q_CAN_I =
  /\b(?:can i (?:become|be|do|make it|get)|could i (?:become|be|do)|would i be (?:good|any good)|am i (?:good|smart|talented) enough)\b/i;
const Q_ROLE =
  /\b(?:what do you do|what(?:'s| is) (?:it|your (?:job|work|day)) like|what(?:'s| is) a (?:normal|typical) day|how did you (?:get|become|end up))\b/i;
const Q_IN_MY_PLACE =
  /\b(?:what would you do|if you were me|in my (?:place|shoes)|what do you think i should do|what would you tell me)\b/i;
const Q_MONEY = /\b(?:money|salary|pay(?:s|ing)? (?:well|enough)|afford|rent|earn|income|loan|debt)\b/i;
const IDENTITY =
  /\b(?:are|r) (?:you|u) (?:really |actually )?(?:real|human|alive|a (?:real )?(?:person|human|bot|robot)|an? ai|ai|me|my future self|a therapist)\b|\bwho (?:are|r) (?:you|u)\b|\bwhat are you\b/i;
const PROCESS =
  /\b(?:how does (?:this|it) work|what (?:is|are|'s) (?:this|bör|bor|vill|kan|skall|the acts?|impact|certainty)\b|what do (?:i|we) (?:do|have to do) (?:here|now)|how do i (?:rate|use|move on|go on)|how long (?:does|will) (?:this|it) take|how many (?:acts|steps))\b/i;

/** Words that say where someone is in life ("studying", "working", "between things"). */
const LIFE =
  /\b(?:study|studying|studied|student|work|working|job|jobs|school|uni|university|college|between things|in between|unemployed|gap year|graduated|retired|apprentice|internship|intern)\b/i;

/** Phrases that carry a strength ("good at explaining", "I'm patient"). */
const STRENGTH_WORDS =
  /\b(?:good at|great at|best at|decent at|people (?:ask|come to) me|i(?:'m| am) (?:a |an |really |pretty |quite |very )?(?:good|patient|calm|organi[sz]ed|creative|curious|funny|kind|reliable|careful|stubborn|brave|fast|quick|tidy|honest|friendly|practical|persistent|hard[- ]working|detail[- ]oriented|social|empathetic|a good listener|a problem solver)|listen|explain|organi[sz]|fix|calm|patient|creative|curious|puzzle|problem|draw|design|cod(?:e|ing)|writ(?:e|ing)|cook|bak|teach|help|plan|lead|sport|music|languag|math|numbers|people|talk|care|build|tinker|notic|laugh|welcom|visual|information|question|chaotic|friends)\w*/i;

function decideOptions(q: string): { a: string; b: string | null } | null {
  const tidy = (s: string) =>
    s
      .replace(/^(?:to |i |just |rather )/i, '')
      .replace(/[\s?.!,]+$/u, '')
      .replace(/\bmy\b/gi, 'your')
      .trim()
      .split(/\s+/)
      .slice(0, 6)
      .join(' ');
  const m = Q_DECIDE_OR.exec(q);
  if (m) {
    const b = /^not$/i.test(m[2]!.trim()) ? null : tidy(m[2]!);
    return { a: tidy(m[1]!), b };
  }
  const one = Q_DECIDE_ONE.exec(q);
  if (one && !Q_NEXT.test(q)) return { a: tidy(one[1]!), b: null };
  return null;
}

function questionTopic(q: string): QuestionTopic {
  if (IDENTITY.test(q)) return 'identity';
  if (PROCESS.test(q)) return 'process';
  if (Q_NEXT.test(q)) return 'next';
  if (Q_TOO_LATE.test(q)) return 'tooLate';
  if (Q_DECIDE_OR.test(q) || Q_DECIDE_ONE.test(q)) return 'decide';
  if (Q_CAN_I.test(q)) return 'canI';
  if (Q_IN_MY_PLACE.test(q)) return 'inMyPlace';
  if (Q_MONEY.test(q)) return 'money';
  if (Q_ROLE.test(q)) return 'roleDay';
  return 'general';
}

/** The message's sentences (a question can follow an answer: "I work at a café. Should I go back?"). */
function sentences(t: string): string[] {
  return t
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Whether a message is a real answer to the step's question (assuming it is no feeling, question or joke). */
export function answersStep(text: string, step: ReaderStep, free: FreeTextReading): boolean {
  const t = norm(text);
  const words = t.split(/\s+/).filter(Boolean).length;
  if (['greeting', 'identity', 'process', 'thanks', 'ack'].includes(free.kind)) return false;
  switch (step) {
    case 'situation':
      return words >= 3 || LIFE.test(t);
    case 'vision':
      return words >= 4;
    case 'values':
      return words >= 2;
    case 'strengths': {
      // A short list of strengths, or a sentence that names one; a long story with none is not an answer.
      const parts = t
        .split(/[,;\n]|\band\b/)
        .map((s) => s.trim())
        .filter(Boolean);
      if (parts.length && parts.every((p) => p.split(/\s+/).length <= 6)) return true;
      return STRENGTH_WORDS.test(t) && words <= 25;
    }
    case 'advantage':
      return words >= 2;
    default:
      return words >= 1;
  }
}

/**
 * Swedish function words and common short words that are not also English words ("men", "man", "till", "i", "var"
 * are left out). A single one in an English line ("I'd love a fika") does not make it Swedish.
 */
const SWEDISH_WORDS = new Set(
  'jag och inte är det att som vill har kan mig min mitt mina du vi ni dem den ett med på för av om så bara också eller skulle kommer tror vet jobbar studerar gillar nu här hej tack nej någon något några inget ingen aldrig alltid mycket lite kanske därför eftersom hur vad varför när där vara blir bli blev gör göra jobb skola plugga pluggar tycker känner känns mår bra dåligt själv redan sedan efter innan mellan igen vilken vilket ska fick typ mina sina sin hela varje alla allt hemma imorgon idag igår helgen skolan jobbet jobba kompis kompisar klassen mamma pappa tjej kille ganska väldigt sluta börja kul tråkigt kväll nästa provet blir hörs'.split(
    ' ',
  ),
);
/** English function words: a line with enough of them is English, whatever names it holds ("…a café in Malmö"). */
const ENGLISH_WORDS = new Set(
  "i i'm im i've i'd my me you your we the a an and or but not is are was were be been am to of in on at for with from that this it it's what how why when where who do does did have has had can could would should will want like just so about because really".split(
    ' ',
  ),
);
/** Common words of other languages written in the Latin alphabet (Spanish, German, French, Danish/Norwegian…). */
const FOREIGN_WORDS = new Set(
  'yo quiero estoy pero porque que el los las es una muy con para soy tengo trabajo estudio ser por hola gracias también mucho ich und nicht ist das der bin möchte mit auch aber ein eine arbeite studiere je suis et pas est les une avec pour mais moi veux travaille étudie jeg ikke og er vil har meg mitt hva hvordan eu não sou estou trabalho quero io sono voglio lavoro non che ik wil niet een'.split(
    ' ',
  ),
);

/**
 * The language of a message that is clearly not English, or null (until Talk speaks Swedish; decision 068). English
 * lines that hold a Swedish place name or a single Swedish word stay English: it takes two Swedish words and more
 * Swedish than English, or a line in another script.
 */
export function otherLanguage(text: string): 'sv' | 'other' | null {
  const t = cleanText(text).replace(/[’‘`´]/g, "'");
  // Another script: most letters are not Latin (Cyrillic, Greek, Arabic, Hebrew, CJK, Hangul, Devanagari, Thai…).
  const letters = t.match(/\p{L}/gu) ?? [];
  if (letters.length >= 2) {
    const latin = letters.filter((l) => /\p{Script=Latin}/u.test(l)).length;
    if (latin / letters.length < 0.5) return 'other';
  }
  const words = (t.match(/[\p{L}']+/gu) ?? []).map((w) => w.toLowerCase());
  if (!words.length) return null;
  let sv = 0;
  let en = 0;
  let foreign = 0;
  for (const w of words) {
    if (SWEDISH_WORDS.has(w)) sv += 1;
    if (ENGLISH_WORDS.has(w)) en += 1;
    // A known word, or one with a letter English and Swedish do not use ("dónde", "weiß"; not "café").
    if ((FOREIGN_WORDS.has(w) || /[ñßãõøæáíóúàèìòùâêîôûœ]/.test(w)) && !ENGLISH_WORDS.has(w)) foreign += 1;
  }
  // Lowercase words with å, ä or ö are Swedish words, not names ("Malmö", "Göteborg" are capitalised).
  const raw = t.match(/[\p{L}']+/gu) ?? [];
  sv += raw.filter((w) => /[åäö]/.test(w) && !/^\p{Lu}/u.test(w) && !SWEDISH_WORDS.has(w.toLowerCase())).length;
  if (sv >= 2 && sv > en * 2) return 'sv';
  // A short Swedish line ("Hej!", "Tack så mycket") with no English in it.
  if (sv >= 1 && en === 0 && words.length <= 3 && words.every((w) => SWEDISH_WORDS.has(w) || /[åäö]/.test(w)))
    return 'sv';
  if (foreign >= 3 && foreign > en * 2) return 'other';
  return null;
}

/** A sentence that carries a painful feeling (never kept as an answer, a strength or a fact). */
export function isPainful(text: string): boolean {
  return PAINFUL.test(norm(text));
}

/** Reads a (non-crisis) message for what it is, at a step of the conversation. */
export function readMessage(text: string, step: ReaderStep): MessageReading {
  const t = norm(text);
  const free = readFreeText(t);
  const words = t ? t.split(/\s+/).length : 0;
  const feeling = PAINFUL.test(t);
  const base = {
    feeling,
    comparison: feeling && COMPARISON.test(t),
    wantsPause: PAUSE.test(t),
    question: null as QuestionTopic | null,
    options: null as MessageReading['options'],
    language: null as MessageReading['language'],
    free,
    words,
  };
  const out = (kind: MessageKind, extra: Partial<MessageReading> = {}): MessageReading => ({
    ...base,
    kind,
    ...extra,
  });

  // Not English (decision 068): said so, in English, before anything is read as an answer, a feeling or a fact.
  const language = otherLanguage(text);
  if (language) return out('otherLanguage', { language, feeling: false, comparison: false, wantsPause: false });

  if (base.wantsPause) return out('feeling', { feeling: true });

  // The last sentence that asks something: "I work at a café. Should I go back to physics?" is a question.
  const asked = sentences(t).filter(
    (s) =>
      !DONT_KNOW.test(s) &&
      (/\?\s*$/.test(s) || (ASKS.test(s) && s.split(/\s+/).length <= 14 && !STATEMENT_START.test(s))),
  );
  const lastAsked = asked.at(-1);
  const isQuestion = !!lastAsked;

  // A painful feeling comes first: it is never taken as an answer, except a situation that carries both
  // ("…I work at a café. It feels kind of stuck."): the facts are kept, the feeling is acknowledged.
  if (feeling) {
    if (
      step === 'situation' &&
      words >= 8 &&
      /\b(?:study|studied|studying|work|working|job|school|uni|university|college|year|dropped out|quit|graduated|unemployed|between)\b/i.test(
        t,
      )
    )
      return out('answer');
    return out('feeling');
  }
  const aboutLife = LIFE.test(t);
  if (DONT_KNOW.test(t) || (free.kind === 'unsure' && words < 5 && !isQuestion && !aboutLife)) return out('dontKnow');
  // A joke in the shape of a question ("what's your favourite colour?") is still a joke.
  if (JOKE.test(t) && words <= 8) return out('joke');
  if (isQuestion && lastAsked) {
    const topic = questionTopic(lastAsked);
    return out('question', { question: topic, options: topic === 'decide' ? decideOptions(lastAsked) : null });
  }
  if (JOKE.test(t)) return out('joke');
  return out(answersStep(t, step, free) ? 'answer' : 'notAnswer');
}
