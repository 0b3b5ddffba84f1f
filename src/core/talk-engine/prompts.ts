import { TALK_LINES } from '@content/talk/coach.js';
import { TALK_HEARD } from '@content/talk/listening.js';
import type { EngineOptions, EngineReply, EngineState, TalkProfile } from './state.js';
import { strengthOptions } from './act-3-capabilities.js';
import { line } from './words.js';

/** What each step asks, again: after a pause, a side reply or a card action that had nothing to act on. */

/** What the coach asks again at the current step (after a pause, or a rating outside BÖR). */
export function currentPrompt(profile: TalkProfile, state: EngineState, _opts: EngineOptions): EngineReply {
  switch (state.step) {
    case 'situation':
      return {
        content: line(profile, state, 'askSituation'),
        type: 'text',
        quick_replies: [...TALK_LINES.situationQuickReplies],
      };
    case 'trends':
      return { content: line(profile, state, 'borMore'), type: 'text', quick_replies: [...TALK_LINES.borQuickReplies] };
    case 'vision':
      return { content: line(profile, state, 'villIntro'), type: 'text' };
    case 'values':
      return { content: TALK_HEARD.askValues[state.turn % TALK_HEARD.askValues.length]!, type: 'text' };
    case 'letter':
      return {
        content: 'Ready to look at your strengths?',
        type: 'text',
        quick_replies: ['On to my strengths|next act'],
      };
    case 'strengths':
      return { content: line(profile, state, 'kanIntro'), type: 'text', quick_replies: strengthOptions(profile) };
    case 'advantage':
      return {
        content: line(profile, state, 'askAdvantage'),
        type: 'text',
        quick_replies: [...TALK_LINES.advantageQuickReplies],
      };
    case 'ideas':
      return { content: line(profile, state, 'nudgeIdeas'), type: 'text' };
    case 'experiment':
      return { content: 'Press Start on the experiment card when you’re ready.', type: 'text' };
    default:
      return { content: line(profile, state, 'afterPlan'), type: 'text', metadata: { plan_ready: true } };
  }
}

/** The quick replies a step offers again after a side reply. */
export function stepQuickReplies(profile: TalkProfile, state: EngineState): string[] | undefined {
  switch (state.step) {
    case 'situation':
      return [...TALK_LINES.situationQuickReplies];
    case 'trends':
      return [...TALK_LINES.borQuickReplies];
    case 'letter':
      return ['On to my strengths|next act'];
    case 'strengths':
      return strengthOptions(profile);
    case 'advantage':
      return [...TALK_LINES.advantageQuickReplies];
    default:
      return undefined;
  }
}
