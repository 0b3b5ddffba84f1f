/**
 * The transactional e-mails' words in Swedish: subject, preheader, heading, paragraphs, button and small print per
 * e-mail, as templates with `{placeholders}`. The English words are not in content/ but in the code that builds each
 * e-mail (each key below names its function):
 * - src/server/auth/emails.ts: confirmEmail, confirmNewEmail, resetPassword, welcome;
 * - src/server/features/payments/emails.ts: receipt, sponsorshipRequest, sponsoredNotice, refund, duplicateRefund,
 *   renewalFailed, canceled;
 * - src/server/features/sprint-booking/emails.ts: sessionClient, sessionCoach, sessionCalendar (the .ics);
 * - src/server/features/sprint-report/emails.ts: reportReady, sponsorCopy;
 * - src/server/features/show/service.ts (sendConfirmation): showConfirmation;
 * - src/server/providers/mail/template.ts: template (the line under every button).
 * The weekly step and the sponsor's monthly note are already content: content/sv/weekly-guidance.ts.
 *
 * `EMAIL_PLACEHOLDERS_SV` lists, per e-mail, the values the English function puts into its text (named after its
 * variables); src/core/content-sv-pages.test.ts checks that every Swedish string uses only those and that every one
 * is used. Values are formatted for Swedish before they are filled in (src/core/locale.ts): `{amount}` by
 * formatPrice('sv', …) (`9 €`, `12,50 €`), `{date}` by formatDate('sv', …) (`27 november 2026`; with the weekday in
 * sessionWhen) and `{time}` by formatTime (24-hour clock, `18:30`). Names are never put in the genitive (a
 * Swedish name ending in s takes no extra s): the texts say it another way (”sprintrapporten för {firstName}”).
 */

export const EMAIL_PLACEHOLDERS_SV = {
  confirmEmail: ['brand'],
  confirmNewEmail: ['brand'],
  resetPassword: ['brand', 'hours'],
  welcome: ['brand', 'firstName', 'name'],
  receipt: [
    'brand',
    'amount',
    'productName',
    'forName',
    'orderId',
    'date',
    'net',
    'vatRate',
    'country',
    'vat',
    'sellerName',
    'vatId',
    'receiptUrl',
    'renewsOn',
    'manageUrl',
    'signInUrl',
    'authUrl',
  ],
  sponsorshipRequest: ['brand', 'userName', 'productName', 'parentNames', 'priceLabel'],
  sponsoredNotice: ['productName', 'firstName'],
  refund: ['amount', 'productName', 'orderId'],
  duplicateRefund: ['amount', 'productName', 'orderId'],
  renewalFailed: ['amount', 'productName', 'date'],
  canceled: ['productName', 'date'],
  sessionClient: ['brand', 'n', 'when', 'coachName', 'videoLink'],
  sessionCoach: ['n', 'when', 'clientName'],
  sessionCalendar: ['brand', 'n', 'clientName', 'coachName', 'videoLink', 'url'],
  sessionWhen: ['date', 'time', 'zone'],
  reportReady: ['firstName', 'coachName'],
  sponsorCopy: ['firstName', 'sponsorNames', 'title', 'impact'],
  showConfirmation: ['brand', 'name', 'position'],
  template: [],
} as const satisfies Record<string, readonly string[]>;

export const EMAILS_SV = {
  confirmEmail: {
    subject: 'Bekräfta ditt konto hos {brand}',
    preheader: 'Ett tryck så är din mejladress bekräftad.',
    heading: 'Bekräfta din mejladress',
    body: 'Välkommen till {brand}! Bekräfta din mejladress med knappen nedan, så kommer du alltid tillbaka till ditt konto och dina omslag.',
    button: 'Bekräfta min mejladress',
    footnote: 'Länken gäller i 24 timmar. Om det inte var du som skapade kontot kan du strunta i det här mejlet.',
  },
  confirmNewEmail: {
    subject: 'Bekräfta din nya mejladress hos {brand}',
    preheader: 'Bekräfta den nya adressen till ditt konto.',
    heading: 'Bekräfta din nya mejladress',
    body: 'Någon vill använda den här adressen för ett konto hos {brand}. Bekräfta den med knappen nedan, så blir den kontots adress.',
    button: 'Bekräfta den här adressen',
    footnote: 'Länken gäller i 24 timmar. Var det inte du kan du strunta i det här mejlet: inget ändras.',
  },
  resetPassword: {
    subject: 'Välj ett nytt lösenord hos {brand}',
    preheader: 'Välj ett nytt lösenord.',
    heading: 'Välj ett nytt lösenord',
    body: 'Någon har bett om att få byta lösenord för ditt konto. Välj ett nytt med knappen nedan.',
    button: 'Välj ett nytt lösenord',
    footnote:
      'Länken fungerar en gång och gäller i {hours} timme. Bad du inte om den kan du strunta i det här mejlet: ditt lösenord är kvar som förut.',
  },
  welcome: {
    subject: 'Välkommen till {brand}, {firstName}! Din affisch är sparad',
    subjectNoName: 'Välkommen till {brand}! Din affisch är sparad',
    preheader: 'Affischen med ditt framtida jag är sparad på din profil.',
    heading: 'Välkommen, {name}!',
    headingNoName: 'Välkommen!',
    body: 'Ditt tidningsomslag är sparat på din profil. Öppna det när du vill för att ladda ner det, dela det eller fortsätta där du slutade.',
    button: 'Se min affisch',
    footnote: 'Du får det här mejlet för att du sparade din affisch hos {brand}.',
  },
  receipt: {
    subject: 'Ditt kvitto från {brand} – {amount}',
    preheader: 'Kvitto för {productName}: {amount}',
    heading: 'Betalningen är mottagen',
    thanks: 'Tack för din betalning på {amount} för {productName}.',
    thanksFor: 'Tack för din betalning på {amount} för {productName} åt {forName}.',
    number: 'Kvittonummer: {orderId}',
    date: 'Datum: {date}',
    itemMonthly: 'Vara: {productName} (månadsprenumeration)',
    itemOnce: 'Vara: {productName} (engångsköp)',
    net: 'Belopp utan moms: {net}',
    vat: 'Moms {vatRate} ({country}): {vat}',
    paid: 'Betalt belopp: {amount}',
    seller: 'Säljare: {sellerName}',
    vatId: 'Momsregistreringsnummer: {vatId}',
    countryUnknown: 'Inte angivet',
    receiptLink: 'Ditt kvitto (med pdf): {receiptUrl}',
    guarantee: 'Pengarna tillbaka inom 30 dagar: begär återbetalning från din profil.',
    renews: 'Din prenumeration förnyas den {renewsOn}. Du kan avsluta den när du vill.',
    manage: 'Se eller avsluta det du betalar för: {manageUrl}\nLänken gäller i 45 dagar; varje månadskvitto har en ny.',
    signIn:
      'Logga in och öppna det på vilken enhet som helst: {signInUrl}\nLänken fungerar en gång och gäller i 7 dagar. Efter det loggar du in med din mejladress på {authUrl}.',
    buttonSignInTalk: 'Logga in och öppna Talk',
    buttonSignInStrategy: 'Logga in och boka mina samtal',
    buttonTalk: 'Öppna Talk',
    buttonProfile: 'Till min profil',
    footnote: 'Spara det här mejlet som kvitto. Frågor om en betalning? Svara bara på det här mejlet.',
  },
  sponsorshipRequest: {
    subject: '{userName} vill att du sponsrar {productName}',
    preheader: '{userName} ber dig sponsra {productName}.',
    heading: '{userName} skulle bli så glad för ditt stöd',
    greeting: 'Hej {parentNames}!',
    offer: '{productName} – {priceLabel}. Du kan betala säkert utan konto, och {userName} får tillgång direkt.',
    button: 'Sponsra {userName}',
    footnote:
      'Du får det här mejlet för att {userName} skrev in din adress hos {brand}. Om det kommer oväntat kan du strunta i det.',
    posterAlt: 'Tidningsomslaget med {userName} i framtiden',
  },
  sponsoredNotice: {
    subject: 'Du har blivit sponsrad: {productName} är ditt',
    preheader: 'Någon som tror på dig har betalat {productName}.',
    heading: '{firstName}, du har blivit sponsrad!',
    headingNoName: 'Du har blivit sponsrad!',
    body: 'Goda nyheter: din sponsor har betalat {productName}. Det är aktivt på ditt konto nu.',
    talk: 'Börja prata med ditt framtida jag när du vill.',
    strategy: 'Vi hör av oss för att planera dina tre samtal.',
    buttonTalk: 'Börja med Talk',
    buttonProfile: 'Till min profil',
  },
  refund: {
    subject: 'Återbetalning av {amount} för {productName}',
    preheader: 'Vi har betalat tillbaka {amount}.',
    heading: 'Återbetalningen är på väg',
    toPayer:
      'Vi har betalat tillbaka {amount} för {productName} till kortet som betalade. Oftast syns det hos banken inom 5–10 dagar.',
    toPerson: '{productName} har återbetalats ({amount}) till kortet som betalade, och har upphört.',
    number: 'Kvittonummer: {orderId}',
    sessions: 'Samtal som du hade bokat är avbokade.',
    footnote: 'Frågor om en återbetalning? Svara bara på det här mejlet.',
  },
  duplicateRefund: {
    subject: 'Återbetalning av {amount} för {productName}',
    preheader: 'Du hade redan {productName}: vi har betalat tillbaka {amount}.',
    heading: 'Betalt två gånger: återbetalat',
    body: '{productName} var redan betalt, så vi har betalat tillbaka den andra betalningen på {amount} till kortet som betalade. Oftast syns det hos banken inom 5–10 dagar.',
    unchanged: 'Inget ändras för det du redan har.',
    number: 'Kvittonummer: {orderId}',
    footnote: 'Frågor om en återbetalning? Svara bara på det här mejlet.',
  },
  renewalFailed: {
    subject: 'Betalningen för {productName} gick inte igenom',
    preheader: 'Betalningen på {amount} för {productName} gick inte igenom.',
    heading: 'Betalningen gick inte igenom',
    declined: 'Vi kunde inte dra {amount} för din prenumeration på {productName}: kortet nekades.',
    retry: 'Vi försöker igen den {date}.',
    keep: 'Du har kvar Talk till och med den {date}. Uppdatera ditt kort i betalportalen för att behålla det efter det.',
    ended: 'Det var sista försöket: din prenumeration har upphört. Du kan börja med Talk igen när du vill.',
    button: 'Uppdatera mitt kort',
  },
  canceled: {
    subject: 'Din prenumeration på {productName} är avslutad',
    preheader: 'Prenumerationen är avslutad',
    heading: 'Prenumerationen är avslutad',
    until: 'Du har kvar {productName} till och med den {date}, och du debiteras inte igen.',
    noDate: 'Du debiteras inte igen för {productName}.',
    resume: 'Ångrat dig? Återuppta prenumerationen från din profil innan dess.',
    button: 'Till min profil',
  },
  sessionClient: {
    headings: {
      booked: 'Samtal {n} av 3 är bokat',
      moved: 'Samtal {n} av 3 är flyttat',
      cancelled: 'Samtal {n} av 3 är avbokat',
      reminder24h: 'Samtal {n} av 3 är i morgon',
      reminder1h: 'Samtal {n} av 3 börjar om en timme',
    },
    subjectSuffix: '– strategisprint hos {brand}',
    booked: 'Ditt samtal på 45 minuter med {coachName} är bokat till {when}.',
    moved: 'Ditt samtal med {coachName} är nu flyttat till {when}.',
    cancelledBody: 'Ditt samtal med {coachName}, {when}, är avbokat.',
    cancelledNext: 'Välj en ny tid när du vill.',
    video: 'Gå med i videosamtalet: {videoLink}',
    noVideo: 'Din coach skickar länken till videosamtalet före samtalet.',
    invite: 'Inbjudan ligger bifogad: öppna den för att lägga in samtalet i din kalender.',
    change: 'Du kan ändra eller avboka ett samtal fram till 24 timmar innan det börjar.',
    buttonSessions: 'Öppna mina samtal',
    buttonJoin: 'Gå med i samtalet',
  },
  sessionCoach: {
    cancelled: 'Avbokat: samtal {n} med {clientName}',
    moved: 'Flyttat: samtal {n} med {clientName}',
    booked: 'Nytt samtal {n} med {clientName}',
    body: '{when}, 45 minuter.',
    button: 'Öppna min arbetsyta',
  },
  sessionCalendar: {
    summaryCoach: 'Strategisprint: samtal {n} med {clientName}',
    summaryClient: 'Strategisprint hos {brand}: samtal {n} med {coachName}',
    description: 'Samtal {n} av 3 i din strategisprint (45 minuter).',
    join: 'Gå med: {videoLink}',
    noVideo: 'Din coach skickar länken till videosamtalet.',
    change: 'Ändra eller avboka (fram till 24 timmar innan): {url}',
  },
  /** formatWhen: ”fredag 27 november 2026 kl. 18:30 (Europe/Stockholm)”; `{date}` with the weekday and the year. */
  sessionWhen: {
    when: '{date} kl. {time} ({zone})',
  },
  reportReady: {
    subject: 'Din rapport från strategisprinten är klar',
    preheader: 'Dina trender, dina brev och din plan för 90 dagar, samlade i en rapport.',
    heading: 'Din sprintrapport är klar',
    greeting: 'Hej {firstName}!',
    greetingNoName: 'Hej!',
    body: '{coachName} har gjort klart rapporten från din strategisprint: trenderna du betygsatte, dina brev från framtiden och din plan för 90 dagar, vecka för vecka.',
    bodyNoCoach:
      'Din coach har gjort klart rapporten från din strategisprint: trenderna du betygsatte, dina brev från framtiden och din plan för 90 dagar, vecka för vecka.',
    open: 'Öppna den på sidan nedan; där kan du också ladda ner den som pdf.',
    button: 'Öppna min rapport',
    footnote: 'Bara du kan öppna rapporten, inloggad på ditt konto.',
  },
  sponsorCopy: {
    subject: 'En kopia av sprintrapporten för {firstName}',
    preheader: 'Som vi lovade när du sponsrade {firstName}: en kopia av slutrapporten.',
    heading: 'Rapporten från strategisprinten för {firstName}',
    greeting: 'Hej {sponsorNames}!',
    greetingNoName: 'Hej!',
    thanks:
      'Tack för att du sponsrade strategisprinten för {firstName}. Som vi lovade på sponsorsidan kommer här en kopia av slutrapporten.',
    topTrends: 'Trenderna som betyder mest för {firstName}:',
    trend: '• {title} (påverkan {impact}/5)',
    roadmap: 'Planen för 90 dagar:',
    pdf: 'Hela rapporten, med trenderna, breven och varje vecka i planen, finns i pdf:en.',
    button: 'Ladda ner rapporten (pdf)',
    footnote: 'Länken är bara till dig. Skicka den inte vidare.',
  },
  showConfirmation: {
    subject: 'Din ansökan till showen hos {brand}',
    greeting: 'Hej {name}!',
    acceptedPreheader: 'Din ansökan till showen har kommit in.',
    acceptedHeading: 'Din ansökan har kommit in',
    accepted:
      'Tack för att du sökte till showen hos {brand}. Vi har fått din ansökan, och en av de få platserna är reserverad åt dig medan vi läser den.',
    acceptedNext: 'Vi hör av oss via mejl om nästa steg.',
    waitlistPreheader: 'Du står på väntelistan.',
    waitlistHeading: 'Du står på väntelistan',
    waitlist:
      'Tack för att du sökte till showen hos {brand}. Alla platser är tagna just nu, så du står som nummer {position} på väntelistan.',
    waitlistNext: 'Blir en plats ledig skriver vi till dig direkt.',
    footnote: 'Du får det här mejlet för att den här adressen användes för att söka till showen.',
  },
  template: {
    buttonFallback: 'Fungerar inte knappen? Kopiera den här länken till din webbläsare:',
  },
} as const;
