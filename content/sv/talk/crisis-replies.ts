import type { CrisisReply } from '../../talk/crisis-replies.js';
import type { SafetyCategory } from '../../talk/safety-lexicon.js';

/**
 * Vad Talk säger på svenska när säkerhetsläsaren slår till (docs/decisions/062, docs/safety.md): samma kategorier och
 * samma regler som content/talk/crisis-replies.ts, skrivet på svenska för svenska unga, inte översatt
 * (docs/decisions/089-swedish-content.md). Hjälplinjerna själva är data i content/talk/help-lines.ts och översätts inte.
 * - tacka och ta personen på allvar; inget dömande, inget ”så ska du inte känna”, ingen föreläsning;
 * - säg att hen betyder något och att hjälp finns, utan att lova något utfall;
 * - säg rakt ut att det här är en AI som inte kan hjälpa i ett nödläge, och vad man gör om det är fara nu;
 * - inga detaljer om metoder, inget om själva handlingen, inget karriärprat;
 * - kort: den som mår riktigt dåligt läser några rader, inte en sida. Enkla ord, inga facktermer.
 * `{emergency}` är landets nödnummer (112 i Sverige), `{country}` landets namn.
 */
export const CRISIS_REPLIES_SV: Readonly<Record<SafetyCategory, CrisisReply>> = {
  suicide: {
    opening:
      'Tack för att du berättar det för mig. Det låter jättetungt, och det är bra att du sa det. Du är viktig, och du ska inte behöva bära det här ensam.',
    closing:
      'Om du kan, hör av dig till någon av dem nu, eller berätta för någon i närheten hur du mår. Allt annat kan vänta; du är viktigast just nu.',
  },
  self_harm: {
    opening:
      'Tack för att du berättar det för mig. När man skadar sig själv gör det oftast väldigt ont inuti, och du förtjänar omtanke, inte att bli dömd.',
    closing:
      'Om du kan, prata med någon av dem i dag, eller med någon du litar på. Har du skadat dig nu, sök vård direkt.',
  },
  emergency: {
    opening: 'Det du beskriver kan vara ett nödläge, och att du är i säkerhet är viktigare än allt vi höll på med.',
    closing:
      'Ring {emergency} nu, eller be någon i närheten ringa åt dig. Stanna hos någon om du kan, tills hjälpen är där.',
  },
  abuse: {
    opening:
      'Tack för att du berättar. Det som händer hemma är inte ditt fel, och du har rätt att vara trygg där. Att säga det är ett modigt första steg.',
    closing:
      'Du kan prata med dem utan att säga vad du heter. Är du i fara just nu, ring {emergency} eller gå till ett ställe där du känner dig trygg.',
  },
  partner_violence: {
    opening:
      'Tack för att du berättar. Ingen har rätt att skada dig, hota dig eller bestämma över dig, och det är inte ditt fel. Du förtjänar att känna dig trygg.',
    closing:
      'De kan hjälpa dig att tänka igenom vad du vill göra, i din egen takt. Är du i fara just nu, ring {emergency}.',
  },
  sexual_exploitation: {
    opening:
      'Tack för att du berättar. Det du beskriver är inte okej, och det är inte ditt fel, vad någon än har sagt. Du förtjänar hjälp, och den finns.',
    closing:
      'Betala inget och skicka inget mer. Spara meddelandena om du kan, och prata med någon av dem eller med en vuxen du litar på.',
  },
  distress: {
    opening:
      'Det låter som att allt är för mycket just nu. Tack för att du säger det. Du behöver inte lösa något den här minuten.',
    closing:
      'Om du kan, andas ut långsamt några gånger, och hör av dig till någon av dem eller till någon i närheten. Du ska inte behöva vara ensam med det här.',
  },
  other_person: {
    opening:
      'Det betyder mycket att du bryr dig om hen, och det var rätt av dig att säga något. Du behöver inte klara det här ensam heller.',
    closing:
      'Du kan ringa dem om någon annan, så hjälper de dig att komma fram till vad du kan göra. Är hen i fara just nu, ring {emergency}.',
  },
};

/** Raderna mellan öppningen och listan, och coachens rader medan coachningen är pausad. */
export const CRISIS_TEXT_SV = {
  ai: 'Jag är en AI, inte en människa eller kurator, och jag kan inte hjälpa till i ett nödläge. Är du i fara just nu, ring {emergency}.',
  helpIn: 'Här finns människor som kan hjälpa dig, gratis, och det du säger stannar hos dem ({country}):',
  helpAnywhere: 'Här finns människor som kan hjälpa dig, gratis, och det du säger stannar hos dem:',
  paused:
    'Jag finns kvar, och coachningen är pausad. De som verkligen kan hjälpa finns ett tryck bort under ”Hitta hjälp”. När du känner dig trygg, tryck på ”Jag är trygg nu” så fortsätter vi.',
  resume: 'Vad skönt att du är här. Vi tar det lugnt; när du vill fortsätter vi där vi slutade.',
  safeNow: 'Jag är trygg nu',
  getHelp: 'Hitta hjälp',
} as const;
