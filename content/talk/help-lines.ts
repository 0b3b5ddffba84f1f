/**
 * Talk — the help-line directory shown when someone in the chat says they are not safe (suicidal thoughts,
 * self-harm, an overdose now, abuse at home, violence from a partner, sexual exploitation, severe distress, or
 * worry about someone else). The chat pauses and shows the lines for the person's country; 'INTL' is the fallback.
 *
 * Constraints (keep them when editing):
 * - Accuracy first: a wrong number given to a suicidal teenager is a real harm. Every line here was checked
 *   against the page in `source` on the date in `checked`. A line that cannot be confirmed is left out, never
 *   guessed. When you change a number, check it again and update `source` and `checked`.
 * - "24/7" (or "dygnet runt") only where the source says the line is open around the clock. Where the hours were
 *   not confirmed, the text says nothing about hours or points to the organisation's site.
 * - `what` and `whatSv` are one plain, warm line each, under 110 characters, safe-messaging style: no judgement,
 *   no pressure, no promise of an outcome. `whatSv` is natural Swedish, not a word-for-word translation.
 * - `href` is a tap target: 'tel:' with digits only (a leading + for an international number), 'sms:NUMBER' with
 *   an optional '?body=KEYWORD', or an https:// page for a chat; null when there is none.
 * - `maxAge` only for a line that is only for people under that age (a child and youth line).
 */

/** What a line is for. */
export type HelpKind = 'emergency' | 'suicide' | 'youth' | 'abuse' | 'partner' | 'sexual' | 'distress';

export interface HelpLine {
  /** Stable id, kebab-case: 'se-mind-90101'. */
  id: string;
  /** The organisation or service as people know it: 'Mind Självmordslinjen'. */
  name: string;
  /** What to dial or type, as shown: '90101', '116 123', 'text SHOUT to 85258', 'chat at mind.se'. */
  contact: string;
  /** A tap target: 'tel:90101', 'sms:85258?body=SHOUT' (or null when there is none), or an https:// page for a chat. */
  href: string | null;
  /** One plain line in English: who it is for and when it is open, e.g. 'Free and confidential, for anyone thinking about suicide. Open every day.' */
  what: string;
  /** The same line in Swedish (natural Swedish, not a word-for-word translation). */
  whatSv: string;
  kinds: readonly HelpKind[];
  /** Only for people under this age (a child and youth line such as BRIS or Childline), else omit. */
  maxAge?: number;
  /** The page the number was checked against (the organisation's own page). */
  source: string;
  /** The date it was checked, YYYY-MM-DD. */
  checked: string;
}

export interface CountryHelp {
  /** The country's name in English and Swedish. */
  name: string;
  nameSv: string;
  /** The emergency number for danger now ('112'). */
  emergency: string;
  lines: readonly HelpLine[];
}

const CHECKED = '2026-11-27';

/** ISO 3166 alpha-2 (upper case) → help; 'INTL' is the international fallback. */
export const HELP_BY_COUNTRY: Readonly<Record<string, CountryHelp>> = {
  INTL: {
    name: 'Anywhere in the world',
    nameSv: 'Var som helst i världen',
    emergency: '112',
    lines: [
      {
        id: 'intl-local-emergency',
        name: 'Emergency services',
        contact: 'Your local emergency number',
        href: null,
        what: 'In danger right now? Call your local emergency number: 112 in Europe, 911 in North America, 999 in the UK.',
        whatSv:
          'Är du i fara just nu? Ring ditt lokala nödnummer: 112 i Europa, 911 i Nordamerika, 999 i Storbritannien.',
        kinds: ['emergency'],
        source: 'https://www2.hse.ie/emergencies/when-to-call-112-or-999/',
        checked: CHECKED,
      },
      {
        id: 'intl-find-a-helpline',
        name: 'Find A Helpline',
        contact: 'findahelpline.com',
        href: 'https://findahelpline.com',
        what: 'A worldwide directory of free, confidential helplines. Choose your country to find someone to talk to.',
        whatSv: 'Gratis och konfidentiella stödlinjer i hela världen. Välj ditt land och hitta någon att prata med.',
        kinds: ['suicide', 'distress', 'youth', 'abuse', 'partner', 'sexual'],
        source: 'https://findahelpline.com/AU',
        checked: CHECKED,
      },
      {
        id: 'intl-child-helpline-international',
        name: 'Child Helpline International',
        contact: 'childhelplineinternational.org',
        href: 'https://childhelplineinternational.org/about/members/',
        what: 'A global network of child helplines. Find the free line for children and young people in your country.',
        whatSv:
          'Ett globalt nätverk av stödlinjer för barn. Hitta den kostnadsfria linjen för barn och unga i ditt land.',
        kinds: ['youth', 'abuse'],
        source: 'https://childhelplineinternational.org/about/members/',
        checked: CHECKED,
      },
    ],
  },

  SE: {
    name: 'Sweden',
    nameSv: 'Sverige',
    emergency: '112',
    lines: [
      {
        id: 'se-mind-90101',
        name: 'Mind Självmordslinjen',
        contact: '90101',
        href: 'tel:90101',
        what: 'Anonymous support for anyone thinking about suicide, or worried about someone who is. Open 24/7.',
        whatSv: 'Anonymt stöd för dig som tänker på självmord eller oroar dig för någon annan. Öppet dygnet runt.',
        kinds: ['suicide', 'distress'],
        source: 'http://www.kronprinsessparetsstiftelse.se/projekt/sjalvmordsupplysningen.html',
        checked: CHECKED,
      },
      {
        id: 'se-mind-chat',
        name: 'Mind Självmordslinjen (chat)',
        contact: 'chat at mind.se',
        href: 'https://mind.se',
        what: 'Rather write than talk? Chat anonymously with a trained volunteer about suicidal thoughts. Open 24/7.',
        whatSv:
          'Vill du hellre skriva? Chatta anonymt med en utbildad volontär om självmordstankar. Öppet dygnet runt.',
        kinds: ['suicide', 'distress'],
        source: 'http://www.kronprinsessparetsstiftelse.se/projekt/sjalvmordsupplysningen.html',
        checked: CHECKED,
      },
      {
        id: 'se-bris-116111',
        name: 'BRIS',
        contact: '116 111',
        href: 'tel:116111',
        what: 'Free and anonymous for everyone under 18. Call, or chat at bris.se, about anything at all. Open 24/7.',
        whatSv:
          'Gratis och anonymt för alla under 18. Ring eller chatta på bris.se om vad som helst. Öppet dygnet runt.',
        kinds: ['youth', 'abuse', 'distress'],
        maxAge: 18,
        source:
          'https://www.bris.se/om-bris/aktuellt/bris-har-starkt-den-nationella-stodlinjen-for-barn-med-en-sms-kanal/',
        checked: CHECKED,
      },
      {
        id: 'se-kvinnofridslinjen',
        name: 'Kvinnofridslinjen',
        contact: '020-50 50 50',
        href: 'tel:020505050',
        what: 'Free and anonymous for women facing physical, mental or sexual violence, and for people close to them. 24/7.',
        whatSv:
          'Gratis och anonymt för kvinnor som utsatts för våld eller övergrepp, och för deras närstående. Dygnet runt.',
        kinds: ['partner', 'abuse', 'sexual'],
        source: 'https://www.nck.uu.se/kontakta-nck/pressrum/pressmeddelande---arkiv/kvinnofridslinjen-blir-10-ar',
        checked: CHECKED,
      },
    ],
  },

  GB: {
    name: 'United Kingdom',
    nameSv: 'Storbritannien',
    emergency: '999',
    lines: [
      {
        id: 'gb-samaritans-116123',
        name: 'Samaritans',
        contact: '116 123',
        href: 'tel:116123',
        what: 'Free to call, day or night, for anyone who is struggling or thinking about suicide. Open 24/7.',
        whatSv:
          'Gratis att ringa, dag som natt, för alla som har det tungt eller tänker på självmord. Öppet dygnet runt.',
        kinds: ['suicide', 'distress'],
        source:
          'https://samaritans.org/branches/coventry/coventry-branch-news/coventry-samaritans-will-be-open-usual-over-christmas',
        checked: CHECKED,
      },
      {
        id: 'gb-shout-85258',
        name: 'Shout',
        contact: 'text SHOUT to 85258',
        href: 'sms:85258?body=SHOUT',
        what: 'Free, confidential text support for anyone in the UK who is finding it hard to cope. Open 24/7.',
        whatSv:
          'Gratis och konfidentiellt stöd via sms för alla i Storbritannien som har det svårt. Öppet dygnet runt.',
        kinds: ['distress', 'suicide'],
        source: 'https://giveusashout.org/about-us/faq/',
        checked: CHECKED,
      },
      {
        id: 'gb-childline-08001111',
        name: 'Childline',
        contact: '0800 1111',
        href: 'tel:08001111',
        what: 'Free and confidential for anyone under 19. Call, or chat online at childline.org.uk. Open 24/7.',
        whatSv:
          'Gratis och konfidentiellt för alla under 19. Ring eller chatta på childline.org.uk. Öppet dygnet runt.',
        kinds: ['youth', 'abuse', 'distress', 'suicide'],
        maxAge: 19,
        source:
          'http://www.nspcc.org.uk/news-and-views/media-centre/media-briefings/services-briefings/childline-services/childline-services-briefing_wda73888.html',
        checked: CHECKED,
      },
      {
        id: 'gb-papyrus-hopeline',
        name: 'PAPYRUS HOPELINE247',
        contact: '0800 068 4141',
        href: 'tel:08000684141',
        what: 'For young people under 35 having thoughts of suicide, and for anyone worried about them. Open every day.',
        whatSv: 'För unga under 35 som har självmordstankar, och för den som oroar sig för någon. Öppet alla dagar.',
        kinds: ['suicide', 'youth'],
        maxAge: 35,
        source: 'https://www.papyrus-uk.org/hopelineuk-faqs/',
        checked: CHECKED,
      },
      {
        id: 'gb-national-domestic-abuse-helpline',
        name: 'National Domestic Abuse Helpline (Refuge)',
        contact: '0808 2000 247',
        href: 'tel:08082000247',
        what: 'Free and confidential for women facing domestic abuse, and for friends or family worried about them. 24/7.',
        whatSv:
          'Gratis och konfidentiellt för kvinnor som utsätts för våld i hemmet, och för oroliga närstående. Dygnet runt.',
        kinds: ['partner', 'abuse'],
        source: 'https://www.refuge.org.uk/category/news/',
        checked: CHECKED,
      },
      {
        id: 'gb-rape-crisis-support-line-chat',
        name: 'Rape Crisis 24/7 Support Line (online chat)',
        contact: 'chat at 247sexualabusesupport.org.uk',
        href: 'https://247sexualabusesupport.org.uk',
        what: 'Free, confidential chat for anyone 16 or over in England and Wales affected by sexual violence. 24/7.',
        whatSv:
          'Gratis chatt i förtroende för dig från 16 år i England och Wales som utsatts för sexuellt våld. Dygnet runt.',
        kinds: ['sexual', 'abuse'],
        source: 'https://247sexualabusesupport.org.uk/faqs/',
        checked: CHECKED,
      },
    ],
  },

  US: {
    name: 'United States',
    nameSv: 'USA',
    emergency: '911',
    lines: [
      {
        id: 'us-988-call',
        name: '988 Suicide & Crisis Lifeline',
        contact: '988',
        href: 'tel:988',
        what: 'Free and confidential for anyone in distress or thinking about suicide, or worried about someone. 24/7.',
        whatSv:
          'Gratis och konfidentiellt för dig som mår dåligt, tänker på självmord eller oroar dig för någon. Dygnet runt.',
        kinds: ['suicide', 'distress'],
        source: 'https://contactlistens.org/get-help/',
        checked: CHECKED,
      },
      {
        id: 'us-988-text',
        name: '988 Suicide & Crisis Lifeline (text)',
        contact: 'text 988',
        href: 'sms:988',
        what: 'Rather text than call? Text 988 to reach a trained crisis counselor. Free and confidential, 24/7.',
        whatSv:
          'Vill du hellre skriva? Sms:a 988 och nå en utbildad krisrådgivare. Gratis och konfidentiellt, dygnet runt.',
        kinds: ['suicide', 'distress'],
        source: 'https://contactlistens.org/get-help/',
        checked: CHECKED,
      },
      {
        id: 'us-988-chat',
        name: '988 Suicide & Crisis Lifeline (chat)',
        contact: 'chat at 988lifeline.org',
        href: 'https://988lifeline.org/chat',
        what: 'Chat online with a trained crisis counselor, in English. Free and confidential, 24/7.',
        whatSv: 'Chatta på nätet med en utbildad krisrådgivare, på engelska. Gratis och konfidentiellt, dygnet runt.',
        kinds: ['suicide', 'distress'],
        source: 'https://www.sfsuicide.org/about-988/',
        checked: CHECKED,
      },
      {
        id: 'us-crisis-text-line',
        name: 'Crisis Text Line',
        contact: 'text HOME to 741741',
        href: 'sms:741741?body=HOME',
        what: 'Free, confidential texting with a trained volunteer, about anything that feels like too much. 24/7.',
        whatSv: 'Gratis och konfidentiellt: sms:a med en utbildad volontär om allt som känns för tungt. Dygnet runt.',
        kinds: ['distress', 'suicide'],
        source: 'http://www.sfisd.net/apps/pages/index.jsp?uREC_ID=1473130&type=d&pREC_ID=1625729',
        checked: CHECKED,
      },
      {
        id: 'us-national-domestic-violence-hotline',
        name: 'National Domestic Violence Hotline',
        contact: '1-800-799-7233',
        href: 'tel:18007997233',
        what: 'Free and confidential for anyone facing abuse from a partner, or worried about someone who is. 24/7.',
        whatSv:
          'Gratis och konfidentiellt för dig som utsätts för våld av en partner, eller oroar dig för någon. Dygnet runt.',
        kinds: ['partner', 'abuse'],
        source: 'https://ovc.ojp.gov/news/grantee-news/national-domestic-violence-hotline-answers-6-million-contacts',
        checked: CHECKED,
      },
      {
        id: 'us-national-domestic-violence-hotline-text',
        name: 'National Domestic Violence Hotline (text)',
        contact: 'text START to 88788',
        href: 'sms:88788?body=START',
        what: 'If calling isn’t safe, text an advocate about abuse in a relationship. Free and confidential, 24/7.',
        whatSv: 'Om det inte är säkert att ringa kan du sms:a en rådgivare om våld i en relation. Gratis, dygnet runt.',
        kinds: ['partner', 'abuse'],
        source: 'https://ovc.ojp.gov/news/grantee-news/national-domestic-violence-hotline-answers-6-million-contacts',
        checked: CHECKED,
      },
      {
        id: 'us-love-is-respect',
        name: 'love is respect',
        contact: '1-866-331-9474',
        href: 'tel:18663319474',
        what: 'For teens and young adults worried about a dating relationship. Free; you can also text LOVEIS to 22522.',
        whatSv:
          'För tonåringar och unga vuxna som oroar sig för en relation. Gratis; du kan också sms:a LOVEIS till 22522.',
        kinds: ['partner', 'youth'],
        source: 'http://www.loveisrespect.org/content/category/respectext/',
        checked: CHECKED,
      },
      {
        id: 'us-rainn-hotline',
        name: 'RAINN National Sexual Assault Hotline',
        contact: '800-656-4673',
        href: 'tel:18006564673',
        what: 'Free and confidential for anyone affected by sexual assault or abuse, no matter when it happened. 24/7.',
        whatSv:
          'Gratis och konfidentiellt för alla som drabbats av sexuella övergrepp, oavsett när det hände. Dygnet runt.',
        kinds: ['sexual', 'abuse'],
        source: 'https://rainn.org/get-help/national-sexual-assault-hotline',
        checked: CHECKED,
      },
      {
        id: 'us-childhelp-hotline',
        name: 'Childhelp National Child Abuse Hotline',
        contact: '1-800-422-4453',
        href: 'tel:18004224453',
        what: 'For children and teens being hurt or neglected, or anyone worried about a child. Call or text, 24/7.',
        whatSv: 'För barn och unga som far illa, eller den som oroar sig för ett barn. Ring eller sms:a dygnet runt.',
        kinds: ['abuse', 'youth'],
        source: 'http://helpisaclickaway.org',
        checked: CHECKED,
      },
    ],
  },

  IE: {
    name: 'Ireland',
    nameSv: 'Irland',
    emergency: '112',
    lines: [
      {
        id: 'ie-emergency-112-999',
        name: 'Emergency services',
        contact: '112 or 999',
        href: 'tel:112',
        what: 'In danger right now? Call 112 or 999. Both are free from any phone.',
        whatSv: 'Är du i fara just nu? Ring 112 eller 999. Båda är gratis från alla telefoner.',
        kinds: ['emergency'],
        source: 'https://www2.hse.ie/emergencies/when-to-call-112-or-999/',
        checked: CHECKED,
      },
      {
        id: 'ie-samaritans-116123',
        name: 'Samaritans Ireland',
        contact: '116 123',
        href: 'tel:116123',
        what: 'Free to call, for anyone who is struggling or thinking about suicide. Open 24 hours a day.',
        whatSv: 'Gratis att ringa för alla som har det tungt eller tänker på självmord. Öppet dygnet runt.',
        kinds: ['suicide', 'distress'],
        source: 'https://www.irishhealthpro.com/content/news/show/name/big-jump-in-calls-to-samaritans-since-2014',
        checked: CHECKED,
      },
      {
        id: 'ie-pieta-1800247247',
        name: 'Pieta',
        contact: '1800 247 247',
        href: 'tel:1800247247',
        what: 'Free support for anyone thinking about suicide or self-harm. Call, or text HELP to 51444. Open 24/7.',
        whatSv:
          'Gratis stöd om du tänker på självmord eller skadar dig själv. Ring, eller sms:a HELP till 51444. Dygnet runt.',
        kinds: ['suicide', 'distress'],
        source: 'https://kilcullenbridge.blogspot.com/2023/07/younger-people-seeking-help-from-pieta.html',
        checked: CHECKED,
      },
      {
        id: 'ie-childline-1800666666',
        name: 'Childline (ISPCC)',
        contact: '1800 66 66 66',
        href: 'tel:1800666666',
        what: 'Free, confidential listening for anyone under 18 in Ireland, about anything at all. Open 24/7.',
        whatSv: 'Gratis och konfidentiellt för alla under 18 i Irland, om vad som helst. Öppet dygnet runt.',
        kinds: ['youth', 'abuse', 'distress'],
        maxAge: 18,
        source:
          'http://www.breakingnews.ie/ireland/childine-volunters-answered-1020-calls-from-children-on-christmas-day-820223.html',
        checked: CHECKED,
      },
      {
        id: 'ie-text-50808',
        name: '50808',
        contact: 'text TALK to 50808',
        href: 'sms:50808?body=TALK',
        what: 'Free, anonymous text support with a trained volunteer for anyone going through a hard time. Open 24/7.',
        whatSv:
          'Gratis och anonymt stöd via sms med en utbildad volontär för alla som har det svårt. Öppet dygnet runt.',
        kinds: ['distress', 'suicide'],
        source: 'https://todayfm.com/news/247-mental-health-text-support-service-officially-launched-1031466',
        checked: CHECKED,
      },
      {
        id: 'ie-womens-aid-1800341900',
        name: 'Women’s Aid National Freephone Helpline',
        contact: '1800 341 900',
        href: 'tel:1800341900',
        what: 'Free and confidential for women facing abuse from a partner or ex, and for people worried about them. 24/7.',
        whatSv:
          'Gratis och konfidentiellt för kvinnor som utsätts för våld av partner eller ex, och närstående. Dygnet runt.',
        kinds: ['partner', 'abuse'],
        source:
          'https://www.womensaid.ie/about/newsevents/news/2016/09/05/media-release-41-calls-a-day-to-womens-aid-in-2016/',
        checked: CHECKED,
      },
      {
        id: 'ie-national-rape-crisis-helpline',
        name: 'National Rape Crisis Helpline (Dublin Rape Crisis Centre)',
        contact: '1800 77 88 88',
        href: 'tel:1800778888',
        what: 'Free and confidential for anyone affected by rape or sexual abuse, no matter when it happened. 24 hours.',
        whatSv:
          'Gratis och konfidentiellt om du utsatts för våldtäkt eller sexuella övergrepp, oavsett när. Dygnet runt.',
        kinds: ['sexual', 'abuse'],
        source: 'https://drcc.ie/news-resources/christmas-can-be-difficult-and-lonely-time-but-support-is-th',
        checked: CHECKED,
      },
    ],
  },

  DE: {
    name: 'Germany',
    nameSv: 'Tyskland',
    emergency: '112',
    lines: [
      {
        id: 'de-police-110',
        name: 'Polizei (police)',
        contact: '110',
        href: 'tel:110',
        what: 'Someone hurting or threatening you right now? Call the police on 110. Free from any phone.',
        whatSv: 'Är det någon som skadar eller hotar dig just nu? Ring polisen på 110. Gratis från alla telefoner.',
        kinds: ['emergency'],
        source: 'https://lippe.polizei.nrw/artikel/im-notfall-1',
        checked: CHECKED,
      },
      {
        id: 'de-telefonseelsorge-08001110111',
        name: 'TelefonSeelsorge',
        contact: '0800 111 0 111',
        href: 'tel:08001110111',
        what: 'Free and anonymous, for anyone in a crisis or thinking about suicide. Also on 0800 111 0 222. Open 24/7.',
        whatSv:
          'Gratis och anonymt för alla i kris eller med självmordstankar. Även 0800 111 0 222. Öppet dygnet runt.',
        kinds: ['suicide', 'distress'],
        source: 'https://www.domradio.de/glossar/telefonseelsorge-0',
        checked: CHECKED,
      },
      {
        id: 'de-telefonseelsorge-chat',
        name: 'TelefonSeelsorge (chat and e-mail)',
        contact: 'chat at telefonseelsorge.de',
        href: 'https://www.telefonseelsorge.de',
        what: 'Rather write than talk? Chat or e-mail anonymously with TelefonSeelsorge, free of charge.',
        whatSv: 'Vill du hellre skriva? Chatta eller mejla anonymt och kostnadsfritt med TelefonSeelsorge.',
        kinds: ['suicide', 'distress'],
        source: 'https://www.domradio.de/glossar/telefonseelsorge-0',
        checked: CHECKED,
      },
      {
        id: 'de-nummer-gegen-kummer-116111',
        name: 'Nummer gegen Kummer (Kinder- und Jugendtelefon)',
        contact: '116 111',
        href: 'tel:116111',
        what: 'Free and anonymous for children and young people, about anything on your mind. Mon–Sat, 2–8 pm.',
        whatSv: 'Gratis och anonymt för barn och unga, om allt som tynger. Måndag–lördag kl. 14–20.',
        kinds: ['youth', 'abuse', 'distress'],
        source: 'https://www.bmfsfj.de/bmfsfj/mediathek/anrufen-mailen-chatten-gegen-sorgen-154556',
        checked: CHECKED,
      },
      {
        id: 'de-krisenchat',
        name: 'krisenchat',
        contact: 'chat at krisenchat.de',
        href: 'https://krisenchat.de',
        what: 'Free, anonymous chat by WhatsApp or SMS for young people up to 25 who are in a crisis. Open 24/7.',
        whatSv: 'Gratis och anonym chatt via WhatsApp eller sms för unga upp till 25 år i kris. Öppet dygnet runt.',
        kinds: ['youth', 'distress', 'suicide'],
        maxAge: 26,
        source: 'https://thieme-connect.de/products/ejournals/pdf/10.1055/a-2763-8145.pdf',
        checked: CHECKED,
      },
      {
        id: 'de-hilfetelefon-gewalt-gegen-frauen-116016',
        name: 'Hilfetelefon Gewalt gegen Frauen',
        contact: '116 016',
        href: 'tel:116016',
        what: 'Free and anonymous for women facing any kind of violence, and for people close to them. 24/7.',
        whatSv: 'Gratis och anonymt för kvinnor som utsätts för någon form av våld, och för närstående. Dygnet runt.',
        kinds: ['partner', 'abuse', 'sexual'],
        source: 'https://www.hilfetelefon.de/das-hilfetelefon/angebot-im-ueberblick.html',
        checked: CHECKED,
      },
      {
        id: 'de-hilfetelefon-sexueller-missbrauch',
        name: 'Hilfe-Telefon Sexueller Missbrauch',
        contact: '0800 22 55 530',
        href: 'tel:08002255530',
        what: 'Free and anonymous for anyone affected by sexual abuse as a child or teen, or worried about a child.',
        whatSv:
          'Gratis och anonymt om du utsatts för sexuella övergrepp som barn eller ung, eller oroar dig för ett barn.',
        kinds: ['sexual', 'abuse'],
        source: 'https://www.bundesregierung.de/breg-de/aktuelles/hilfetelefon-sexueller-kindesmissbrauch-2275784',
        checked: CHECKED,
      },
    ],
  },

  NO: {
    name: 'Norway',
    nameSv: 'Norge',
    emergency: '113',
    lines: [
      {
        id: 'no-113',
        name: 'Medisinsk nødtelefon (ambulance)',
        contact: '113',
        href: 'tel:113',
        what: 'Overdose, serious injury or a life in danger? Call 113 for an ambulance.',
        whatSv: 'Överdos, allvarlig skada eller fara för livet? Ring 113 för ambulans.',
        kinds: ['emergency'],
        source: 'https://nkom.no/telefoni-og-telefonnummer/nodnummer-nodanrop-og-lokalisering',
        checked: CHECKED,
      },
      {
        id: 'no-112',
        name: 'Politi (police)',
        contact: '112',
        href: 'tel:112',
        what: 'Someone hurting or threatening you right now? Call the police on 112.',
        whatSv: 'Är det någon som skadar eller hotar dig just nu? Ring polisen på 112.',
        kinds: ['emergency'],
        source: 'https://nkom.no/telefoni-og-telefonnummer/nodnummer-nodanrop-og-lokalisering',
        checked: CHECKED,
      },
      {
        id: 'no-mental-helse-116123',
        name: 'Mental Helse Hjelpetelefonen',
        contact: '116 123',
        href: 'tel:116123',
        what: 'Free, for anyone who needs someone to talk to, including about thoughts of suicide. Open 24/7.',
        whatSv: 'Gratis för alla som behöver någon att prata med, också om självmordstankar. Öppet dygnet runt.',
        kinds: ['suicide', 'distress'],
        source:
          'https://www.nrk.no/osloogviken/over-100-barn-under-ni-ar-har-tatt-kontakt-_-hjelpetelefoner-slar-alarm-1.15736352',
        checked: CHECKED,
      },
      {
        id: 'no-mental-helse-chat',
        name: 'Mental Helse (chat at sidetmedord.no)',
        contact: 'chat at sidetmedord.no',
        href: 'https://sidetmedord.no',
        what: 'Rather write than talk? Chat anonymously with Mental Helse about whatever you are carrying.',
        whatSv: 'Vill du hellre skriva? Chatta anonymt med Mental Helse om det som tynger dig.',
        kinds: ['suicide', 'distress'],
        source:
          'https://www.nrk.no/osloogviken/over-100-barn-under-ni-ar-har-tatt-kontakt-_-hjelpetelefoner-slar-alarm-1.15736352',
        checked: CHECKED,
      },
      {
        id: 'no-kirkens-sos',
        name: 'Kirkens SOS',
        contact: '22 40 00 40',
        href: 'tel:22400040',
        what: 'Someone to talk to, day and night, whatever you are going through. Anonymous; normal call charges.',
        whatSv: 'Någon att prata med dag och natt, vad du än går igenom. Anonymt; vanlig samtalskostnad.',
        kinds: ['suicide', 'distress'],
        source: 'https://www.girku-sos.no/nordsamisk/telefon',
        checked: CHECKED,
      },
      {
        id: 'no-alarmtelefonen-116111',
        name: 'Alarmtelefonen for barn og unge',
        contact: '116 111',
        href: 'tel:116111',
        what: 'Free for children and young people facing violence, abuse or neglect, or adults worried about them. 24/7.',
        whatSv:
          'Gratis för barn och unga som utsätts för våld, övergrepp eller vanvård, och för oroliga vuxna. Dygnet runt.',
        kinds: ['youth', 'abuse', 'sexual'],
        maxAge: 18,
        source: 'https://www.116111.no/omalarmtelefonen',
        checked: CHECKED,
      },
      {
        id: 'no-kors-pa-halsen',
        name: 'Kors på halsen (Røde Kors)',
        contact: '800 33 321',
        href: 'tel:80033321',
        what: 'Free and anonymous for everyone under 18 who wants to talk to a safe adult. Afternoons and evenings.',
        whatSv: 'Gratis och anonymt för alla under 18 som vill prata med en trygg vuxen. Eftermiddag och kväll.',
        kinds: ['youth', 'distress'],
        maxAge: 18,
        source: 'https://www.rodekors.no/faste-givere/barn-i-norge/mars-2018/kors-pa-halsen/',
        checked: CHECKED,
      },
      {
        id: 'no-vo-linjen-116006',
        name: 'Vold- og overgrepslinjen',
        contact: '116 006',
        href: 'tel:116006',
        what: 'Free and anonymous, 24/7, for adults facing violence or abuse from someone close. Under 18: call 116 111.',
        whatSv: 'Gratis och anonymt dygnet runt för vuxna som utsätts för våld av någon nära. Under 18: ring 116 111.',
        kinds: ['partner', 'abuse', 'sexual'],
        source: 'https://www.krisesenter.com/vold-og-overgrepslinjen-116-006-opplever-stor-pagang/',
        checked: CHECKED,
      },
    ],
  },

  DK: {
    name: 'Denmark',
    nameSv: 'Danmark',
    emergency: '112',
    lines: [
      {
        id: 'dk-livslinien',
        name: 'Livslinien',
        contact: '70 201 201',
        href: 'tel:70201201',
        what: 'Anonymous support for anyone thinking about suicide, or worried about someone. See livslinien.dk for hours.',
        whatSv:
          'Anonymt stöd för dig som tänker på självmord eller oroar dig för någon. Se livslinien.dk för öppettider.',
        kinds: ['suicide', 'distress'],
        source: 'https://cphpost.dk/2015-10-26/news/suicide-prevention-lifeline-gets-funding-to-stay-open-at-night/',
        checked: CHECKED,
      },
      {
        id: 'dk-bornetelefonen-116111',
        name: 'BørneTelefonen (Børns Vilkår)',
        contact: '116 111',
        href: 'tel:116111',
        what: 'Free and anonymous for children and young people, about anything big or small. Open 24/7.',
        whatSv: 'Gratis och anonymt för barn och unga, om stort som smått. Öppet dygnet runt.',
        kinds: ['youth', 'abuse', 'distress'],
        source:
          'https://www.bt.dk/samfund/boernetelefonen-har-modtaget-15-procent-flere-opkald-i-juledagene-et-emne-gaar',
        checked: CHECKED,
      },
      {
        id: 'dk-lev-uden-vold-1888',
        name: 'Lev Uden Vold',
        contact: '1888',
        href: 'tel:1888',
        what: 'Free, anonymous advice for anyone facing violence from a partner or family, or worried about someone. 24/7.',
        whatSv: 'Gratis och anonym rådgivning om våld från en partner eller i familjen, även för oroliga. Dygnet runt.',
        kinds: ['partner', 'abuse'],
        source: 'https://levudenvold.dk/aktuelt/nyheder/lev-uden-vold-modtog-i-2022-rekordmange-opkald/',
        checked: CHECKED,
      },
    ],
  },

  FI: {
    name: 'Finland',
    nameSv: 'Finland',
    emergency: '112',
    lines: [
      {
        id: 'fi-mieli-kriisipuhelin',
        name: 'MIELI Kriisipuhelin (Crisis Helpline)',
        contact: '09 2525 0111',
        href: 'tel:+358925250111',
        what: 'Crisis support in Finnish for anyone struggling or thinking about suicide. Open 24/7; normal call charges.',
        whatSv:
          'Krisstöd på finska för alla som har det svårt eller tänker på självmord. Dygnet runt; vanlig samtalskostnad.',
        kinds: ['suicide', 'distress'],
        source: 'http://mieli.fi/helpline',
        checked: CHECKED,
      },
      {
        id: 'fi-mll-116111',
        name: 'MLL Lasten ja nuorten puhelin',
        contact: '116 111',
        href: 'tel:116111',
        what: 'Free and anonymous for children and young people, about anything. Open every day, evenings until midnight.',
        whatSv: 'Gratis och anonymt för barn och unga, om vad som helst. Öppet alla dagar, på kvällen till midnatt.',
        kinds: ['youth', 'distress', 'abuse'],
        maxAge: 21,
        source: 'https://www.mll.fi/?p=114340',
        checked: CHECKED,
      },
      {
        id: 'fi-sekasin-chat',
        name: 'Sekasin-chat',
        contact: 'chat at sekasin247.fi',
        href: 'https://sekasin247.fi',
        what: 'Anonymous chat for young people aged 12 to 29 who need someone to talk to.',
        whatSv: 'Anonym chatt för unga mellan 12 och 29 år som behöver någon att prata med.',
        kinds: ['youth', 'distress', 'suicide'],
        maxAge: 30,
        source:
          'https://www.sttinfo.fi/tiedote/70260818/sekasin-chatin-pilotista-hyvaa-palautetta-toiminta-jatkuu-pysyvana-palveluna-pirkanmaalla?lang=fi',
        checked: CHECKED,
      },
      {
        id: 'fi-nollalinja',
        name: 'Nollalinja',
        contact: '080 005 005',
        href: 'tel:080005005',
        what: 'Free helpline for anyone facing violence or threats from someone close, and for people worried. 24/7.',
        whatSv:
          'Gratis stödlinje om du utsätts för våld eller hot av någon nära, och för oroliga närstående. Dygnet runt.',
        kinds: ['partner', 'abuse'],
        source: 'https://nollalinja.fi/en',
        checked: CHECKED,
      },
    ],
  },

  CA: {
    name: 'Canada',
    nameSv: 'Kanada',
    emergency: '911',
    lines: [
      {
        id: 'ca-988',
        name: '9-8-8 Suicide Crisis Helpline',
        contact: 'call or text 988',
        href: 'tel:988',
        what: 'Free support for anyone thinking about suicide, or worried about someone. English or French. 24/7.',
        whatSv:
          'Gratis stöd om du tänker på självmord eller oroar dig för någon. På engelska eller franska. Dygnet runt.',
        kinds: ['suicide', 'distress'],
        source:
          'https://www.newswire.ca/news-releases/government-of-canada-launches-three-digit-suicide-crisis-helpline-896472116.html',
        checked: CHECKED,
      },
      {
        id: 'ca-kids-help-phone',
        name: 'Kids Help Phone',
        contact: '1-800-668-6868',
        href: 'tel:18006686868',
        what: 'Free, confidential support for young people in Canada, about anything at all.',
        whatSv: 'Gratis och konfidentiellt stöd för unga i Kanada, om vad som helst.',
        kinds: ['youth', 'distress', 'abuse'],
        source: 'https://www.cbc.ca/news/health/mental-health-crisis-text-kids-help-phone-1.4894118',
        checked: CHECKED,
      },
      {
        id: 'ca-kids-help-phone-text',
        name: 'Kids Help Phone (text)',
        contact: 'text CONNECT to 686868',
        href: 'sms:686868?body=CONNECT',
        what: 'Rather text? Reach a trained volunteer crisis responder. Free, confidential, 24/7, no data plan needed.',
        whatSv:
          'Vill du hellre sms:a? Nå en utbildad volontär. Gratis, konfidentiellt, dygnet runt, ingen surf behövs.',
        kinds: ['youth', 'distress', 'suicide'],
        source: 'https://kidshelpphone.ca/text-about-it/',
        checked: CHECKED,
      },
    ],
  },

  AU: {
    name: 'Australia',
    nameSv: 'Australien',
    emergency: '000',
    lines: [
      {
        id: 'au-lifeline-131114',
        name: 'Lifeline',
        contact: '13 11 14',
        href: 'tel:131114',
        what: 'Crisis support for anyone feeling overwhelmed or thinking about suicide. Call, text or chat, 24/7.',
        whatSv:
          'Krisstöd för dig som känner dig överväldigad eller tänker på självmord. Ring, sms:a eller chatta dygnet runt.',
        kinds: ['suicide', 'distress'],
        source: 'https://lifelineh2h.org.au/get-help/telephone-crisis-support/faqs/',
        checked: CHECKED,
      },
      {
        id: 'au-lifeline-text',
        name: 'Lifeline (text)',
        contact: 'text 0477 13 11 14',
        href: 'sms:0477131114',
        what: 'Rather text than call? Message a trained Lifeline crisis supporter. Open 24/7.',
        whatSv: 'Vill du hellre skriva än ringa? Sms:a en utbildad krisstödjare hos Lifeline. Öppet dygnet runt.',
        kinds: ['suicide', 'distress'],
        source: 'https://lifeinmind.org.au/news/lifelines-crisis-text-service-now-available-24-7',
        checked: CHECKED,
      },
      {
        id: 'au-kids-helpline',
        name: 'Kids Helpline',
        contact: '1800 55 1800',
        href: 'tel:1800551800',
        what: 'Free, private counselling for young people aged 5 to 25, about anything. Open 24/7.',
        whatSv: 'Gratis och privat samtalsstöd för unga mellan 5 och 25 år, om vad som helst. Öppet dygnet runt.',
        kinds: ['youth', 'distress', 'abuse', 'suicide'],
        maxAge: 26,
        source: 'https://yourtown.com.au/apps/webcounselling/live/chat',
        checked: CHECKED,
      },
      {
        id: 'au-1800respect',
        name: '1800RESPECT',
        contact: '1800 737 732',
        href: 'tel:1800737732',
        what: 'Free, confidential counselling on domestic, family or sexual violence. 24/7; or text 0458 737 732.',
        whatSv:
          'Gratis, konfidentiellt stöd vid våld i nära relationer eller sexuellt våld. Dygnet runt; sms 0458 737 732.',
        kinds: ['partner', 'abuse', 'sexual'],
        source: 'https://thedailyaus.com.au/stories/1800-respect-text-messaging/',
        checked: CHECKED,
      },
    ],
  },
};
