import { useMemo, useState } from 'react';
import type { CardAction, ChatCard } from '@core/contracts/talk';
import { cardActionMessage, highlightToast } from '@core/talk';
import {
  experimentCard,
  ideaCard,
  initialState,
  letterCard,
  makeExperiment,
  makeIdeas,
  trendCard,
  type TalkProfile,
} from '@core/talk-engine';
import { TALK_TRENDS } from '@content/talk/trends';
import { toast } from '@web/components/ui/toast';
import { brandName } from '@web/lib/brand';
import { ChatCardView, ChatCarousel } from './chat-cards';

const VARIANTS = [
  { id: 'trend', label: 'Trend' },
  { id: 'idea', label: 'Idea' },
  { id: 'letter', label: 'Letter' },
  { id: 'experiment', label: 'Experiment' },
] as const;
type Variant = (typeof VARIANTS)[number]['id'];

const demoProfile: TalkProfile = {
  seed: 'cards-demo',
  name: 'Sam',
  role: 'Ocean Gardener',
  contexts: [],
  superpower: null,
  transcript: null,
};

/** The demo toasts of docs/product/talk.md#cards-demo: what each card action would do in the chat. */
function demoToast(card: ChatCard, action: CardAction) {
  if (action.id.startsWith('impact_') || action.id.startsWith('cert_'))
    return toast.success('Rating Recorded', { description: `${action.group ?? ''} ${action.label}`.trim() });
  if (action.id === 'keep') return toast.success('Idea Saved', { description: card.title });
  if (action.id === 'shuffle') return toast.message('Generating New Ideas');
  if (action.id === 'autoIdeas') return toast.message('Generating Ideas', { description: card.title });
  if (action.id === 'calendar') return toast.success('Calendar Event', { description: card.title });
  return toast.message('Action Triggered', { description: cardActionMessage(action) });
}

/** /cards-demo: pick a card variant to see one card, and a carousel of three sample trend cards. */
export function CardsDemoPage() {
  const [variant, setVariant] = useState<Variant>('trend');
  const samples = useMemo(() => {
    const state = {
      ...initialState(),
      strengths: ['Explaining things clearly'],
      ratings: { [TALK_TRENDS[2]!.id]: { impact: 4 } },
    };
    const idea = makeIdeas(demoProfile, state, 1, TALK_TRENDS[2]!.id)[0]!;
    const exp = makeExperiment(demoProfile, idea, new Date());
    return {
      trend: trendCard(TALK_TRENDS[0]!),
      idea: ideaCard(idea, state),
      letter: letterCard(demoProfile, state, 'the-experiment'),
      experiment: experimentCard(exp),
      carousel: [TALK_TRENDS[3]!, TALK_TRENDS[9]!, TALK_TRENDS[12]!].map((t) => trendCard(t)),
    };
  }, []);

  const onSelect = () => {
    const preview = highlightToast(window.getSelection()?.toString() ?? '');
    if (preview) toast.message('Text Highlighted', { description: preview });
  };

  return (
    <section aria-labelledby="demo-title" className="mx-auto max-w-4xl px-4 py-8 sm:px-6" onMouseUp={onSelect}>
      <p className="text-sm font-semibold uppercase tracking-widest text-violet">{brandName} Talk</p>
      <h1 id="demo-title" className="font-display text-4xl text-ink">
        Chat cards demo
      </h1>
      <p className="mt-2 max-w-2xl text-ink-soft">
        The cards your future self shows in a conversation. Try the chips and buttons: here they only show what they
        would do.
      </p>
      <div
        role="radiogroup"
        aria-label="Card type"
        className="mt-6 inline-flex flex-wrap gap-1 rounded-full bg-cream p-1"
      >
        {VARIANTS.map((v) => (
          <button
            key={v.id}
            type="button"
            role="radio"
            aria-checked={variant === v.id}
            onClick={() => setVariant(v.id)}
            className="rounded-full px-4 py-2 text-sm font-semibold text-ink-soft aria-checked:bg-white aria-checked:text-ink aria-checked:shadow-card focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-violet"
          >
            {v.label}
          </button>
        ))}
      </div>
      <div className="mt-5 max-w-[560px]">
        <ChatCardView card={samples[variant]} onAction={demoToast} />
      </div>
      <h2 className="mt-10 font-display text-2xl text-ink">A carousel of trends</h2>
      <div className="mt-3">
        <ChatCarousel cards={samples.carousel} onAction={demoToast} label="Sample trends" />
      </div>
    </section>
  );
}
