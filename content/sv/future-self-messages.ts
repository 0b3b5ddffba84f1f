/**
 * Det framtida jaget säger först, på svenska (resultatets röstkort, profilens röstkort, demon på /voice-intro).
 * Samma id:n som content/future-self-messages.ts, skrivna för svenska öron, inte översatta.
 *
 * Regler (håll dem när du ändrar):
 * - Läses upp: korta meningar, inga emojier, inga förkortningar som en talsyntes snubblar på.
 * - {name} står en gång, som hälsning (”Hej {name},” eller ”Tjena {name}.”); utan namn blir det bara ”Hej,”.
 * - {role} är den svenska rolltiteln som i löpande text (”rymdstädare”, content/sv/roles.ts) och står där svenskan
 *   säger yrket utan artikel: ”som {role}”, ”bli {role}”, ”är {role}”.
 * - Högst 240 tecken ifyllt med en roll på 32 tecken och ett namn på 20 (kontrolleras i ett test).
 * - Varmt och konkret, aldrig ett löfte om framgång: det framtida jaget minns tvivel och små steg.
 */
import type { FutureSelfMessage } from '../future-self-messages.js';

export const FUTURE_SELF_MESSAGES_SV: readonly FutureSelfMessage[] = [
  {
    id: 'not-sure-either',
    text: 'Hej {name}, det är du, fem år senare. Jag vet att du inte vet vad du vill än. Det visste inte jag heller. Att bli {role} började med ett litet ja som jag nästan inte sa.',
  },
  {
    id: 'notebook',
    text: 'Tjena {name}. Spara anteckningsboken med alla halvfärdiga idéer. En av de röriga sidorna blev mitt liv som {role}. Resten lärde mig vad jag inte ville, och det hjälpte också.',
  },
  {
    id: 'monday',
    text: 'Hej {name}, gissa vad: jag gillar måndagar nu. Att vara {role} är tungt vissa dagar, men det är vår sorts tungt. Tack för att du inte gav upp när det gick långsamt.',
  },
  {
    id: 'ask-for-help',
    text: 'Tjena {name}. Det bästa du gör i år är att be någon om hjälp innan du känner dig redo. Det var en enda fika som gjorde att jag blev {role}.',
  },
  {
    id: 'wrong-turns',
    text: 'Hej {name}, en del av dina planer kommer inte att hålla, och det gör inget. Varje felsteg lärde mig något som jag använder varje dag som {role}. Fortsätt, i din egen takt.',
  },
  {
    id: 'curious',
    text: 'Tjena {name}. Fortsätt vara nyfiken på det som andra tycker är tråkigt. Just det där udda lilla intresset är skälet till att folk litar på mig som {role} i dag.',
  },
  {
    id: 'proud',
    text: 'Hej {name}, jag är stolt över dig. Inte för att du är perfekt, utan för att du testade saker fast du var rädd. Det var så vägen till att bli {role} började.',
  },
  {
    id: 'friends',
    text: 'Tjena {name}. Ring tillbaka till dina vänner, även när du har mycket. De som hejade på dig finns kvar runt mig nu när jag är {role}. De betyder mer än någon titel.',
  },
  {
    id: 'ninety-days',
    text: 'Hej {name}, stora framtider byggs av små veckor. Nittio dagar av pyttesmå steg tog mig närmare att bli {role} än flera år av väntan på den perfekta planen.',
  },
  {
    id: 'rest',
    text: 'Tjena {name}. Vila är en del av jobbet. Det lärde jag mig sent. Att vara {role} kräver den versionen av oss som sover, äter ordentligt och fortfarande skrattar åt dåliga skämt.',
  },
  {
    id: 'voice',
    text: 'Hej {name}, ja, det här är verkligen vår röst, bara lite äldre. Livet som {role} är konstigare och bättre än vi trodde. Säg ja till nästa fina överraskning.',
  },
  {
    id: 'start-today',
    text: 'Tjena {name}. Du behöver ingens tillåtelse för att börja. Läs en artikel, skriv till en person, testa en sak i dag. Ärligt talat var det så jag blev {role}.',
  },
];
