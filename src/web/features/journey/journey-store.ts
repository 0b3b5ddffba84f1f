import { useCallback, useEffect, useReducer } from 'react';
import { LOCAL_KEYS } from '@core/attribution';
import { cleanName } from '@core/text-clean';
import type { QuestionId } from '@content/quiz';
import { local } from '@web/lib/browser-storage';
import { JOURNEY_STORAGE_KEY, JOURNEY_VERSION } from './journey-peek';

/**
 * The home flow's state machine (docs/product/journey.md#the-home-flow): welcome → questions → voice → photo → spinner
 * → result. A reducer plus a copy in localStorage, so a reload at any step keeps the step, answers, name, photo and
 * role.
 *
 * Loaded with the journey chunk (the first bundle only peeks at the stored step: journey-peek.ts).
 */
const VERSION = JOURNEY_VERSION;

/** Quiz order (content/quiz.ts `questions`); repeated here so the first bundle does not carry the quiz content. */
export const QUESTION_ORDER = [
  'postcard',
  'bhag',
  'purpose',
  'workplace',
  'superpower',
] as const satisfies readonly QuestionId[];
export const QUESTION_COUNT = QUESTION_ORDER.length;

export type JourneyStep =
  'welcome' | 'questions' | 'voice' | 'photo' | 'spinner' | 'result' | 'conversion' | 'futurein3-offer';
const STEPS: readonly JourneyStep[] = [
  'welcome',
  'questions',
  'voice',
  'photo',
  'spinner',
  'result',
  'conversion',
  'futurein3-offer',
];

export interface JourneyPhoto {
  id: string;
  url: string;
  focusX: number;
  focusY: number;
}

export interface JourneyRole {
  index: number;
  title: string;
  blurb: string;
  tone: string;
  theme: string;
}

export interface JourneyCover {
  id: string;
  watermarkText: string;
  createdAt: string;
}

export interface JourneyVoice {
  messageId: string;
  voiceId: string | null;
}

/** The cards on screen for one visual question and the ids seen since the last reshuffle reset. */
export interface ShownCards {
  cards: string[];
  seen: string[];
}

export interface JourneyState {
  v: number;
  step: JourneyStep;
  /** 0-4 while on the questions step. */
  questionIndex: number;
  answers: Partial<Record<QuestionId, string>>;
  shown: Partial<Record<QuestionId, ShownCards>>;
  /** The name typed on the welcome screen. */
  name: string;
  /** The photo step's 'Your Name (optional)' once edited (null: use `name`). Blank → an anonymous cover. */
  coverName: string | null;
  photo: JourneyPhoto | null;
  /** 0 for the first spin, +1 for each Spin Again. */
  spinNumber: number;
  role: JourneyRole | null;
  /** The cover row the spin created (null when the server could not be reached: preview only). */
  cover: JourneyCover | null;
  /** The voice step was passed (recorded or skipped). */
  voiceHandled: boolean;
  voice: JourneyVoice | null;
}

export const initialJourney: JourneyState = {
  v: VERSION,
  step: 'welcome',
  questionIndex: 0,
  answers: {},
  shown: {},
  name: '',
  coverName: null,
  photo: null,
  spinNumber: 0,
  role: null,
  cover: null,
  voiceHandled: false,
  voice: null,
};

export type JourneyAction =
  | { type: 'setName'; name: string }
  | { type: 'start' }
  | { type: 'answer'; id: QuestionId; value: string }
  | { type: 'showCards'; id: QuestionId; shown: ShownCards }
  | { type: 'nextQuestion' }
  | { type: 'back' }
  | { type: 'enterVoice' }
  | { type: 'voiceDone'; voice: JourneyVoice | null }
  | { type: 'setCoverName'; name: string }
  | { type: 'setPhoto'; photo: JourneyPhoto | null }
  | { type: 'toWheel' }
  | { type: 'spinResult'; role: JourneyRole; cover: JourneyCover | null }
  | { type: 'spinAgain' }
  | { type: 'showResult' }
  | { type: 'openConversion' }
  | { type: 'openFutureIn3' }
  | { type: 'leaveOffers' }
  | { type: 'reset' };

/** Every answer present (the superpower non-blank): the spin may start. */
export function answersComplete(answers: JourneyState['answers']): boolean {
  return QUESTION_ORDER.every((id) => Boolean(answers[id]?.trim()));
}

const firstUnanswered = (answers: JourneyState['answers']) =>
  Math.max(
    0,
    QUESTION_ORDER.findIndex((id) => !answers[id]?.trim()),
  );

export function journeyReducer(s: JourneyState, a: JourneyAction): JourneyState {
  switch (a.type) {
    case 'setName':
      return { ...s, name: a.name };
    case 'start':
      if (!s.name.trim()) return s;
      return { ...s, step: 'questions', questionIndex: answersComplete(s.answers) ? 0 : firstUnanswered(s.answers) };
    case 'answer': {
      const answers = { ...s.answers };
      if (a.value) answers[a.id] = a.value;
      else delete answers[a.id];
      return { ...s, answers };
    }
    case 'showCards':
      return { ...s, shown: { ...s.shown, [a.id]: a.shown } };
    case 'nextQuestion': {
      const id = QUESTION_ORDER[s.questionIndex];
      if (!id || !s.answers[id]?.trim()) return s;
      if (s.questionIndex < QUESTION_COUNT - 1) return { ...s, questionIndex: s.questionIndex + 1 };
      return { ...s, step: s.voiceHandled ? 'photo' : 'voice' };
    }
    case 'back':
      switch (s.step) {
        case 'questions':
          return s.questionIndex > 0 ? { ...s, questionIndex: s.questionIndex - 1 } : { ...s, step: 'welcome' };
        case 'voice':
          return { ...s, step: 'questions', questionIndex: QUESTION_COUNT - 1 };
        case 'photo':
          return { ...s, step: 'questions', questionIndex: QUESTION_COUNT - 1 };
        case 'spinner':
          return { ...s, step: 'photo', role: null, cover: null };
        default:
          return s;
      }
    case 'enterVoice':
      return { ...s, step: 'voice' };
    case 'voiceDone': {
      const next: JourneyState = { ...s, voiceHandled: true, voice: a.voice ?? s.voice };
      // Arrived through /?voice=true before the quiz: the quiz comes next.
      if (!answersComplete(s.answers))
        return { ...next, step: s.name.trim() ? 'questions' : 'welcome', questionIndex: firstUnanswered(s.answers) };
      return { ...next, step: 'photo' };
    }
    case 'setCoverName':
      return { ...s, coverName: a.name };
    case 'setPhoto':
      return { ...s, photo: a.photo };
    case 'toWheel':
      if (!answersComplete(s.answers)) return { ...s, step: 'questions', questionIndex: firstUnanswered(s.answers) };
      return { ...s, step: 'spinner', role: null, cover: null };
    case 'spinResult':
      return { ...s, role: a.role, cover: a.cover };
    case 'spinAgain':
      return { ...s, role: null, cover: null, spinNumber: s.spinNumber + 1 };
    case 'showResult':
      return s.role ? { ...s, step: 'result' } : s;
    // The offers after the poster (Turn Poster Into Progress, /?conversion=true, navigation state showFutureIn3Offer).
    case 'openConversion':
      return { ...s, step: 'conversion' };
    case 'openFutureIn3':
      return { ...s, step: 'futurein3-offer' };
    // Closing the offers returns to the result, or to the start when there is no poster yet.
    case 'leaveOffers':
      return { ...s, step: s.role ? 'result' : 'welcome' };
    case 'reset':
      return { ...initialJourney, name: s.name };
  }
}

/** The name that goes on the cover: the photo step's field once edited, else the welcome name, as printed; blank → null. */
export function coverNameOf(s: JourneyState): string | null {
  return cleanName(s.coverName ?? s.name);
}

/** Read a stored journey, keeping only well-formed fields (storage is user-editable and may be from an older build). */
export function loadJourney(): JourneyState {
  const raw = local.getJson<Partial<JourneyState>>(JOURNEY_STORAGE_KEY);
  if (!raw || typeof raw !== 'object' || raw.v !== VERSION) return initialJourney;
  const s: JourneyState = { ...initialJourney };
  if (typeof raw.step === 'string' && STEPS.includes(raw.step)) s.step = raw.step;
  if (typeof raw.questionIndex === 'number' && raw.questionIndex >= 0 && raw.questionIndex < QUESTION_COUNT)
    s.questionIndex = Math.trunc(raw.questionIndex);
  if (raw.answers && typeof raw.answers === 'object') {
    for (const id of QUESTION_ORDER) {
      const v = (raw.answers as Record<string, unknown>)[id];
      if (typeof v === 'string' && v.length <= 2000) s.answers[id] = v;
    }
  }
  if (raw.shown && typeof raw.shown === 'object') {
    for (const id of QUESTION_ORDER) {
      const v = (raw.shown as Record<string, ShownCards | undefined>)[id];
      if (v && Array.isArray(v.cards) && Array.isArray(v.seen))
        s.shown[id] = {
          cards: v.cards.filter((x) => typeof x === 'string'),
          seen: v.seen.filter((x) => typeof x === 'string'),
        };
    }
  }
  if (typeof raw.name === 'string') s.name = raw.name.slice(0, 100);
  if (typeof raw.coverName === 'string') s.coverName = raw.coverName.slice(0, 100);
  const p = raw.photo;
  if (p && typeof p.id === 'string' && typeof p.url === 'string' && p.url.startsWith('/api/')) {
    s.photo = { id: p.id, url: p.url, focusX: Number(p.focusX) || 0.5, focusY: Number(p.focusY) || 0.4 };
  }
  if (typeof raw.spinNumber === 'number' && raw.spinNumber >= 0 && raw.spinNumber <= 1000)
    s.spinNumber = Math.trunc(raw.spinNumber);
  const r = raw.role;
  if (r && typeof r.index === 'number' && typeof r.title === 'string') {
    s.role = {
      index: r.index,
      title: r.title,
      blurb: String(r.blurb ?? ''),
      tone: String(r.tone ?? ''),
      theme: String(r.theme ?? ''),
    };
  }
  const c = raw.cover;
  if (c && typeof c.id === 'string')
    s.cover = { id: c.id, watermarkText: String(c.watermarkText ?? ''), createdAt: String(c.createdAt ?? '') };
  s.voiceHandled = raw.voiceHandled === true;
  if (raw.voice && typeof raw.voice.messageId === 'string')
    s.voice = {
      messageId: raw.voice.messageId,
      voiceId: typeof raw.voice.voiceId === 'string' ? raw.voice.voiceId : null,
    };
  // A step that needs data it does not have falls back to the last step it can show.
  if (s.step === 'result' && !s.role) s.step = 'spinner';
  if ((s.step === 'conversion' || s.step === 'futurein3-offer') && !s.role && !s.name.trim()) s.step = 'welcome';
  if ((s.step === 'spinner' || s.step === 'photo') && !answersComplete(s.answers)) s.step = 'questions';
  if (s.step === 'questions' && !s.name.trim()) s.step = 'welcome';
  return s;
}

/** Forget the journey and the pending data kept for it (Create Another Cover). */
export function clearJourneyStorage() {
  local.remove(JOURNEY_STORAGE_KEY);
  local.remove(LOCAL_KEYS.userId);
  local.remove(LOCAL_KEYS.pendingAnswers);
}

/** The journey state, persisted on every change. */
export function useJourney() {
  const [state, dispatch] = useReducer(journeyReducer, undefined, loadJourney);
  useEffect(() => {
    local.setJson(JOURNEY_STORAGE_KEY, state);
  }, [state]);
  const reset = useCallback(() => {
    clearJourneyStorage();
    dispatch({ type: 'reset' });
  }, []);
  return { state, dispatch, reset };
}

export type JourneyDispatch = (a: JourneyAction) => void;
