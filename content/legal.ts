/**
 * The words of /terms and /privacy, in plain language. Placeholders in braces are filled by the
 * page with the brand and the periods the server is configured with: {brand}, {anonymousDays} (ANONYMOUS_RETENTION_DAYS),
 * {voiceDays} (VOICE_RETENTION_DAYS), {outboxDays} (OUTBOX_RETENTION_DAYS), {consentAge} (DIGITAL_CONSENT_AGE),
 * {shareDays} (a share link's life), {showConsentDays} (SHOW_CONSENT_RETENTION_DAYS), {mailPerSenderPerDay} and
 * {mailPerRecipientPerDay} (the limits on e-mails to others, decision 037).
 *
 * Keep this true: tests/lint/privacy-lists.test.ts compares STORAGE_ITEMS with the keys the web app sets,
 * and PROCESSORS with the providers in src/server/providers. Change the code and this file together.
 */

export const LEGAL_UPDATED = '2026-11-27';

export interface LegalSection {
  id: string;
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
}

/** One kind of personal data: what, why, how long. */
export interface KeptItem {
  what: string;
  why: string;
  howLong: string;
}

/** A service that can be switched on, and what it receives when it is. `provider` matches GET /api/trust/policy. */
export interface Processor {
  provider:
    | 'storage'
    | 'ai'
    | 'chat'
    | 'moderation'
    | 'voice'
    | 'transcribe'
    | 'mail'
    | 'payments'
    | 'rateLimit'
    | 'database'
    | 'chatNotify';
  /** The value that means "switched on" (the local default sends nothing anywhere). */
  name: string;
  who: string;
  receives: string;
}

/** A cookie or a browser storage key the product sets. Every one is strictly necessary (no banner). */
export interface StorageItem {
  name: string;
  kind: 'cookie' | 'localStorage' | 'sessionStorage';
  purpose: string;
  lifetime: string;
}

export const PRIVACY_INTRO = [
  '{brand} is used mostly by young adults and some teenagers. You give us a selfie, maybe your voice, and your hopes for the future. This page says, in plain words, what we keep, why, for how long, who else handles it, and how you get it back or delete it.',
  'Short version: nothing you make is public unless you share it; a cover appears in the public gallery only if you tick the box; visitors without an account are forgotten after {anonymousDays} days; you can download or delete everything at any time.',
] as const;

export const KEPT: readonly KeptItem[] = [
  {
    what: 'Your first name and your quiz answers',
    why: 'To write your magazine cover and choose your future role.',
    howLong:
      'With an account: until you change or delete them. Without an account: deleted {anonymousDays} days after your last visit.',
  },
  {
    what: 'Your selfie',
    why: 'To put you on the cover. We re-encode it when it arrives, which removes location and camera data.',
    howLong: 'Like your answers: with your account, or {anonymousDays} days after your last visit without one.',
  },
  {
    what: 'Your covers',
    why: 'So you can download, save and share them. A cover is private until you create a share link.',
    howLong: 'Like your answers. Deleting your account deletes them.',
  },
  {
    what: 'Your voice recording',
    why: 'So your future self can speak to you. Only with your consent is a copy of your voice made.',
    howLong:
      'Without an account: deleted after {voiceDays} days. With an account: until you delete it on your profile. The voice copy is deleted with it.',
  },
  {
    what: 'Your answer on the voice cloning consent',
    why: 'Proof of exactly what you agreed to and when.',
    howLong: 'Until your account (or visit) is deleted. It holds no audio.',
  },
  {
    what: 'Your Talk conversations',
    why: 'So you can pick up the conversation with your future self where you left it, and get your 90-day plan.',
    howLong:
      'With an account: until you delete your account. Without an account: deleted {anonymousDays} days after your last message.',
  },
  {
    what: 'Your answer on sharing Talk with your sprint coach',
    why: 'Your Strategy Sprint coach sees your Talk highlights (where you are now, your vision, what matters to you, your strengths, your unfair advantage, your experiments, the trends you rated, the ideas you kept and the themes of the letters you read) only while you tick “Share my Talk highlights with my coach”, and never the conversation itself. Untick it and they are hidden at once. We keep each answer with its exact text and time, as proof.',
    howLong: 'Until your account (or visit) is deleted.',
  },
  {
    what: 'Your year of birth and country',
    why: 'To apply the age rules below. We ask only where it matters, and only once.',
    howLong: 'With the rest of your data.',
  },
  {
    what: 'Your show application and a parent’s signed consent',
    why: 'So the show’s team can read your application and, if you are under 18, know that a parent agreed. Only the team’s admins can open the consent form.',
    howLong:
      'The application: until you delete your account. The signed consent form: deleted {showConsentDays} days after you applied.',
  },
  {
    what: 'The address of someone you ask us to e-mail (a sponsorship request to a parent or partner)',
    why: 'To send them your request once. Each such e-mail has an unsubscribe link. To stop abuse, one person can have us send at most {mailPerSenderPerDay} such e-mails a day, and one address receives at most {mailPerRecipientPerDay} a day.',
    howLong:
      'The request: with your account, like your answers. The count of e-mails sent: a scrambled form (a hash) of the address, deleted after 2 days.',
  },
  {
    what: 'Addresses that unsubscribed',
    why: 'So that we never e-mail them again, whoever enters them.',
    howLong: 'For good, and only as a scrambled form (a hash): the list holds no readable address.',
  },
  {
    what: 'Share links',
    why: 'A public page for a cover you chose to share, and its preview image for social apps.',
    howLong:
      '{shareDays} days, or until you revoke the link. A cover is in the public gallery only while you tick "Show my cover in the public gallery".',
  },
  {
    what: 'Your e-mail address and password (accounts only)',
    why: 'To sign you in. The password is stored only as a salted hash.',
    howLong: 'Until you delete your account.',
  },
  {
    what: 'Usage events (a spin, a share, a page view)',
    why: 'To count what works and credit ambassadors and cohorts.',
    howLong: 'When your data is deleted, the events stay only as anonymous counts, with nothing that points to you.',
  },
  {
    what: 'Copies of e-mails we send (only on servers without an e-mail service)',
    why: 'The local outbox stands in for an e-mail service in development.',
    howLong: 'Deleted after {outboxDays} days.',
  },
];

export const PROCESSORS: readonly Processor[] = [
  {
    provider: 'storage',
    name: 's3',
    who: 'An S3-compatible storage service (such as Amazon S3, Cloudflare R2 or MinIO)',
    receives: 'Your selfie, covers and voice recording, stored privately; only our server reads them.',
  },
  {
    provider: 'ai',
    name: 'openai',
    who: 'An OpenAI-compatible AI service',
    receives: 'Your first name, quiz answers and role to write the cover text, and your photo to draw the picture.',
  },
  {
    provider: 'ai',
    name: 'google',
    who: 'Google Gemini',
    receives: 'Your first name, quiz answers and role to write the cover text, and your photo to draw the picture.',
  },
  {
    provider: 'chat',
    name: 'openai',
    who: 'An OpenAI-compatible AI service, for Talk',
    receives:
      'Your Talk messages (never one that says you are not safe), your role, your cover’s answers and what you told Talk, so your future self can write its replies.',
  },
  {
    provider: 'chat',
    name: 'google',
    who: 'Google Gemini, for Talk',
    receives:
      'Your Talk messages (never one that says you are not safe), your role, your cover’s answers and what you told Talk, so your future self can write its replies.',
  },
  {
    provider: 'chat',
    name: 'ollama',
    who: 'An AI model run by the people running this server (Ollama), for Talk',
    receives: 'The same as above, but it stays on their own machines: nothing leaves for an outside AI service.',
  },
  {
    provider: 'moderation',
    name: 'openai',
    who: 'An OpenAI-compatible moderation service, for Talk’s safety check',
    receives:
      'Each Talk message you type, to check beside our own reader whether you may not be safe; nothing else about you.',
  },
  {
    provider: 'voice',
    name: 'elevenlabs',
    who: 'ElevenLabs',
    receives:
      'Your voice recording, only after you said yes to voice cloning, to make a copy of your voice; then the words of your future self’s Talk replies you listen to, to say them in that voice. Say no to cloning, or delete the recording, and the copy is deleted there too.',
  },
  {
    provider: 'transcribe',
    name: 'openai',
    who: 'An OpenAI-compatible speech-to-text service (OpenAI, or a Whisper server run by the people running this server)',
    receives:
      'Your voice recording, and what you say to Talk with the microphone, to write down your words; you can correct them. We keep no audio of what you say to Talk.',
  },
  {
    provider: 'transcribe',
    name: 'elevenlabs',
    who: 'ElevenLabs speech to text',
    receives:
      'Your voice recording, and what you say to Talk with the microphone, to write down your words; you can correct them. We keep no audio of what you say to Talk.',
  },
  {
    provider: 'mail',
    name: 'smtp',
    who: 'Our e-mail delivery service',
    receives: 'Your e-mail address and the message (sign-up confirmation, password reset, your poster).',
  },
  {
    provider: 'payments',
    name: 'stripe',
    who: 'Stripe',
    receives: 'Your payment details when you buy Talk or the Strategy Sprint. We never see your card number.',
  },
  {
    provider: 'database',
    name: 'postgres',
    who: 'Our database host',
    receives: 'Everything listed above except files, stored privately.',
  },
  {
    provider: 'rateLimit',
    name: 'redis',
    who: 'Our cache service',
    receives: 'Counters that stop abuse, keyed by a network address or a visitor id, kept for minutes.',
  },
  {
    provider: 'chatNotify',
    name: 'slack',
    who: 'Slack',
    receives: 'The weekly ambassador leaderboard: ambassadors’ names and counts, nothing about visitors.',
  },
];

export const STORAGE_ITEMS: readonly StorageItem[] = [
  {
    name: 'better-auth.session_token',
    kind: 'cookie',
    purpose:
      'Keeps you signed in, or keeps your visit together before you make an account (so your cover stays yours). httpOnly; "__Secure-" in front of the name on HTTPS.',
    lifetime: '30 days, renewed while you use the site',
  },
  {
    name: 'better-auth.two_factor',
    kind: 'cookie',
    purpose: 'Only while you type a two-factor code during sign-in.',
    lifetime: 'A few minutes',
  },
  {
    name: 'better-auth.dont_remember',
    kind: 'cookie',
    purpose: 'Set only if you sign in without "remember me": ends the session when the browser closes.',
    lifetime: 'The browser session',
  },
  {
    name: 'better-auth.message',
    kind: 'localStorage',
    purpose: 'Tells your other tabs that you signed in or out.',
    lifetime: 'Replaced on each sign-in or sign-out',
  },
  {
    name: 'fs.account',
    kind: 'localStorage',
    purpose:
      'Whether this browser is signed in to an account ("1", nothing else), so the home and share pages show your account at once instead of "Sign in".',
    lifetime: 'Until you sign out or your session ends',
  },
  {
    name: 'fs.journey',
    kind: 'localStorage',
    purpose: 'Your place in the cover journey (step, answers, name), so a reload does not lose it.',
    lifetime: 'Until you finish or press Create Another Cover',
  },
  {
    name: 'tempSessionId',
    kind: 'localStorage',
    purpose: 'A random id that ties the steps of one journey together.',
    lifetime: 'Until you clear your browser data',
  },
  {
    name: 'tempUserId',
    kind: 'localStorage',
    purpose: 'The id of your latest cover before you have an account.',
    lifetime: 'Until you press Create Another Cover or sign in',
  },
  {
    name: 'pendingOnboardingAnswers',
    kind: 'localStorage',
    purpose: 'Your answers while they wait to be saved.',
    lifetime: 'Until they are saved',
  },
  {
    name: 'fs_cohort',
    kind: 'cookie',
    purpose:
      'Set only when you arrive through a class or group link: which one, so that new visitors from your school share the limit your organiser set, not the one for everyone else. Read only by our server.',
    lifetime: '24 hours',
  },
  {
    name: 'fs.cohort',
    kind: 'sessionStorage',
    purpose: 'The class or group link you arrived through.',
    lifetime: 'Until the tab is closed',
  },
  {
    name: 'fs.ambassador',
    kind: 'sessionStorage',
    purpose: 'The ambassador who invited you.',
    lifetime: 'Until the tab is closed',
  },
  {
    name: 'fs.voice.consent.*',
    kind: 'sessionStorage',
    purpose: 'Your answer on the voice cloning consent, so it is not asked twice.',
    lifetime: 'Until the tab is closed',
  },
  {
    name: 'fs.measure.skip.*',
    kind: 'localStorage',
    purpose:
      'That you pressed "Skip" on the questions about your future self, so they are not offered again on this device.',
    lifetime: 'Until you clear your browser data',
  },
];

export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'age',
    heading: 'If you are young',
    paragraphs: [
      'Before voice cloning, before paying and before the show application we ask for your year of birth, once. With only a year we count the younger of the two ages you could be.',
      'Talk and the Strategy Sprint are for people aged 18 and over; under 18, the show application asks for a parent’s signed consent.',
      'If you are under the digital age of consent where you live ({consentAge} unless your country set another age between 13 and 16), voice cloning and payments are off, the show application needs a parent’s signed consent, and your cover is never shown in the public gallery.',
    ],
  },
  {
    id: 'public',
    heading: 'What can become public',
    items: [
      'Nothing, until you create a share link. The link is long and random; anyone who has it sees the cover, your role and the name you chose, until it expires or you revoke it.',
      'The public gallery on shared pages shows a cover only while its owner ticks "Show my cover in the public gallery". Untick it, revoke the link or delete the cover and it leaves the gallery at once.',
      'Names shown publicly are checked for swear words (in English, Swedish and other languages) and for names that pretend to be us; a refused name shows as "Anonymous".',
      'Share pages ask search engines not to list them.',
    ],
  },
  {
    id: 'rights',
    heading: 'Getting your data, deleting it',
    items: [
      'Download my data: on your profile, a zip with everything we hold about you and your files.',
      'Delete my account: on your profile. It deletes your answers, photos, covers, recordings, voice copies and share links at once; usage events stay only as anonymous counts.',
      'Revoke a share link, or delete a voice recording, at any time from your profile or the cover page.',
      'Without an account, your data is deleted automatically after {anonymousDays} days without a visit, unless a share link of yours is still active; your Talk conversations {anonymousDays} days after your last message in any case.',
      'Got an e-mail from us because someone entered your address? The unsubscribe link in it stops all e-mails from us to you, in one click.',
      'You may also ask us by replying to any e-mail we sent you, and complain to your data protection authority (in Sweden: IMY).',
    ],
  },
  {
    id: 'coach',
    heading: 'Talk and your sprint coach',
    paragraphs: [
      'Talk is between you and your future self. If you book a Strategy Sprint, your coach sees your poster and quiz answers, and your Talk highlights only if you tick “Share my Talk highlights with my coach” on the booking page: where you are now, your vision, what matters to you, your strengths, your unfair advantage, your experiments, the trends you rated, the ideas you kept and the themes of the letters you read. Your coach never sees the conversation itself.',
      'You can untick it anytime, and the coach stops seeing them at once. Before your report, you can edit or remove any of your answers and strengths there; your coach can edit every line of the report before sending it.',
    ],
  },
  {
    id: 'talk-voice',
    heading: 'Talking to Talk by voice',
    paragraphs: [
      'When you speak to Talk, your recording goes to our server and, where a speech-to-text service is switched on (see “Who else handles it”), to that service only, to write down your words. They come back to you to read and correct before you send them; the recording is not kept. Your words are then a Talk message like any you type.',
      'Where no speech-to-text service is switched on, the microphone button uses your own browser’s speech recognition if it has one: then the audio goes from your browser to its maker’s service (Google for Chrome, Apple for Safari, Microsoft for Edge), not to us. If your browser has none, you type.',
      'Replies are read aloud in your own voice copy by ElevenLabs only if you said yes to voice cloning and it is switched on here; otherwise your browser reads them with its own voices, on your device. Voice mode reads each reply and opens the microphone after it, until you tap “Stop voice mode”.',
    ],
  },
  {
    id: 'crisis',
    heading: 'If you are not safe',
    paragraphs: [
      'If you write in Talk that you are not safe, Talk pauses the coaching and shows help lines; the message is kept only in your conversation, never used in your plan or report or shown to a coach, and we count only that it happened. What Talk does and cannot do is on the page “Safety in Talk” (/safety).',
    ],
  },
  {
    id: 'cookies',
    heading: 'Cookies and browser storage',
    paragraphs: [
      'We set only what the product needs to work: no advertising, no tracking across sites, no analytics cookies. That is why there is no cookie banner. Everything we set is listed below.',
    ],
  },
];

/** /safety: what Talk does and does not do when someone is not safe (docs/safety.md holds the same words). */
export const SAFETY_INTRO =
  'Talk is an AI coach for careers. It is not a counsellor, a doctor or an emergency service. This page says plainly what it does when someone writes that they are not safe, and what it cannot do.';

export const SAFETY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'emergency',
    heading: 'In an emergency',
    paragraphs: [
      'If you or someone else is in danger right now, call your local emergency number (112 in Sweden and the EU, 999 in the UK, 911 in the US and Canada). Talk cannot call anyone for you and cannot send help.',
    ],
  },
  {
    id: 'what-talk-does',
    heading: 'What Talk does',
    items: [
      'Every message is read for signs that someone is not safe before anything else happens to it: before the free-message count, the paywall, the rate limits and the coaching. That includes thoughts of suicide, self-harm, an overdose or other emergency, violence or abuse at home or from a partner, sexual abuse or exploitation, severe distress, and worry about someone else. It reads English and Swedish, slang, shorthand and misspellings.',
      'When it finds them, the coaching pauses. Talk answers calmly, says it is an AI that cannot help in an emergency, and shows free, confidential help lines for where you are (from the country you gave us, or the one this service is set up for) and for your age: child and youth lines for anyone who may be under 18.',
      'The help stays one tap away under “Get help” at the top of the chat for the rest of the conversation. When you are ready, “I’m safe now” picks up where you left off.',
      'A message like this is never refused, never counts as one of your free messages and never waits behind a rate limit.',
    ],
  },
  {
    id: 'what-is-kept',
    heading: 'What is kept',
    items: [
      'The message stays in your conversation, where only you can see it, and is deleted with it.',
      'It is never used as an answer, a strength, a highlight, part of your plan or your report, and never shown to a coach.',
      'We count that it happened (the kind, the language and the country, never the words), so we can see how often Talk meets someone in crisis.',
    ],
  },
  {
    id: 'limits',
    heading: 'What Talk cannot do',
    items: [
      'It can miss things, and it can sometimes pause when nothing was wrong. If it missed something, please reach out to one of the lines below or to someone you trust; you do not need Talk’s permission to get help.',
      'It does not contact anyone on your behalf, does not tell your parents or school, and does not follow up later.',
      'It is not therapy. For ongoing support, a doctor, a school nurse or counsellor, or one of the lines can help you find it.',
    ],
  },
  {
    id: 'lines',
    heading: 'Help lines',
    paragraphs: [
      'Sweden: Mind Självmordslinjen 90101 (chat at mind.se), BRIS 116 111 for anyone under 18, Kvinnofridslinjen 020-50 50 50. UK: Samaritans 116 123, Shout (text SHOUT to 85258), Childline 0800 1111. US: 988 Suicide & Crisis Lifeline (call or text 988). Anywhere: findahelpline.com. In the chat, “Get help” shows the lines for your country.',
    ],
  },
];

export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: 'what',
    heading: 'What {brand} is',
    paragraphs: [
      '{brand} makes a playful magazine cover of your future self. The role on your cover is chosen for fun and inspiration: it is not career advice, a test or a promise.',
    ],
  },
  {
    id: 'who',
    heading: 'Who can use it',
    items: [
      'Anyone can make a cover. Under the digital age of consent where you live ({consentAge} unless your country set another age), voice cloning and payments are off and the show application needs a parent’s consent.',
      'Use your own photo and your own voice, not someone else’s.',
    ],
  },
  {
    id: 'yours',
    heading: 'Your content stays yours',
    items: [
      'You own your photo, your recording, your answers and your covers. You let us store and process them only to run the product for you, and to show a cover publicly when you share it.',
      'You can delete them at any time (see the privacy page).',
    ],
  },
  {
    id: 'fair',
    heading: 'Play fair',
    items: [
      'No names or texts that insult, harass or pretend to be someone else, us included. We show such names as "Anonymous".',
      'No uploads of nudity, violence or other people without their permission. Covers are generated fully clothed and never sexualised.',
      'Do not try to break, overload or scrape the service. We limit how often things can be done.',
    ],
  },
  {
    id: 'paid',
    heading: 'Paid offers',
    items: [
      'Talk costs 9 EUR per month and can be cancelled anytime; the Strategy Sprint costs 90 EUR once, with a 30-day money-back guarantee.',
      'Payments are handled by our payment provider; prices are set by our server, not by the page.',
    ],
  },
  {
    id: 'changes',
    heading: 'If things change',
    paragraphs: [
      'We may change the product or these terms; the date at the top says when they last changed. We may close accounts that break these rules. The service is offered as it is; where the law allows, we are not liable for indirect losses.',
    ],
  },
];
