import {
  FLOW_AGE,
  MIN_PAID_AGE,
  PRICES_CENTS,
  SPONSOR_REQUEST,
  TALK_CHECKOUT,
  TALK_CONVERSATION,
  TALK_PATH_CHAT,
  type OfferService,
  type PathCard,
} from '@content/offers';

/**
 * The offers' rules in one place: who may buy the paid paths, the service a link names, the words filled into the
 * offer texts and the sponsorship request's default message (docs/product/offers.md).
 */

/** What is known of the visitor's age: the year-of-birth answer (trust feature) or an age; neither → the flow's 25. */
export interface AgeKnown {
  under18?: boolean | null;
  age?: number | null;
}

/**
 * Talk and Strategy are for adults; a visitor is refused only when known to be under 18
 * (docs/product/offers.md#age-rule).
 */
export function paidPathsAllowed(who: AgeKnown = {}): boolean {
  if (typeof who.under18 === 'boolean') return !who.under18;
  const age = who.age ?? FLOW_AGE;
  return age >= MIN_PAID_AGE;
}

/** Which paths of the conversion step are disabled; Show never is. */
export function disabledPaths(who: AgeKnown = {}): { talk: boolean; strategy: boolean; show: boolean } {
  const paid = paidPathsAllowed(who);
  return { talk: !paid, strategy: !paid, show: false };
}

/** `service=` of a sponsor link: 'strategy' or, for anything else or nothing, 'talk' (the spec's default). */
export function parseService(value: string | null | undefined): OfferService {
  return value === 'strategy' ? 'strategy' : 'talk';
}

/** €9 / €90 / €9.50: whole euros without decimals. */
export function formatEuro(cents: number): string {
  const euros = cents / 100;
  return `€${Number.isInteger(euros) ? euros : euros.toFixed(2)}`;
}

export function priceLabel(service: OfferService): string {
  return formatEuro(PRICES_CENTS[service]);
}

/** The first word of a name as printed ('Robin Lee' → 'Robin'); blank → the fallback. */
export function firstNameOf(name: string | null | undefined, fallback = 'me'): string {
  const first = (name ?? '').trim().split(/\s+/)[0] ?? '';
  return first.slice(0, 40) || fallback;
}

/** Fill `{key}` placeholders; unknown keys stay as written. */
export function fillOfferText(text: string, vars: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in vars ? vars[key]! : whole));
}

/** The sponsorship request's default message, personalised with the first name, the program and its price. */
export function defaultSponsorshipMessage(input: {
  name: string | null;
  service: OfferService;
  brand: string;
}): string {
  const program = fillOfferText(SPONSOR_REQUEST.programNames[input.service], { brand: input.brand });
  return fillOfferText(SPONSOR_REQUEST.defaultMessage, {
    brand: input.brand,
    program,
    price: input.service === 'talk' ? `${priceLabel('talk')}/month` : priceLabel('strategy'),
    firstName: firstNameOf(input.name, '').trim(),
  }).trim();
}

/** The message that is sent: the visitor's own when they wrote one, else the default. */
export function sponsorshipMessageToSend(custom: string, fallback: string): string {
  const own = custom.trim();
  return own || fallback;
}

/**
 * Send is disabled without an e-mail (labelled optional, but sending needs it:
 * docs/product/offers.md#sponsorship-request).
 */
export function sponsorSendDisabled(parentEmail: string): boolean {
  return !parentEmail.trim();
}

/**
 * What Talk promises where it runs (docs/decisions/081-talk-by-voice.md): 'Voice or text conversation' only when the
 * server can write speech down (`voice`, from GET /api/offers/config); else the text line with read-aloud.
 */
export function talkFeatures(voice: boolean): readonly string[] {
  return TALK_CHECKOUT.features.map((f) => (voice && f === TALK_CONVERSATION.text ? TALK_CONVERSATION.voice : f));
}

/** A path card's points, with Talk's chat line saying voice only where voice works. */
export function pathPoints(card: PathCard, voice: boolean): readonly string[] {
  return card.points.map((p) => (voice && p === TALK_PATH_CHAT.text ? TALK_PATH_CHAT.voice : p));
}
