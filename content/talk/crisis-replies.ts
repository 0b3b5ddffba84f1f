import type { SafetyCategory } from './safety-lexicon.js';

/**
 * What Talk says when the safety reader fires (docs/decisions/062, docs/safety.md). Written with the safe-messaging
 * guidance of suicide-prevention organisations (Samaritans' media guidelines, the WHO's "Preventing suicide: a
 * resource for media professionals", 2023 update) and how crisis text services open a conversation:
 * - thank the person and take them seriously; no judgement, no "you shouldn't feel", no lecture;
 * - say they matter and that help exists, without promising an outcome;
 * - say plainly that this is an AI that cannot help in an emergency, and what to do if there is danger now;
 * - no detail of any method, no talk of the act itself, no career talk;
 * - short: a person in crisis reads a few lines, not a page.
 * Reviewed 2026-11-27 in both languages. `{emergency}` is the country's emergency number, `{country}` its name.
 */
export interface CrisisReply {
  /** The first lines: what was heard, in a human way. */
  opening: string;
  /** The last line: one gentle next step. */
  closing: string;
}

export const CRISIS_REPLIES: Readonly<Record<'en' | 'sv', Readonly<Record<SafetyCategory, CrisisReply>>>> = {
  en: {
    suicide: {
      opening:
        'Thank you for telling me. That sounds really heavy, and I’m glad you said it out loud. You matter, and you don’t have to carry this on your own.',
      closing:
        'If you can, reach out to one of them now, or tell someone near you how you feel. The plans can wait; you come first.',
    },
    self_harm: {
      opening:
        'Thank you for trusting me with that. Hurting yourself usually means something hurts a lot inside, and you deserve care, not judgement.',
      closing:
        'If you can, talk to one of them today, or to someone you trust. If you are hurt right now, please get medical help.',
    },
    emergency: {
      opening:
        'What you’re describing could be an emergency, and your safety matters more than anything we were doing.',
      closing:
        'Please call {emergency} now, or ask someone near you to call for you. Stay with someone if you can until help is there.',
    },
    abuse: {
      opening:
        'Thank you for telling me. What’s happening at home is not your fault, and you deserve to be safe there. Saying it is a brave first step.',
      closing:
        'You can talk to them without giving your name. If you’re in danger right now, call {emergency}, or go to a place where you feel safe.',
    },
    partner_violence: {
      opening:
        'Thank you for telling me. Nobody has the right to hurt, threaten or control you, and it isn’t your fault. You deserve to feel safe.',
      closing:
        'They can help you think through what to do, at your own pace. If you’re in danger right now, call {emergency}.',
    },
    sexual_exploitation: {
      opening:
        'Thank you for telling me. What you describe is not okay and it is not your fault, whatever anyone has said. You deserve help and you can get it.',
      closing:
        'Please don’t pay or send anything more. Keep the messages if you can, and talk to one of them, or to an adult you trust.',
    },
    distress: {
      opening:
        'It sounds like everything is too much right now. Thank you for saying so. You don’t have to solve anything this minute.',
      closing:
        'If you can, breathe out slowly, a few times, and reach out to one of them or to someone near you. You don’t have to be alone with this.',
    },
    other_person: {
      opening:
        'It means a lot that you care about them, and you did the right thing by saying something. You don’t have to handle this alone either.',
      closing:
        'You can call them about someone else, and they will help you work out what to do. If your friend is in danger right now, call {emergency}.',
    },
  },
  sv: {
    suicide: {
      opening:
        'Tack för att du berättar. Det låter jättetungt, och jag är glad att du sa det. Du är viktig, och du behöver inte bära det här ensam.',
      closing:
        'Om du orkar, hör av dig till någon av dem nu, eller berätta för någon nära dig hur du mår. Planerna kan vänta; du går först.',
    },
    self_harm: {
      opening:
        'Tack för att du litar på mig med det. När man skadar sig gör det oftast väldigt ont inuti, och du förtjänar omtanke, inte dömande.',
      closing: 'Om du kan, prata med någon av dem i dag, eller med någon du litar på. Är du skadad just nu, sök vård.',
    },
    emergency: {
      opening: 'Det du beskriver kan vara ett nödläge, och din säkerhet är viktigare än allt vi höll på med.',
      closing:
        'Ring {emergency} nu, eller be någon i närheten ringa åt dig. Stanna hos någon om du kan tills hjälpen är där.',
    },
    abuse: {
      opening:
        'Tack för att du berättar. Det som händer hemma är inte ditt fel, och du har rätt att vara trygg där. Att säga det är ett modigt första steg.',
      closing:
        'Du kan prata med dem utan att säga ditt namn. Är du i fara just nu, ring {emergency} eller gå till en plats där du känner dig trygg.',
    },
    partner_violence: {
      opening:
        'Tack för att du berättar. Ingen har rätt att skada, hota eller kontrollera dig, och det är inte ditt fel. Du förtjänar att känna dig trygg.',
      closing:
        'De kan hjälpa dig att tänka igenom vad du vill göra, i din egen takt. Är du i fara just nu, ring {emergency}.',
    },
    sexual_exploitation: {
      opening:
        'Tack för att du berättar. Det du beskriver är inte okej och det är inte ditt fel, vad någon än har sagt. Du förtjänar hjälp, och den finns.',
      closing:
        'Betala inte och skicka inget mer. Spara meddelandena om du kan, och prata med någon av dem eller med en vuxen du litar på.',
    },
    distress: {
      opening:
        'Det låter som att allt är för mycket just nu. Tack för att du säger det. Du behöver inte lösa något den här minuten.',
      closing:
        'Om du kan, andas ut långsamt några gånger och hör av dig till någon av dem eller till någon nära dig. Du behöver inte vara ensam med det här.',
    },
    other_person: {
      opening:
        'Det betyder mycket att du bryr dig om hen, och det var rätt att säga något. Du behöver inte hantera det här ensam heller.',
      closing:
        'Du kan ringa dem om någon annan, så hjälper de dig att tänka ut vad du kan göra. Är hen i fara just nu, ring {emergency}.',
    },
  },
};

/** The lines between the opening and the list, and the coach's lines while coaching is paused. */
export const CRISIS_TEXT = {
  en: {
    ai: 'I’m an AI, not a person or a counsellor, and I can’t help in an emergency. If you’re in danger right now, call {emergency}.',
    helpIn: 'People who can help, free and confidential ({country}):',
    helpAnywhere: 'People who can help, free and confidential:',
    paused:
      'I’m still here, and our coaching is on pause. The people who can really help are one tap away under “Get help”. When you feel safe, tap “I’m safe now” and we’ll carry on.',
    resume: 'I’m glad you’re here. We can go gently; whenever you want, we’ll pick up right where we left off.',
    safeNow: 'I’m safe now',
    getHelp: 'Get help',
  },
  sv: {
    ai: 'Jag är en AI, inte en människa eller kurator, och jag kan inte hjälpa till i ett nödläge. Är du i fara just nu, ring {emergency}.',
    helpIn: 'Här finns människor som kan hjälpa, gratis och utan att någon får veta ({country}):',
    helpAnywhere: 'Här finns människor som kan hjälpa, gratis och utan att någon får veta:',
    paused:
      'Jag finns kvar, och coachningen är pausad. De som verkligen kan hjälpa finns ett tryck bort under ”Get help”. När du känner dig trygg, tryck ”I’m safe now” så fortsätter vi.',
    resume: 'Skönt att du är här. Vi tar det lugnt; när du vill fortsätter vi där vi var.',
    safeNow: 'I’m safe now',
    getHelp: 'Get help',
  },
} as const;
