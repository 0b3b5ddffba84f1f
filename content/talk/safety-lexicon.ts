/**
 * The safety reader's lexicon (src/core/safety-reader.ts; docs/decisions/062). Data only, reviewed like the rest of
 * the content: every line of the corpus under tests/safety/ that it misses or flags wrongly is fixed here.
 *
 * The reader first normalises a message (lower case, no apostrophes, å/ä/ö folded to a/a/o, emoji and shorthand
 * to words, long words spelt nearly right corrected), then removes the figures of speech below (MASKS), then
 * looks for CUES. Patterns are regular expressions over that normalised text, with `{NAME}` standing for a group
 * of MACROS. A cue's weight is how sure it is on its own: 1 fires alone, smaller weights need another cue. A
 * `negatable` cue does not count right after a negation ("im not suicidal", "i would never hurt myself").
 */

export type SafetyCategory =
  | 'suicide'
  | 'self_harm'
  | 'emergency'
  | 'abuse'
  | 'partner_violence'
  | 'sexual_exploitation'
  | 'distress'
  | 'other_person';

export interface SafetyCue {
  id: string;
  category: SafetyCategory;
  pattern: string;
  weight: number;
  negatable?: boolean;
  /** Also not counted when a negation sits inside the match ("my dad doesnt hit me") or right after it ("slår mig inte"). */
  inner?: boolean;
}

/** Groups of words a pattern names as `{NAME}` (regex alternations over the normalised text). */
export const SAFETY_MACROS: Readonly<Record<string, string>> = {
  SELF: '(?:myself|my self|meself|mig sjalv|mej sjalv)',
  KILLV:
    '(?:kill|killing|kil|killed|off|offing|unalive|unaliving|end|ending|hang|hanging|shoot|shooting|drown|drowning|poison|poisoning|murder|erase|delete)',
  HARMV:
    '(?:cut|cutting|cuts|burn|burning|burned|burnt|hit|hitting|punch|punching|scratch|scratching|hurt|hurting|harm|harming|harmed|starve|starving|bite|biting|carve|carving|slice|slicing)',
  BODY: '(?:arm|arms|wrist|wrists|leg|legs|thigh|thighs|skin|stomach|hips|body)',
  WANT: '(?:want to|wanna|wish i could|going to|gonna|plan to|planning to|planning on|ready to|about to|thinking about|thinking of|think about|considering|tempted to|need to|should just|might just|might|will|would|could|feel like)',
  DIE: '(?:die|be dead|not exist|stop existing|not be alive|disappear|vanish|sleep forever|not wake up|never wake up|end it|end it all|end everything|be gone|go away forever)',
  LIVE: '(?:live|be alive|exist|be here|stay alive|keep living|go on living|keep going|wake up|be around|stay here|stay in this world|be in this world|go on)',
  NEG: '(?:dont|do not|cant|cannot|dont really|no longer|dont even|wont|really dont|see no)',
  FAM: '(?:dad|daddy|father|mum|mom|mother|mam|mommy|mummy|stepdad|step dad|stepfather|step father|stepmum|stepmom|step mom|step mum|stepmother|stepbrother|stepsister|parents|parent|brother|sister|uncle|aunt|auntie|grandpa|grandma|grandfather|grandmother|granddad|nan|mums boyfriend|moms boyfriend|mums bf|moms bf|mums partner|moms partner|foster dad|foster mum|foster mom|foster parents|family|cousin|pappa|mamma|styvpappa|styvmamma|foraldrar|foraldrarna|bror|brorsan|syster|farbror|morbror|moster|faster|morfar|farfar|mormor|farmor|mammas kille|mammas pojkvan|pappas tjej|pappas flickvan|familjen|min familj|fosterpappa|fostermamma|kusin)',
  PART: '(?:boyfriend|girlfriend|bf|gf|partner|ex|ex boyfriend|ex girlfriend|husband|wife|fiance|fiancee|pojkvan|flickvan|kille|tjej|expojkvan|exflickvan|sambo|killen|tjejen|hen|exet)',
  HITV: '(?:hits|hit|hitting|beats|beat|beating|beaten|punches|punched|punching|kicks|kicked|kicking|slaps|slapped|slapping|chokes|choked|choking|strangles|strangled|strangling|throws things at|threw things at|throws stuff at|threw|pushes|pushed|shoves|shoved|grabs|grabbed|hurts|hurt|hurting|abuses|abused|abusing|batters|battered|burns|burned|whips|whipped|attacks|attacked|threatens|threatened|threatening|locks|locked|starves|starved|drags|dragged|bit|smacks|smacked|spat on)',
  SVHIT:
    '(?:slar|slog|slagit|sparkar|sparkade|sparkat|hotar|hotade|hotat|nyper|knuffar|knuffade|skadar|skadade|misshandlar|misshandlade|misshandlat|tar strypgrepp pa|tog strypgrepp pa|stryper|strypte|kastar saker pa|kastade saker pa|lasar in|lasade in|drar|drog|orfilar|orfilade|bankar|bankade|skriker och slar)',
  PILLS:
    '(?:pills|pill|tablets|tablet|meds|medication|medicine|medicines|painkillers|paracetamol|tylenol|ibuprofen|sleeping pills|antidepressants|tabletter|tabletterna|pillren|medicinerna|piller|mediciner|medicin|alvedon|sobril|sömntabletter|somntabletter|burken|kartan)',
  PLACE: '(?:bridge|roof|rooftop|ledge|edge|cliff|tracks|train|bus|building|balcony|window|motorway|highway)',
  THIRD:
    '(?:friend|best friend|bestie|bff|mate|sister|brother|classmate|girlfriend|boyfriend|cousin|roommate|flatmate|teammate|kompis|van|vaninna|basta van|bror|syster|klasskompis|kusin)',
  TIME: '(?:tonight|today|tomorrow|this weekend|after exams|soon|next week|ikvall|idag|imorgon|i helgen)',
};

/** Figures of speech and topics that are not the person in danger: removed before the cues are read. */
export const SAFETY_MASKS: readonly string[] = [
  // "this job is killing me", "my feet are killing me", "you're killing me"
  '\\b(?:is|are|was|were|its|thats|s|keeps|kinda|literally|lowkey|youre|ur|this|that|it|job|boss|commute|exam|exams|shift|shifts|work|school|uni|homework|coursework|deadline|deadlines|feet|back|legs|head|heat|traffic|cold|math|maths|physics|chemistry|excel|suspense|wait|waiting|manager|customers|teacher|hangover) (?:is |are |literally |actually |honestly |lowkey |kinda |really |so )?(?:killing|murdering|destroying) me\\b',
  // "I'd die for that internship", "dying to know", "to die for", "die of embarrassment", "dead tired"
  '\\b(?:die|dying|died|dead) (?:for (?:that|this|a|an|the|it|some|my|your|his|her|them|him|you|pizza|coffee|food|chocolate)|to know|to see|to try|to meet|to hear|to get|to go|to start|to work|to be|over|inside(?: lol| lmao)?)\\b',
  '(?<!want |wanting |wanted |been wanting )\\bto die for\\b(?! (?:weeks|days|months|years|a while|ages|so long|long|real))',
  '\\b(?:die|died|dying|dead|perish|perished|crying|cried|wept) (?:of|from|with|laughing|of laughter|from laughter|of laughing|of embarrassment|from embarrassment|of cringe|from cringe|of boredom|from boredom|of shame|of heat|of hunger|of thirst|of excitement|of happiness|of jealousy)(?: [a-z]+)?\\b',
  '\\b(?:im|i am|i was|literally|actually|lowkey) (?:dead|dying|deceased|perishing|crying)(?: rn| right now| inside)? (?:lol|lmao|lmfao|haha|hahaha|xd|skull|jk)\\b',
  '\\b(?:lol|lmao|lmfao|haha|hahaha) (?:im|i am|literally) (?:dead|dying|deceased)\\b',
  '\\bdead (?:tired|serious|seriously|end|ends|line|lines|set on|on|last|wrong|right|good|easy|simple|quiet|boring|cheap|center|centre|weight|lift|lifts|lifting|ringer|air|zone|beat)\\b',
  '\\b(?:will|would|could|shall|gonna|going to|might|might actually|about to) (?:simply |literally |actually |just )?(?:perish|combust|explode|pass away|evaporate|implode|melt)\\b',
  '\\bi (?:will|would|could|shall) (?:literally |actually |just )?die (?:if|when|before|after|of|from|happy|laughing|a little)\\b',
  // "career suicide", "the deadline is suicide", "suicide squad", "suicide prevention"
  '\\b(?:career|social|financial|political|commercial|professional|academic|gpa|fashion|grade|grades) suicide\\b',
  '\\b(?:is|its|thats|was|be|would be|sounds like|basically|literally|pure|total|like) (?:basically |literally |pure |total |honestly |actual )?suicide(?: honestly| lol| tbh| haha| lmao| basically)?\\b(?! (?:is|would|seems|feels|sounds) (?:the|my|an|a) (?:only|way|answer|option))',
  '\\b(?:suicide|self harm|self injury|domestic violence|domestic abuse|abuse|violence|rape|sexual abuse|sexual assault|overdose|overdoses|trauma|crisis|crises|emergency|emergencies|death|mental health|eating disorders|addiction|grief|sjalvmord|sjalvskada|sjalvskadebeteende|valdtakt|vald|overgrepp|misshandel|kris) (?:prevention|prevent|awareness|research|researcher|rates|rate|statistics|stats|risk factors|survivors|survivor|hotline|helpline|line|lines|squad|mission|missions|bomber|bombers|doors|door|song|songs|scene|movie|film|documentary|podcast|episode|episodes|law|laws|policy|policies|shelter|shelters|centre|center|centres|centers|charity|charities|organisation|organization|studies|study|medicine|nurse|nurses|nursing|doctor|doctors|room|department|ward|services|service|response|responder|responders|training|course|courses|module|counselling|counseling|counsellor|counselor|psychology|support work|worker|workers|team|teams|unit|care|among|bland unga|bland ungdomar|bland tonaringar|in teens|in young|i media|prevention work|forebyggande|prevention|linjen|jouren|jour|mottagning|forskning|arbete)\\b',
  '\\b(?:work|working|worked|job|jobs|career|careers|volunteer|volunteering|volunteered|intern|internship|internships|study|studying|studied|studies|thesis|essay|essays|paper|papers|research|researching|course|courses|class|classes|lecture|lectures|degree|major|majoring|minor|project|presentation|report|book|books|novel|podcast|documentary|film|movie|series|show|article|articles|train|training|jobba|jobbar|jobbade|plugga|pluggar|pluggade|studera|studerar|uppsats|forskning|praktik|utbildning|kurs|yrke|arbeta|arbetar|gymnasiearbete|skriver|skrev|examensarbete) (?:[a-z]+ ){0,5}?(?:suicide|self harm|domestic violence|abuse|violence|rape|sexual assault|overdoses?|trauma|crisis|emergency|death|sjalvmord|sjalvskada|sjalvskadebeteende|valdtakt|vald|misshandel|overgrepp|kris)\\b',
  // "kill two birds", "kill time", "killed it", "killed that exam", "the killer app"
  '\\bkill(?:ed|ing)? (?:it|that|them|time|two birds|the vibe|the mood|my vibe|the game|the interview|the exam|the test|the presentation|the pitch|the set|the boss|the final boss|zombies|monsters|enemies|bugs|the process|the lights|the engine|my phone battery|my battery)\\b',
  // "I hurt myself at practice", "burnt myself cooking", "cut myself shaving"
  '\\b(?:hurt|injured|cut|burnt|burned|scratched|bruised|twisted|sprained|pulled) (?:myself|my self|my (?:arm|leg|knee|ankle|back|wrist|finger|hand|foot|shoulder|thumb))(?: a bit| a little| slightly| badly)? (?:at|while|when i (?:fell|slipped|tripped|was cooking|was playing|was running)|during|playing|cooking|shaving|skating|running|lifting|on the|on a|by accident|accidentally|in practice|in training|in the gym|at the gym|at work|at practice|at football|at training|chopping|slicing|opening|on my bike|falling|on the oven|on the stove|on the pan|on the tray|on the oven tray|pa ugnen|pa spisen)\\b',
  // Games and screens: "I died 20 times on that level"
  '\\b(?:died|die|dying|killed|dead) (?:\\d+ times|so many times|again on|on (?:that|this|the) (?:level|boss|map|round|stage)|in (?:the|that|this) game|in fortnite|in minecraft|in valorant|in elden ring|in cod)\\b',
  // Swedish idioms: "jag dör av skratt", "skrattade ihjäl mig", "det här jobbet tar livet av mig", "dödstrött"
  '\\b(?:dor|dog|doende) (?:av|pa) (?:skratt|tristess|trotthet|lycka|hunger|torst|varme|varmen|nyfikenhet|skam|pinsamhet|langtan|spanning|stress)\\b',
  '\\b(?:skrattade|skrattar|skratta|skamtade|skamtar|tristar|tråkar|trakar|frös|fryser|jobbar|pluggar|stressar|svettas) ihjal\\b',
  '\\b(?:jobbet|skolan|plugget|chefen|pendlingen|tentan|tentorna|proven|stressen|deadlinen|jobbet har|det har jobbet|det har|detta|matten|fysiken|kunderna|schemat|kollegorna|lararen|resan|jobb) (?:[a-z]+ ){0,2}?tar (?:livet|kal) av mig\\b',
  '\\b(?:ar|var|blir) (?:ju )?(?:rena|som) (?:sjalvmordet|sjalvmord)\\b',
  // "dad's gonna kill me" (not "if i tell"), "id rather die than do another group project", "done with everything for today"
  '\\b(?:dad|mum|mom|dads|mums|moms|father|mother|parents|teacher|boss|coach|manager|mamma|pappa|morsan|farsan|lararen|chefen|tranaren)s? (?:is |are )?(?:literally |actually |honestly )?(?:going to|gonna|will|ska|kommer att|kommer) (?:literally )?(?:kill|murder|doda|morda) (?:me|mig)\\b(?! (?:if i (?:leave|tell|talk)|when i (?:tell|leave)|om jag (?:berattar|gar)))',
  '\\b(?:id|i would|i d) (?:literally |honestly |actually )?rather (?:die|perish|eat glass|jump off a cliff) than\\b',
  '\\b(?:done|klar|fardig) (?:with everything|med allt)(?: [a-z.]+){0,2} (?:for today|for tonight|for now|for the day|idag|for idag|for ikvall)\\b',
  // "this exam is going to kill me", "suicide season by bmth", "skar mig lite i fingret", "when i said i want to die i meant the maths test"
  '\\b(?:exam|exams|test|job|shift|work|school|homework|deadline|this|that|it|boss|teacher|commute|chemistry|maths|math|physics|prov|provet|tentan|jobbet) (?:is |are |will )?(?:literally |actually |honestly )?(?:going to|gonna|will) (?:literally )?(?:kill|murder|destroy|be the death of) me\\b',
  '\\b(?:suicide (?:season|squad|boys|silence)|suicideboys|uicideboy)\\b',
  '\\b(?:skar|skurit|skar mig|skurit mig) (?:mig )?(?:lite )?(?:i|pa) (?:fingret|tummen|handen|kniven)\\b',
  // Other people as the subject of care or study: "people who are suicidal", "some of them self harm", "tired of living on noodles"
  '\\b(?:people|folk|those|others|patients|teens|kids|clients|young people|ungdomar|personer|manniskor|unga|elever|students|them|dem|dom)\\b (?:[a-z]+ ){0,2}?(?:who|that|som|of them|av dem|av dom)? ?(?:are|is|have|har|ar|feel|kanner|who are)? ?(?:suicidal|sjalvmordstankar|sjalvmordsbenagna|self harm|self harming|skadar sig|sjalvskadar)\\b',
  '\\b(?:some|many|most|several|a few|flera|manga|nagra) (?:of them|av dem|av dom) (?:self harm|skadar sig|sjalvskadar|are suicidal|har sjalvmordstankar)\\b',
  '\\b(?:tired of|sick of|trott pa att) (?:living|leva) (?:on|off|pa|in (?:a|this|my) (?:flat|room|dorm|town))\\b',
  '\\b(?:uppsats|uppsatsen|gymnasiearbete|gymnasiearbetet|examensarbete|examensarbetet|essay|thesis|dissertation|projekt|projektet)\\b(?: [a-z]+){0,8} (?:sjalvmord|suicide|sjalvskada|sjalvskadebeteende|self harm|overgrepp|valdtakt|misshandel|domestic violence)\\b',
  // "its giving i want to die energy", "crawl into a hole and die", "shooting myself in the foot"
  '\\b(?:i want to die|want to die|kms|dead) (?:energy|vibes|vibe|mood|core)\\b',
  '\\bcrawl into a hole and die\\b|\\b(?:shoot|shooting|shot) myself in the foot\\b|\\bskjuta mig sjalv i foten\\b',
  '\\b(?:inga|no|not any) (?:sjalvskadetankar|self harm thoughts|thoughts of self harm)\\b',
  '\\b(?:huvudet|hjarnan|my head|my brain) (?:exploderar|explodes|will explode|is going to explode)(?: snart)? (?:av|from|with|because of) (?:all )?(?:matte|plugg|pluggandet|math|maths|physics|fysik|homework|laxor|info|information|stress)\\b',
  // "im gonna die 💀", "die a little inside", "cut the dead wood", "old healed scars", "fighting sextortion scams"
  '\\b(?:going to|gonna|will|im going to|im gonna) (?:literally )?die (?:skull|lol|lmao|haha|crying)\\b|\\bdie a little inside\\b',
  '\\b(?:cut|cutting) (?:the )?dead wood\\b',
  '\\b(?:scars|arr|arren|marks)\\b.{0,24}\\b(?:are old|old and healed|healed|lakta|ar gamla|from years ago|fran manga ar sen)\\b',
  '\\b(?:fighting|fight|stop|stopping|prevent|preventing|against|bekampa|motverka) (?:[a-z]+ )?(?:sextortion|grooming|trafficking|abuse|fraud|scams)\\b|\\bsextortion (?:scams?|cases|awareness)\\b',
  // "id rather die lol", "orkar inte mer med excel", "min lärare kommer döda mig om jag lämnar in sent", "leva utan dig", "kan inte andas av skratt"
  '\\b(?:id|i would|i d) (?:literally |honestly |actually )?rather (?:die|perish) (?:lol|lmao|haha|skull|crying)\\b',
  '\\borkar inte (?:mer |langre )?med (?!livet|allt|nagonting|nanting|mig|att leva|detta liv|det har livet|nagot)[a-z]+\\b',
  '\\b(?:lararen|larare|chefen|chef|mamma|pappa|morsan|farsan|coach|tranaren)\\b.{0,15}\\b(?:dodar|doda|mordar|morda) mig om jag (?:lamnar in|kommer sent|missar|glommer|far|inte|ar sen)\\b',
  '\\b(?:leva|live|living) (?:utan|without) (?:dig|honom|henne|dem|dom|you|him|her|them)\\b',
  '\\b(?:kan inte andas|cant breathe|can t breathe) (?:av skratt|from laughing|laughing|lol|haha|skull)\\b',
  '\\bblamarken\\b.{0,20}\\b(?:fran|efter|from|after) (?:fotbollen|traningen|hockeyn|hockey|football|training|rugby|the game|matchen|match)\\b',
  // learners' and hedged idioms: "the bus is so slow i want to die", "i die every time at the boss", "jump off a cliff every time", "hoppa av programmet"
  '\\bso (?:slow|boring|annoying|bad|long|hot|cold|expensive|cringe) (?:that )?i (?:want to|could|wanna) die\\b',
  '\\b(?:die|died|dying|dog|dor) (?:every time|varje gang)\\b',
  '\\b(?:one more|another) (?:[a-z]+ ){1,6}(?:im going to|im gonna|i will|ill|i am going to) (?:die|perish|scream|explode)\\b',
  '\\bjump off a cliff (?:every time|whenever|when|if)\\b',
  '\\bhoppa av (?:[a-z]*programmet|utbildningen|skolan|gymnasiet|kursen|plugget|jobbet|universitetet|uni|komvux)\\b',
  '\\b(?!(?:he|she|they|dad|mum|mom|father|mother|stepdad|brother|uncle|boyfriend|girlfriend|bf|gf|partner|ex|someone|somebody|han|hon|husband|wife)\\b)[a-z]+ (?:is|are|will be) (?:literally )?(?:going to|gonna) (?:kill|murder) me\\b',
  // "its not that i dont want to be alive, i just…", "det är inte så att jag inte vill finnas…"
  '\\b(?:its not that|it is not that|not that|det ar inte sa att|inte sa att|inte for att)\\b[^.,]*',
  // "i just dont want to be at this job", "jag vill bara inte finnas på det här jobbet"
  '\\b(?:vill |want to |wanna )?(?:bara |just )?(?:inte )?(?:finnas|vara|be|exist|be here|stay) (?:pa|i|at|in|on) (?:det har|den har|this|that|my|the) (?:jobbet|job|company|team|class|klassen|skolan|school|course|kursen|workplace|arbetsplatsen|stallet|place|project|laget|gruppen|uni)\\b',
  // "i said kms in the group chat but it was a joke"
  '\\b(?:said|typed|wrote|posted|joked|say|says|sent) (?:kms|kys)\\b(?=.*\\b(?:joke|joking|jk|kidding|meme|im fine|fr)\\b)',
  // "this is my last message today", "i wont be here next week bc im going on holiday"
  '\\b(?:last|final) (?:message|text|question|one) (?:for )?(?:today|for today|for now|tonight|this week|before (?:i|work|class|bed|my shift|dinner)|of the day|i promise)\\b',
  '\\b(?:wont|will not|not|kommer inte att|kommer inte) (?:be|vara) (?:here|around|har|kvar) [a-z ]{0,24}?(?:because|bc|cause|cuz|since|as|im going|i am going|going on|on holiday|on vacation|travelling|traveling|away|pa semester|for att jag|for jag|eftersom|ska resa|ska pa|ska till|aker|reser)\\b',
  // "my mom is going to kill me when she sees my grades"
  '\\b(?:going to|gonna|will|would|is gonna|is going to|are going to) (?:literally |actually |honestly |lowkey )?(?:kill|murder) me (?:when|if|once|for)\\b[^.,]*',
  '\\b(?:doda|morda) mig (?:nar|om) (?:hon|han|de|dom) (?:ser|far veta|hor)\\b',
  // "stabbed in the back", "det skar sig mellan oss", "touched my heart", relapse into vaping
  '\\bstabbed (?:me )?in the back\\b|\\bdet skar sig\\b|\\btouched (?:me|my heart|my soul) (?:deeply|emotionally|so much)\\b|\\brelapsed? (?:on|into|with|back to) (?:smoking|vaping|nicotine|snus|junk food|sugar|gaming|candy|energy drinks|procrastinating|procrastination|tiktok|doomscrolling)\\b',
  '\\b(?:tar|tog) pa mig (?:jackan|skorna|ansvaret|ansvar|mer|for mycket|extrapass|uppgiften|kladerna|hornlurarna|ett extrapass|en roll)\\b',
  '\\b(?:skar|skurit|skurit mig|skar mig) (?:mig )?(?:pa|i) (?:kniven|fingret|tummen|papperet|glaset|handen nar jag|en kniv nar)\\b',
  // "ugh kms this spreadsheet is broken again (jk)", "i want to disappear into a hole after that presentation"
  '\\b(?:kms|kys)\\b(?=[^.]*\\bjk\\b)',
  '\\b(?:disappear|vanish|sink|crawl|hide) (?:into|under|in|through) (?:a|the) (?:hole|rock|floor|ground)\\b|\\bsjunka genom jorden\\b',
  // "i want to end things with my part time job"
  '\\bend things with (?:him|her|them|my (?:bf|gf|boyfriend|girlfriend|partner|ex|boss)|(?:my|the|this) (?:[a-z]+ ){0,2}(?:job|course|contract|placement|team|club|band|company))\\b',
  // "is it ok to leave a job after two weeks", "work with suicidal teens"
  '\\b(?:leave|quit|stop|end) (?:a|my|the|this|that) (?:job|course|school|uni|team|company|apprenticeship|club|placement|internship|contract)\\b',
  '\\b(?:work|working|help|helping|support|supporting|care for|caring for) (?:with )?(?:suicidal|self harming|abused) (?:teens|people|kids|young people|patients|children|youth|teenagers)\\b',
  '\\bcutting (?:down|back|my hours|hours|costs|class|classes|school|corners|ties|it close|my hair|hair|carbs|sugar|out)\\b',
];

/**
 * Sentences whose cues do not count, with what the sentence says about them: the past, over now ("i used to self
 * harm but ive been fine for two years"), a joke said to be one ("i said i wanted to die but i was joking"), a song,
 * book or series being described. The sentence must match every pattern of one, and not SAFETY_CONTEXT_UNLESS.
 */
export const SAFETY_CONTEXTS: readonly { id: string; all: readonly string[] }[] = [
  {
    id: 'resolved-past',
    all: [
      '\\b(?:used to|years? ago|months ago|last year|a year ago|two years|2 years|in (?:first|second) year|when i was (?:\\d+|younger|little|a kid|in school)|back in|in the past|before i (?:started|got|moved)|brukade|for (?:\\d+|ett|tva|tre|nagra) (?:ar|manader) sen|forra aret|i fjol|sen i varas|sen ett ar|nar jag var (?:\\d+|yngre|liten)|har slutat|pa flera ar|since i (?:started|got|began|moved)|sen jag borjade|ages ago|broke up|back when|forut|forr|i was \\d+|nar jag var \\d+|im \\d+ now|nu ar jag \\d+|tidigare|as a (?:teenager|kid|child)|nar vi var sma|nar jag var liten|lange sen|i (?:nian|sjuan|attan|hogstadiet|mellanstadiet)|in year \\d+|in high school|pa hogstadiet|last (?:winter|summer|spring|autumn|fall|month|term)|once|en gang|for (?:flera|manga|nagra|tva|tre) ar sedan|sedan|before i|in my (?:home )?country|in the camp|when we were (?:kids|small|little|children)|back home|pa gymnasiet|in high school|back in high school|when i was younger|nar jag var yngre|forra (?:vintern|sommaren|terminen|varen|hosten)|when i was younger|anymore)\\b',
      '\\b(?:(?:fine|safe|good|well|better|okay|ok|happy|stable) now|im (?:fine|safe|okay|ok|good|doing (?:good|well|better|okay))|(?:been|im) (?:fine|clean|good|okay|better) for|doing (?:good|well|better)|recovered|are gone|is gone|different person|therapy|therapist|counsell?or|have support|got help|mar (?:bra|battre|mycket battre)|funkar bra|ar stolt|har hjalp|fatt hjalp|kuratorn|medicinen hjalper|psykologen|inte sen|inte gjort det|matt (?:bra|battre)|mar (?:mkt|mycket) battre|ar borta|e borta|har forsvunnit|ar over|terapin|terapi|in a (?:much )?better place|much better|glad i stayed|im glad|kbt|hjalpte|inte hant pa lange|nykter|det ar bra hemma|grateful|survived|in recovery|recovery|doing great|havent (?:for|in) years|not for years|mar (?:faktiskt )?(?:jattebra|helt bra|bra nu)|avslutade|wrapped up|dealt with|bearbetat|over sen lange|(?:ar|e) over|restraining order|stable (?:job|flat|life)|for (?:two|three|four|five|\\d+) years now|been \\d+ years|proud|stolt|now (?:i am|im) (?:okay|ok|fine|safe|good|better)|now i (?:have|live)|now we are|i stop(?:ped)?|and safe|i have help|now i have (?:a )?future|(?:thats|that s|its|it s) (?:over|been gone)|has been gone|det ar over nu|har varit borta|kurator|ar battre|blocked|reported|told my (?:mum|mom|parents|teacher)|its (?:all )?sorted|blockerade|blockade|berattade for (?:mamma|pappa|en vuxen|lararen)|(?:det )?ar lost|slutat (?:skada|skara|rispa)|behind me|bakom mig|det ar lange sen|lange sedan|got support|fick hjalp|free of it|fri fran det|doing fine|(?:got|have|i have) no contact|ingen kontakt|i want to work|want to study|work in|nu vill jag bli|vill jobba med)\\b',
    ],
  },
  {
    id: 'joke',
    all: [
      '\\b(?:joking|was joking|just joking|kidding|just kidding|jk|jkjk|skamt|skamtade|skamtar|pa skamt|inte pa riktigt|meant (?:from|it as a joke)|as a joke|it was a joke|was a joke|was joke|it was joke|var ett skamt|(?:only )?said i want(?:ed)? to (?:die|disappear|forsvinna) (?:because|bc|cause|for att)|sa att jag vill forsvinna for att|ironiskt|(?:meant|menade) (?:from|fran|about|pa) (?:social media|sociala medier|instagram|insta|tiktok|snap|the group|gruppen)|(?:meant|menade jag|was about|handlade om|gallde) (?:about )?(?:the |my |mitt |min )?(?:exam|exams|test|grades|results|exam results|prov|provet|matteprovet|betygen|deadline|homework|laxan))\\b',
    ],
  },
  {
    id: 'media',
    all: [
      '\\b(?:song|songs|book|books|series|show|film|movie|episode|podcast|character|main character|novel|poem|lyrics|serie|serien|bok|boken|lat|laten|huvudkaraktaren|huvudpersonen|karaktaren|avsnitt|dikt|texten|game|spel|spelet|skrackspel|horror game|album|artist|band|play|pjas|netflix|anime|manga|documentary|dokumentar|skoluppgift|uppgift|roman|romanen|svenskakursen|analys|novell|fortnite|minecraft|valorant|roblox|apex|gta|karaktar|speech|monologue|monolog|pjasen|pjas|scene|scen|hamlet|memoir|biography|psykologin|halsokunskapen|halsokunskap|sociology|sociologi)\\b',
      '\\b(?:about|om|handlar om|where (?:the|a|an|his|her|this|that|some) (?:girl|boy|guy|man|woman|main|character|kid|father|mother|teen|hero|lead)|dar (?:huvudkaraktaren|huvudpersonen|en tjej|en kille)|killed off|season finale|finale|plot|the story|main character|huvudpersonen|karaktaren|karaktar|character|manuset|flashbacks?|spelar (?:jag )?en|playing a|play a|is about)\\b',
    ],
  },
];

/** Words that keep a sentence's cues counting even in such a context ("relapsed again", "but honestly i do"). */
export const SAFETY_CONTEXT_UNLESS =
  '\\b(?:again|relapsed|relapse|started again|back to|tonight|right now|rn|but (?:honestly|really|actually|for real|seriously|now(?! (?:i am|im|i have|i live|we are|i feel|i m) ))|igen|aterfall|borjat igen|ikvall|just nu|not (?:a )?jok\\w*|not joking|no joke|not kidding|inte (?:som )?(?:ett )?skamt|inget skamt|(?<!inte )pa riktigt|for real|not (?:really |actually )?joking|not as a joke|men det ar det inte|det ar det inte|det e det inte)\\b';

/** The cues: what being in danger sounds like, by category. */
export const SAFETY_CUES: readonly SafetyCue[] = [
  // ---------- found walking a persona through Talk after the last measurement ----------
  {
    id: 'b8-suicide',
    category: 'suicide',
    pattern:
      '\\b(?:cope|manage|be fine|be okay|be ok|be better|get on|move on)(?: fine| just fine| better)? (?:if|when|once) i (?:just )?(?:stopped showing up|stop showing up|was gone|were gone|wasnt here|werent here|disappeared|left for good|stopped existing)\\b|\\bstopp(?:ed)? showing up\\b.{0,20}\\b(?:to anything|to everything|ever|for good|anywhere)\\b',
    weight: 1,
    negatable: true,
  },
  // ---------- added while tuning on tune-18 (learners of English and Swedish) and tune-19 (hedged lines) ----------
  {
    id: 'b7-suicide',
    category: 'suicide',
    pattern:
      '\\bnot (?:be )?(?:here )?in this world anymore\\b|\\bpray (?:god|to god|allah) (?:to )?take my (?:soul|life)\\b|\\bi want it (?:to )?finish\\b|\\bwant to stop it\\b(?=.{0,0})|\\bno meaning\\b.{0,30}\\b(?:want to stop|stop it|finish)\\b|\\btired (?:to be|of being|from being) alive\\b|\\btired from life\\b|\\bno reason to continue (?:life|living)\\b|\\bput it down forever\\b|\\bsoul want(?:s)? to leave my body\\b|\\bdont want to be in this life\\b|\\bi am finished\\b(?=.{0,0})|\\bwant my heart to stop\\b|\\bvill inte vara i livet\\b|\\bvill sluta leva\\b|\\bvill doda mig sjalv\\b|\\b(?:battre|bra) om jag (?:ar|e) inte (?:har|kvar)\\b|\\b(?:skrivit|skrev) brev till (?:min )?mamma\\b.{0,30}\\bslut\\b|\\bga bort fran varlden\\b|\\bjag ska do snart\\b|\\bbilen kor pa mig\\b|\\bvara med min (?:bror|syster|mamma|pappa|mormor|farmor|morfar|farfar|van) i himlen\\b|\\bbe with my (?:brother|sister|mum|mom|dad|father|mother|grandma|grandpa|friend) in heaven\\b|\\bwhere im going\\b|\\bdont want to wake up tomorrow\\b|\\bdecide to die\\b|\\bnara att inte ga hem\\b|\\bvarfor jag tog mitt liv\\b|\\bvill finish myself\\b|\\bfinish myself\\b|\\bwant to finish my life\\b',
    weight: 1,
    negatable: true,
  },
  {
    id: 'b7-other-harms',
    category: 'abuse',
    pattern:
      '\\b(?:burn|burned|burnt) my hand\\b|\\bgirls? (?:not|dont|doesnt) need (?:to )?study\\b|\\bnot let me go to school\\b|\\b(?:kontrollerar|controls) mig\\b|\\bfar inte ga ut\\b|\\b(?:parents|foraldrarna) (?:dont|do not|inte) (?:let me|later (?:en|mig)) (?:eat|ata)\\b|\\binte later en ata\\b|\\bdont let me eat\\b',
    weight: 1,
    negatable: true,
  },
  {
    id: 'b7-partner',
    category: 'partner_violence',
    pattern:
      '\\bmin man (?:slar|tvingar|hotar|laser)\\b|\\bmy husband (?:hits|beats|forces|threatens)\\b|\\btvingar mig i sangen\\b|\\bdecides who i can see\\b|\\bkeeps my bank card\\b',
    weight: 1,
  },
  {
    id: 'b7-sexual',
    category: 'sexual_exploitation',
    pattern:
      '\\bmoney for pictures of my body\\b|\\bsleep with him or i lose\\b|\\bwork with my body\\b|\\bpay the debt\\b|\\bbe with men for money\\b|\\bsell (?:her|my|his) body\\b|\\bvara med hans kompisar\\b|\\bger mig droger\\b',
    weight: 1,
  },
  {
    id: 'b7-emergency',
    category: 'emergency',
    pattern:
      '\\bswallow(?:ed)? my (?:mother|mothers|father|fathers|mum|mums|moms|dads) medicines?\\b|\\bhead is going round\\b|\\b(?:ar|e) pa taket nu\\b|\\bjag ska hoppa\\b|\\bblod overallt\\b|\\boutside with a knife\\b|\\bshouting my name\\b',
    weight: 1,
  },
  {
    id: 'b7-sh',
    category: 'self_harm',
    pattern:
      '\\bskadar min kropp\\b|\\bhurt my body\\b|\\bbrant mig sjalv med flit\\b|\\bwanting to hurt yourself\\b(?=.{0,60}\\b(?:i did it|did it again|its me)\\b)|\\bi did it again today\\b',
    weight: 1,
  },
  {
    id: 'b7-distress',
    category: 'distress',
    pattern:
      '\\bi (?:panic|am panic) now\\b|\\bi (?:feel )?(?:i )?lose control\\b|\\bnightmares from the\\b|\\bso broken\\b|\\bmy mind is broken\\b|\\bpictures from (?:the )?war\\b|\\bhor bomberna\\b',
    weight: 0.7,
  },
  {
    id: 'b7-other',
    category: 'other_person',
    pattern:
      '\\bmake her sell\\b|\\bskrev hej ?da till alla\\b|\\b(?:pojkvan|kille) misshandlar henne\\b|\\bska doda henne\\b|\\bstar vid (?:sparet|bron|kanten)\\b',
    weight: 1,
  },
  // ---------- added while tuning on tune-16 and tune-17 (indirect lines) ----------
  {
    id: 'b6-suicide',
    category: 'suicide',
    pattern:
      '\\b(?:gave|given|giving) (?:my |all my )?(?:gaming account|accounts|passwords)\\b|\\bthen i can stop\\b|\\bno version of me at \\d+\\b|\\btying up loose ends\\b|\\bnever getting out\\b|\\b(?:sat|sitting) in the car in the garage\\b|\\bthats (?:just )?how it ended\\b|\\bdont want to be part of it anymore\\b|\\blooking up how high\\b|\\bnot going to be there for it\\b|\\b(?:ar|e) det slut for min del\\b|\\bnu kanns allt avslutat\\b|\\bvara borta for gott\\b|\\btyst i huvudet\\b.{0,10}\\bfor alltid\\b|\\blagga mig och aldrig ga upp\\b|\\b(?:det )?(?:ar|e) snart over\\b(?! (?:med|for) (?:plugget|skolan|terminen|kursen|jobbet|provet|tentan))(?!.{0,30}\\b(?:sista dagen|sommarjobbet|terminen|provet|tentan|skolan|plugget|kursen)\\b)|\\bska sluta,? for alltid\\b|\\bger upp pa riktigt\\b|\\bkommer inte bli aldre\\b|\\bskrivit lappar till alla\\b|\\bordnat med (?:katten|hunden|allt)\\b(?!.{0,40}\\b(?:nar jag ar pa|medan jag|grannen matar|sa grannen|under resan|semester))|\\bskrivit till mamma ifall\\b|\\binte (?:nans|nagons) fel\\b|\\borkar bara inte mer\\b|\\bbett om forlatelse till alla\\b',
    weight: 1,
  },
  {
    id: 'b6-sh',
    category: 'self_harm',
    pattern:
      '\\bgo back to the blade\\b|\\bfeel something physical\\b|\\bleaves marks\\b|\\bcovered in marks\\b|\\bkeep adding new ones\\b|\\bwant to cut so badly\\b|\\bgjort det igen\\b(?=.{0,40}\\b(?:trodde jag var klar|klar med det|i kvall|ikvall|igen)\\b)|\\bgjorde jag det igen\\b|\\bfortjanar (?:det|att det gor ont|dem|att ha ont)\\b|\\bgora mig sjalv illa\\b|\\bbar alltid langarmat\\b|\\bnya marken som ingen\\b',
    weight: 1,
    negatable: true,
  },
  {
    id: 'b6-emergency',
    category: 'emergency',
    pattern:
      '\\bsvalt allt som fanns\\b|\\blater mig inte ga ut\\b|\\b(?:en kille|en man|nagon) jag inte kanner\\b.{0,30}\\b(?:later mig inte|slapper inte|vill inte slappa)\\b',
    weight: 1,
  },
  {
    id: 'b6-abuse',
    category: 'abuse',
    pattern: '\\bvarre an bara skrik\\b|\\bblir det slag\\b|\\bblir det stryk\\b',
    weight: 1,
  },
  {
    id: 'b6-partner',
    category: 'partner_violence',
    pattern:
      '\\bmaste redovisa for (?:honom|henne)\\b|\\bflippar (?:han|hon)\\b|\\bdyker upp utanfor (?:jobbet|skolan|min dorr)\\b|\\bannars vet jag vad som hander\\b|\\btog (?:han|hon) tag i mig hart\\b|\\bgrabbed me hard\\b',
    weight: 1,
  },
  {
    id: 'b6-sexual',
    category: 'sexual_exploitation',
    pattern:
      '\\bget the job if i went to his\\b|\\bhans speciella\\b|\\bingen far veta om oss\\b|\\bfoljer med hem till honom\\b|\\babusing me and paying\\b|\\bskickar snusk\\b|\\bsnall mot honom\\b|\\bnormalt att vuxna och tonaringar\\b|\\bvar grej (?:och|o) ingen annans\\b|\\bvill att jag skickar en video\\b',
    weight: 1,
  },
  {
    id: 'b6-distress',
    category: 'distress',
    pattern:
      '\\bkommer inte ur sangen pa (?:tre|\\d+|flera) dagar\\b|\\binte lamnat rummet pa en vecka\\b|\\binte (?:ar|e) i min kropp\\b',
    weight: 1,
  },
  {
    id: 'b6-other',
    category: 'other_person',
    pattern: '\\bsista meddelandet var\\b|\\bhar bestamt sig och sen blockade\\b|\\bstory som sag ut som ett avsked\\b',
    weight: 1,
  },
  // ---------- added while tuning on tune-13, tune-14 and tune-15 ----------
  {
    id: 'b5-suicide',
    category: 'suicide',
    pattern:
      '\\b(?:level crossing|railway|tracks|tagralsen|jarnvagen|perrongen|spåren|sparen)\\b.{0,60}\\b(?:thought about it|thinking about it|tankte|tanker|easy|latt|so easy|jump|hoppa)\\b|\\b(?:this is|its|det har ar) (?:prob(?:ably)? )?my last (?:week|day|night|weekend)\\b(?! (?:at|of|in|on|before))|\\bwont be (?:alive|around|here) to (?:go|see|start|finish|graduate)\\b|\\b(?:reading|googling|searching|looking up|researching|read) (?:about )?(?:how to do it|ways to (?:do it|die|go)|how to end it|methods)\\b|\\b(?:swerv\\w*|drive|driving|crash\\w*) (?:into|off) (?:the |a )?(?:wall|tree|road|bridge|barrier|oncoming)\\b|\\b(?:korde|kora|kor) av vagen\\b|\\b(?:wrote|writing|written|made|skrev|skrivit) (?:my|mitt|a) (?:will|testamente)\\b|\\bhoping (?:the|my) (?:plane|bus|train|car) (?:goes down|crashes)\\b|\\bhow much longer i can keep (?:doing this|going)\\b|\\bhur lange (?:till )?jag orkar\\b|\\b(?:vill|orkar|kan) jag inte (?:leva|finnas|mer|langre)\\b|\\b(?:enda sattet|only way)\\b.{0,30}\\b(?:ar att do|is to die|is dying|is death)\\b|\\bmake it look like an accident\\b|\\bnot (?:going to|gonna) have one\\b|\\bnothing (?:left )?to live for\\b|\\binget (?:kvar )?att leva for\\b|\\bbestamt mig for att inte leva\\b|\\bwrite a note\\b.{0,40}\\b(?:not a|the other kind)\\b|\\b(?:rehearsing|practising|practicing|imagining) how (?:id|i would|i d|i will|ill) do it\\b|\\b(?:forums?|sites?|videos?) about (?:ending it|suicide|dying|how to die)\\b|\\bgo through with it\\b|\\b(?:inte tanker|tanker inte) leva\\b|\\b(?:ar|e) det slut\\b.{0,15}\\bpa riktigt\\b|\\b(?:sitter|star|sitting|standing) (?:uppe )?(?:pa|on) (?:the )?(?:taket|roof)\\b|\\b(?:picture|see|imagine)\\b.{0,30}\\bmy funeral\\b|\\b(?:sleep|somna)\\b.{0,12}\\b(?:not come back|never come back|inte komma tillbaka)\\b|\\b(?:battre|lattare|enklare|skont)\\b.{0,20}\\bom jag (?:bara )?(?:dog|var dod|inte fanns|forsvann|inte levde)\\b|\\b(?:sa|sagt) hejda till\\b.{0,40}\\b(?:utan att|fattade inte|fattar inte|dom fattade)\\b|\\bplanerat hur (?:och|o) nar\\b|\\b(?:tagit|tar|ta) farval av (?:alla|mina|familjen)\\b|\\b(?:csn|lan|lanet|student loan)\\b.{0,40}\\b(?:om man dor|if you die)\\b|\\b(?:even )?notice if i (?:went|left|was gone|disappeared|died)\\b',
    weight: 1,
  },
  {
    id: 'b5-weak',
    category: 'suicide',
    pattern:
      '\\b(?:actually |seriously )?considering it\\b|\\bif (?:you|i|man) (?:die|dies|dor)\\b|\\b(?:fragar for min egen skull|asking for (?:myself|me))\\b|\\b(?:this is|its) (?:prob(?:ably)? )?the last (?:one|chat|time)\\b|\\bthanks for the chats\\b|\\bmy funeral\\b|\\brelief\\b',
    weight: 0.5,
  },
  {
    id: 'b5-sh',
    category: 'self_harm',
    pattern:
      '\\b(?:hide|hiding|cover|covering|dolja|doljer|gomma) (?:jag |i )?(?:my |the |fresh |new |mina )*(?:marks|scars|cuts|arr|arren|sar|saren|marken)\\b|\\blong sleeves\\b.{0,40}\\b(?:july|summer|sommar|bc of my arms|because of my arms)\\b|\\b(?:sister|brother|friend|mate|syster|bror|kompis)\\b (?:is|has been|s) cutting\\b',
    weight: 1,
  },
  {
    id: 'b5-emergency',
    category: 'emergency',
    pattern:
      '\\b(?:having|has) a seizure\\b(?= (?:at|right now|and|now|rn))|\\bsleeping (?:at|in) the (?:bus|train) station\\b|\\bsover (?:pa|i) (?:stationen|trappuppgangen|gatan)\\b|\\b(?:woke up|vaknade)\\b.{0,60}\\b(?:clothes (?:were )?off|no memory|dont remember anything|utan klader|minns ingenting)\\b',
    weight: 1,
  },
  {
    id: 'b5-abuse',
    category: 'abuse',
    pattern:
      '\\b(?:skulle|ska|kommer att) sla ihjal mig\\b|\\b(?:utslangd|kastad ut|kicked out|thrown out)\\b.{0,40}\\b(?:sova|sleep|sleeping)\\b',
    weight: 1,
  },
  {
    id: 'b5-partner',
    category: 'partner_violence',
    pattern:
      '\\b(?:tar|tar han|tar hon) livet av mig om jag (?:lamnar|gor slut|gar)\\b|\\bnot allowed to talk to (?:male|female|other)\\b|\\bgoes through my (?:stuff|phone|things) and\\b|\\blaser dorren sa att jag inte kan\\b|\\b(?:hennes|hans) (?:kille|tjej|pojkvan|flickvan) (?:hotar|slar)\\b',
    weight: 1,
  },
  {
    id: 'b5-sexual',
    category: 'sexual_exploitation',
    pattern:
      '\\bif i (?:sleep|slept) with (?:him|her)\\b|\\bspecial relationship\\b|\\b(?:chef|chefen)\\b.{0,30}\\btar pa mig\\b|\\bhalla tyst\\b(?=.{0,0})',
    weight: 1,
  },
  {
    id: 'b5-distress',
    category: 'distress',
    pattern:
      '\\bstar inte ut\\b|\\bgoing to explode\\b|\\bscreamed into my pillow\\b|\\boverklig\\b|\\bsom att jag forsvinner\\b|\\bi mitt eget huvud\\b',
    weight: 0.5,
  },
  {
    id: 'b5-other',
    category: 'other_person',
    pattern:
      '\\bnobody would miss (?:him|her|them)\\b|\\b(?:texted|sent) me (?:goodbye|bye)\\b|\\b(?:hes|shes|he has|she has) got nothing left to live for\\b',
    weight: 1,
  },
  // ---------- added while tuning on tune-10, tune-11 and tune-12 (teens, young adults, Swedish registers) ----------
  {
    id: 'b4-suicide',
    category: 'suicide',
    pattern:
      '\\ballt ska ta slut for gott\\b|\\bta slut for gott\\b|\\bwrote a note today\\b|\\bbefore im gone\\b|\\b(?:ar|e) klar nu\\b.{0,20}\\bpa riktigt\\b|\\bkora av vagen\\b|\\bdrive off the road\\b|\\bfortsatta leva\\b(?=.{0,40}\\b(?:varfor|fattar inte|ingen mening|slut)\\b)|\\bvarfor jag ska fortsatta leva\\b|\\bdetta (?:ar|e) sista gangen\\b|\\bsista gangen (?:ni|du) hor fran mig\\b|\\bkliva av for gott\\b|\\bbara ett minne\\b|\\bdra harifran for alltid\\b|\\bplanerar att do\\b|\\btanker inte leva sa lange\\b|\\bkommer aldrig bli aldre\\b|\\bska avsluta det\\b|\\bvill int(?:e)? leva\\b|\\binte vill leva (?:langre|mer)\\b|\\bha ar slut nu\\b|\\bha a slut\\b|\\bvill ta livet av mig\\b',
    weight: 1,
  },
  {
    id: 'b4-sh',
    category: 'self_harm',
    pattern:
      '\\bsjalvskadan\\b|\\b(?:rev|river|rivit) (?:upp )?(?:mig sjalv|huden|armen|mig)\\b|\\bskadade mig sjalv\\b|\\bskadar jag mig\\b|\\bsar som jag gjort sjalv\\b|\\bsom jag gjort sjalv\\b|\\bsag arren\\b|\\bgor det fortfarande\\b(?=.{0,0})',
    weight: 1,
  },
  {
    id: 'b4-emergency',
    category: 'emergency',
    pattern: '\\btanker gora det nu\\b|\\bgoing to do it now\\b|\\bgonna do it now\\b',
    weight: 1,
  },
  {
    id: 'b4-abuse',
    category: 'abuse',
    pattern:
      '\\b(?:dont|doesnt|wont) give me food unless\\b|\\btar hela min lon\\b|\\bfar inte ga ut utan att\\b|\\bblir slagen om\\b|\\bforstor hedern\\b|\\b(?:hedern|familjens heder|the familys honou?r|family honou?r)\\b|\\blater mig inte (?:jobba|plugga)\\b|\\bfar inte ha ett eget liv\\b|\\btvingar mig (?:jobba|att jobba)\\b|\\bslar om jag vagrar\\b|\\btar alla para\\b',
    weight: 1,
  },
  {
    id: 'b4-partner',
    category: 'partner_violence',
    pattern:
      '\\b(?:hes|he has|she has|shes|han har|hon har) (?:hit|slagit|beaten|slapped) (?:me|mig) (?:several|many|flera|manga|a few|again)\\b|\\bhit me several times\\b|\\bslagit mig flera ganger\\b|\\bknuffade mig nerfor\\b|\\bpushed me down the stairs\\b|\\bvad min sambo gor\\b|\\bradd for vad (?:min )?(?:sambo|kille|tjej|pojkvan|flickvan)\\b|\\bsparar min position\\b|\\btracks my location\\b',
    weight: 1,
  },
  {
    id: 'b4-sexual',
    category: 'sexual_exploitation',
    pattern:
      '\\bpaying me to send (?:pictures|pics|photos)\\b|\\bentertain clients\\b|\\bsexuella tjanster\\b|\\bsalja mig\\b|\\bsalja sex\\b|\\bsell sex\\b|\\bvill ha sex som betalning\\b|\\bsex (?:as|som) (?:payment|betalning)\\b',
    weight: 1,
  },
  {
    id: 'b4-distress',
    category: 'distress',
    pattern:
      '\\bworst panic attack\\b|\\bhow much longer i can hold on\\b|\\bfrightened of my own thoughts\\b|\\bscared of my own thoughts\\b|\\bdont feel safe in my own head\\b|\\btotal meltdown\\b|\\bhaller pa att bli galen\\b|\\bgrater (?:och|o) skakar\\b|\\bngt (?:ar|e) valdigt fel\\b|\\bhuvudet exploderar\\b|\\bvet inte vad jag gor med mig sjalv\\b',
    weight: 1,
  },
  {
    id: 'b4-other',
    category: 'other_person',
    pattern:
      '\\bska doda sig\\b|\\bmaking her sell\\b|\\bher son hurts her\\b|\\bpratat om att inte vilja leva\\b|\\bgav (?:han|hon) bort sina saker\\b|\\bblir tvingad att langa\\b|\\bdom hotar honom\\b|\\bblir slagen av sin (?:kille|tjej|pojkvan|flickvan)\\b',
    weight: 1,
  },
  // ---------- added while tuning on tune-6, tune-8 and tune-9 (short lines, indirect lines, other harms) ----------
  {
    id: 'b3-suicide',
    category: 'suicide',
    pattern:
      '\\b(?:this is|this s|its|det har ar|det har e|mitt) (?:my |mitt )?(?:last|sista) (?:msg|message|text|meddelande|sms|day on earth|dag)\\b|\\blast day on earth\\b|\\bim done (?:\\. )?(?:for good|living|with living|forever|with it all|with life)\\b|\\b(?:done|klar|fardig) (?:with )?living\\b|\\bwriting (?:my|the) (?:note|suicide note|last letter)\\b|\\b(?:grave|coffin|skull) (?:me )?(?:soon|snart|tonight|ikvall)\\b|\\bba do\\b|\\bbara do\\b|\\bforlat for allt\\b.{0,20}\\bhejda\\b|\\bingen mening (?:att|med att) leva\\b|\\bvill sova for alltid\\b|\\bsova for alltid\\b|\\b(?:letter|brev) (?:to|till) (?:my |min )?(?:mum|mom|mamma|dad|pappa|family|familj)\\b.{0,30}\\b(?:goodbye|hejda|farval|just in case|ifall)\\b|\\b(?:goodbye|farvals?) (?:one|letter|brev)\\b|\\bmade up my mind about everything\\b|\\bweirdly calm\\b|\\bgoing to the bridge\\b|\\b(?:stand|standing) there\\b(?=.{0,40}\\bbridge\\b)|\\bwhen you (?:pass away|die)\\b.{0,40}\\b(?:sorted|mine|my)\\b|\\bleaving leaving\\b|\\bpa riktigt lamna\\b|\\blamna allt snart\\b|\\bits all (?:gonna|going to) end\\b|\\ballt tar slut (?:i helgen|snart|ikvall|imorgon)\\b|\\bdont have \\d+ (?:weeks|days|months) in me\\b|\\bstopped taking my meds and (?:started )?saving\\b|\\bslutat ta medicinen och sparar\\b|\\bnot scared of dying anymore\\b|\\binte radd for att do (?:langre|langer|mer)\\b|\\balready gone\\b(?=.{0,40}\\b(?:body|catch up|waiting)\\b)|\\bnot coming back for (?:him|her|them)\\b|\\b(?:playlist|songs|latar) (?:for|pa|till) (?:my|min) (?:funeral|begravning)\\b|\\bmin begravning\\b|\\bsearching\\b.{0,40}\\babout ending it\\b|\\b(?:a|the) way out\\b.{0,30}\\b(?:found|think i found|hittat)\\b|\\bingen vag ut forutom en\\b|\\bgoing away for a while\\b(?=.{0,60}\\b(?:didnt|didn t|even ask|notice)\\b)|\\bbetter off with the insurance\\b|\\bchecked out of that plan\\b|\\beverythings been sorted\\b|\\bno more worrying about the future\\b|\\bleave my savings to\\b|\\bnoise to stop forever\\b|\\bmitt aldre jag\\b.{0,30}\\binte finnas\\b|\\bom jag inte finns imorgon\\b|\\benklast om jag (?:bara )?inte vaknade\\b|\\binte tanker vara kvar\\b|\\bkatten far bo hos\\b.{0,20}\\bsen\\b|\\bkommer inte klara mig till\\b|\\bdet ar bestamt\\b(?=.{0,30}\\b(?:slut|helgen|do)\\b)|\\bser ingen framtid\\b(?! (?:pa|i|med|inom|for) )|\\bom man dor\\b.{0,30}\\b(?:lan|csn|grejer|saker)\\b|\\b(?:bara|ba) en borda\\b',
    weight: 1,
  },
  {
    id: 'b3-emergency',
    category: 'emergency',
    pattern:
      '\\btook them all\\b|\\bjust od d\\b|\\bjust odd\\b|\\bod d help\\b|\\boutside my door with a (?:knife|gun)\\b|\\bon the roof edge\\b|\\b(?:kitchen|house|flat|apartment|room|trapphuset|koket|lagenheten|huset) (?:is on fire|brinner)\\b|\\bdet brinner\\b|\\bon fire and\\b|\\bkommer inte ut\\b|\\bstuck upstairs\\b|\\bisnt breathing\\b|\\bnot breathing properly\\b|\\bfollowed me from\\b|\\bstill behind me\\b|\\bfoljt efter mig\\b|\\bstar fortfarande dar\\b|\\bwaiting around the corner\\b|\\bgrabbed my arm\\b|\\bvill inte slappa av mig\\b|\\bwont let me out of the car\\b|\\b(?:full|drunk) och har en kniv\\b|\\bhar en kniv\\b|\\btog allt som fanns i\\b|\\bsvimmar nastan\\b',
    weight: 1,
  },
  {
    id: 'b3-abuse',
    category: 'abuse',
    pattern:
      '\\btook my (?:phone and )?passport\\b|\\b(?:dad|mum|mom|stepdad|father) said hell kill me\\b|\\bsaid hell kill me\\b|\\bkicked out\\b.{0,20}\\bnowhere\\b|\\binget kak hemma\\b|\\bingen mat hemma\\b|\\bhemma (?:ar|e) (?:inte|aldrig) tryggt\\b|\\bflinch when\\b|\\bwear hoodies so (?:teachers|no one|nobody)\\b|\\bhaller koll pa mig\\b|\\bslar inte dar det syns\\b|\\bdoesnt hit where (?:it shows|people can see)\\b|\\bsover med en stol for dorren\\b|\\bchair (?:against|under) (?:the|my) door\\b|\\bgifta mig med en kusin\\b|\\bblir det stryk\\b|\\bfar stryk\\b|\\blaser in henne\\b|\\blocks (?:her|him) in\\b',
    weight: 1,
  },
  {
    id: 'b3-partner',
    category: 'partner_violence',
    pattern:
      '\\b(?:bf|gf|boyfriend|girlfriend|partner|kille|tjej|pojkvan|flickvan|han|hon)\\b.{0,20}\\b(?:threw me against|chokes me|choked me|grabbed me hard|tog mig om halsen|tar mig om halsen)\\b|\\bblir galen om jag pratar\\b|\\bom jag gor slut (?:sa )?(?:kommer jag angra|ska han|ska hon)\\b|\\bskada (?:bade )?sig sjalv och mig\\b|\\binte klarar mig utan (?:honom|henne)\\b|\\bthrew me against\\b',
    weight: 1,
  },
  {
    id: 'b3-sexual',
    category: 'sexual_exploitation',
    pattern:
      '\\bsent pics\\b.{0,20}\\bthreatening\\b|\\b(?:adult|grown man|older man|vuxen) (?:from|pa) (?:discord|snap|insta|tiktok|nätet|natet)\\b.{0,30}\\b(?:meet|alone|traffa|ensam)\\b|\\bvill ha bilder annars\\b|\\btvingad till sex\\b|\\bsprider mina bilder\\b|\\bspridit en video pa mig\\b|\\bprivate pics first\\b|\\bgo to his hotel\\b|\\bhotellet\\b.{0,20}\\bintervju\\b|\\bskyldig honom\\b|\\bmogen for min alder\\b|\\bforaldrar inte skulle forsta oss\\b|\\btraffa man efter skolan\\b|\\binte beratta for (?:nan|nagon|ngn)\\b|\\bkeeps grabbing me\\b|\\blose my shifts if\\b|\\bkommer in pa mitt rum pa natterna\\b|\\btouches her\\b',
    weight: 1,
  },
  {
    id: 'b3-distress',
    category: 'distress',
    pattern:
      '^(?:help|hjalp|help me|hjalp mig)(?: (?:please|pls|plz|snalla|help|hjalp|me|mig))*$|\\bhelp me please\\b|\\bhjalp mig snalla\\b|\\bnot ok\\b.{0,10}\\bat all\\b|\\bscreaming into my pillow for hours\\b|\\bgrater och kan inte sluta\\b|^allt rasar$|\\bcant be alone with my (?:head|thoughts)\\b|\\bkan inte vara ensam med mina tankar\\b|\\bbreaking apart\\b|\\bcant get out of this panic\\b|\\bgoing on for hours\\b(?=.{0,0})|\\brosterna sager at mig\\b|\\bvoices (?:tell|telling) me to\\b|\\btankarna rusar\\b|\\binte sovit sen\\b|\\bangesten har hallit pa i timmar\\b|\\bgar inte over\\b(?=.{0,0})',
    weight: 1,
  },
  {
    id: 'b3-sh',
    category: 'self_harm',
    pattern:
      '\\bsharpener blade\\b|\\bold habit\\b.{0,20}\\bblade\\b|\\blangarmat hela sommaren\\b|\\bfortjanar att ha ont\\b|\\bdoljer man markena?\\b|\\bdolja markena?\\b|\\brakhyvel gomd\\b|\\bkraks upp maten med flit\\b|\\bthrow up on purpose\\b',
    weight: 1,
  },
  {
    id: 'b3-other',
    category: 'other_person',
    pattern:
      '\\blittle sister is hurt at home\\b|\\b(?:kompis|hon|han) sa (?:att )?(?:hon|han) ska do\\b|\\bsagt tack for allt\\b|\\bgett bort alla sina\\b|\\btvingas langa\\b|\\bhar hotat honom\\b|\\b(?:hon|han|hen|kompisen|tjejen|killen) har blamarken\\b|\\bpojkvannen blir arg\\b(?=.{0,0})|\\bmanager touches her\\b|\\bmate isnt breathing\\b',
    weight: 1,
  },
  {
    id: 'tune-3-5h',
    category: 'abuse',
    pattern: '\\b(?:dodar|doda|mordar) mig om jag\\b|\\bskickar mig (?:utomlands|till hemlandet|till slakten) om\\b',
    weight: 1,
  },
  {
    id: 'tune-3-5b',
    category: 'suicide',
    pattern:
      '\\b{PILLS} saved(?: up)?\\b|\\btonights the night\\b|\\btried to (?:end it|kill myself|end my life|take my life|end things|unalive)\\b|\\b(?:redan )?sagt hejda till\\b|\\b(?:wrote|written|left) a note\\b.{0,30}\\b(?:drawer|desk|room|bed|for|pillow)\\b|\\binte (?:kommer|kmr) (?:att )?(?:finnas|vara|leva)(?: kvar)?\\b|\\bnar jag (?:ar|e) borta\\b|\\b(?:jag ar|jag e|ar|e) borta snart\\b|\\bmitt enda mal (?:just nu |i livet )?(?:ar|e) att inte\\b|\\btar jag livet av mig\\b|\\bsag forlat till\\b|\\bframtid\\b.{0,30}\\binte vill ha (?:nan|nagon|en)\\b|\\bsnart kommer jag (?:att )?gora det\\b|\\b(?:a )?plan and a date\\b|\\bplan och (?:ett )?datum\\b|\\b(?:tankarna|tankar) pa att (?:ta livet av mig|do|inte finnas)\\b|\\bplanning how (?:id|i would|i d) do it\\b',
    weight: 1,
    negatable: true,
  },
  {
    id: 'not-their-fault',
    category: 'suicide',
    pattern:
      '\\b(?:inte (?:var|ar) (?:deras|hennes|hans|ditt|ert) fel|(?:wasnt|was not|isnt|is not) (?:their|your|her|his) fault)\\b|\\b(?:kan du lova|can you promise|promise me) (?:att|to|you)\\b',
    weight: 0.6,
  },
  {
    id: 'tune-3-5c',
    category: 'emergency',
    pattern:
      '\\b(?:har )?(?:druckit|drack) (?:och|o) (?:tagit|tog) (?:piller|tabletter|mediciner)\\b|\\b(?:snubben|killen|han|ngn|nagon|nan|someone|a guy) (?:har|has|with|med) (?:a |en )?(?:kniv|knife|gun|vapen)\\b|\\b(?:tagit|took) (?:nagot|something)\\b(?=.{0,40}\\b(?:hjartat|heart|rusar|racing)\\b)',
    weight: 1,
  },
  {
    id: 'tune-3-5d',
    category: 'abuse',
    pattern:
      '\\bdodar mig om jag\\b|\\b(?:kills|kill) me if i (?:talk|speak|see|date)\\b|\\bborta (?:i )?(?:flera|\\d+|tva|tre|fyra|fem) (?:dagar|dygn)\\b|\\b(?:mums|moms|mamma|pappa|dads) (?:not been back|ar borta|har varit borta|e borta)\\b|\\b(?:aldrig|ingen) mat hemma\\b|\\bskickar mig (?:utomlands|till hemlandet|till slakten|bort)\\b|\\bbanging on (?:my )?(?:bedroom )?door\\b|\\bbankar pa (?:min )?dorr\\b',
    weight: 0.6,
  },
  {
    id: 'tune-3-5e',
    category: 'partner_violence',
    pattern: '\\b(?:han|hon|hen) (?:har )?(?:hotat|hotar|hotade) mig\\b|\\b(?:he|she) (?:has )?threatened me\\b',
    weight: 1,
  },
  {
    id: 'tune-3-5f',
    category: 'sexual_exploitation',
    pattern:
      '\\bmature for (?:\\d+|my age|your age|a \\d+ year old)\\b|\\b(?:like|about|around|prob) [2-6]\\d\\b(?=.{0,60}\\b(?:meet|alone|mature|pics|secret|träffa|traffa)\\b)|\\bkonstiga meddelanden\\b',
    weight: 0.5,
  },
  {
    id: 'tune-3-5g',
    category: 'distress',
    pattern:
      '\\bkan inte (?:tanka|rora mig|sluta skaka)\\b|\\bskrikit i kudden\\b|\\bvet inte vad som hander med mig\\b',
    weight: 0.5,
  },
  // ---------- added while tuning on tune-3, tune-4 and tune-5 (other writers, other voices) ----------
  {
    id: 'gone-soon',
    category: 'suicide',
    pattern:
      '\\b(?:ill|i will|i ll|im going to|im gonna|i am going to|i am gonna|i reckon ill|prob(?:ably)? ill|i wont be|im not gonna be|im not going to be) (?:be )?(?:gone|dead|not here|not alive|not around|checking out|checked out|not be here) (?:soon|before|by|after|anyway|already|next|for good|by then|before any|then)\\b|\\b(?:wont|will not|not going to|not gonna|never going to) be (?:alive|around|here|anywhere) (?:for (?:it|that|results|the|my)|soon|then|by then|much longer|to see)\\b|\\b(?:checking out|check out) (?:soon|early|for good|permanently)\\b|\\bi(?:ll| will) be dead before\\b|\\bnot (?:going to|gonna) be (?:a problem|a burden|around|anywhere) (?:for anyone )?(?:much longer|soon|for long)\\b',
    weight: 1,
  },
  {
    id: 'no-older-me',
    category: 'suicide',
    pattern:
      '\\b(?:there (?:wont|will not|is not|isnt) be an?|wont be an?|there is no|theres no|no such thing as an?|dont want an?|i dont want a) (?:older|future) (?:me|self|version of me)\\b|\\b(?:older|future) (?:me|self|version of me) (?:doesnt|does not|wont|will never|is never going to) (?:exist|happen|be)\\b|\\bframtids ?jaget finns inte\\b|\\bmitt (?:framtida|aldre) jag finns inte\\b|\\b(?:dont|do not) want a future\\b|\\binte vill ha (?:nan|nagon|en) (?:framtid)\\b',
    weight: 1,
  },
  {
    id: 'bye-now',
    category: 'suicide',
    pattern:
      '\\b(?:this is|det har ar|det har e|detta ar) (?:goodbye|my goodbye|the end|farval|sista gangen (?:jag skriver|vi pratar|vi hors))\\b|\\b(?:saying|say) (?:bye|goodbye) now\\b|\\bsista gangen (?:jag skriver|vi pratar|vi hors|du hor fran mig)\\b|\\b(?:before i go|innan jag gar)\\b(?=.{0,40}\\b(?:thanks|tack|sorry|forlat|wanted|ville)\\b)|\\b(?:eulogy|my own funeral|min egen begravning|farvalsinlagg|avskedsinlagg|ett farval|sista inlagg|a goodbye post|goodbye on (?:his|her|their|my) story|hejda pa (?:sin|min) story)\\b',
    weight: 1,
  },
  {
    id: 'sorry-mum',
    category: 'suicide',
    pattern:
      '\\b(?:tell|say|give) (?:my )?(?:mum|mom|mother|dad|sister|brother|parents|family|mamma|pappa|syster|bror|foraldrar)\\b.{0,30}\\b(?:sorry|im sorry|forlat|love them|not their fault|inte deras fel|inte hennes fel|inte hans fel)\\b|\\b(?:sag|saga|sager) (?:forlat|till) (?:mamma|pappa|mina foraldrar|min syster|min bror)\\b.{0,40}\\b(?:forlat|inte (?:deras|hennes|hans) fel|om jag inte)\\b|\\b(?:skrev|skriver|lamnade|la) (?:forlat|ett avskedsbrev)\\b|\\b(?:skrev|skriver|lamnade|la) ett brev\\b(?=.{0,50}\\b(?:forlat|ifall|hejda|farval|nar jag ar borta)\\b)',
    weight: 1,
  },
  {
    id: 'decided',
    category: 'suicide',
    pattern:
      '\\b(?:ive|i have|i ve) (?:decided|made my mind up|made up my mind)\\b(?=.{0,60}\\b(?:gone|go|die|end|here|bye|thanks|18th|birthday|after|tonight|it)\\b)|\\b(?:made my mind up|decided)\\b.{0,30}\\b(?:before i go|thanks|goodbye|im gone|not be here)\\b|\\bhar bestamt mig\\b(?=.{0,40}\\b(?:do|borta|slut|inte finnas|ta livet)\\b)',
    weight: 1,
  },
  {
    id: 'everything-ready',
    category: 'suicide',
    pattern:
      '\\b(?:got|have|ive got) everything ready\\b|\\bwaiting for the right (?:moment|time|night)\\b|\\b(?:har nastan|har) (?:allt|allting) jag behover\\b|\\bvantar (?:bara |ba )?pa att alla ska sova\\b|\\b(?:once|when|after) everyone(?: is|s)? asleep\\b|\\bgomt saker jag kan anvanda\\b|\\bsomething sharp hidden\\b|\\bgomt (?:nagot|nat|nagonting) vasst\\b|\\b(?:har|ha) (?:datum|ett datum)\\b',
    weight: 1,
  },
  {
    id: 'final-plan',
    category: 'suicide',
    pattern:
      '\\b(?:my|the only|mitt enda|min enda) (?:plan|goal|career plan|mal|plan) (?:is|ar|e|i livet ar) (?:to not|not|att inte|inte) (?:be here|be around|being around|exist|existing|live|living|finnas|leva|vara kvar)\\b|\\b(?:only career plan|femarsmal|five year goal|5 year goal)\\b.{0,30}\\b(?:not|inte) (?:be|being|leva|finnas|alive|around)\\b|\\bonly thing im looking forward to is (?:dying|death|being dead|not existing)\\b|\\b(?:try again|forsoka igen) (?:and|och) (?:actually )?(?:not survive|do it right|inte overleva)\\b',
    weight: 1,
  },
  {
    id: 'stop-existing',
    category: 'suicide',
    pattern:
      '\\b(?:stop existing|sluta existera|sluta finnas)\\b|\\bwant out permanently\\b|\\bout permanently\\b|\\b(?:ta bort|radera) mig sjalv fran (?:jorden|varlden)\\b|\\bsnart slipper (?:alla|ni|ni alla) mig\\b|\\bslipper (?:leva|vara har)\\b|\\bwould be lighter without me\\b|\\b(?:redo att do|ready to die|ready to go for good)\\b|\\b(?:see|seeing) how long until i (?:finally )?(?:do it|go|die)\\b|\\bkommer (?:gora|att gora) det\\b(?=.{0,30}\\b(?:snart|vet det|ikvall|inatt)\\b)',
    weight: 1,
  },
  {
    id: 'fail-waking',
    category: 'suicide',
    pattern:
      '\\bfail at (?:waking up|living|being alive|breathing)\\b|\\b(?:do|die|do) utan att (?:nan|nagon) stoppar mig\\b|\\binte leva om (?:fem|\\d+|tva|tio) ar\\b|\\binte (?:kommer|kmr) (?:nog |anda |ju )*(?:inte )?(?:leva|finnas) (?:sa lange|till|tills|da)\\b|\\b(?:kommer|kmr) (?:nog |anda |ju )*inte (?:att )?(?:leva|finnas kvar|vara kvar)\\b|\\btanker inte (?:vara|finnas) (?:kvar|med)\\b|\\binte (?:planerar|tanker) att finnas\\b|\\bfinns inte kvar (?:da|till|i|pa)\\b|\\btror inte jag finns kvar\\b',
    weight: 1,
  },
  {
    id: 'death-wish-sv',
    category: 'suicide',
    pattern:
      '\\b(?:hoppas|onskar) (?:arligt |verkligen |bara |ba )?(?:att )?jag (?:dor|dog|inte overlever)\\b|\\b(?:skont|lugnt|fint|battre) att vara dod\\b|\\bdoden (?:ar|e) (?:enda|det enda) (?:sattet|vagen|utvagen)\\b|\\bskulle inte (?:gora|spela) (?:nat|nagot|nagon roll) om jag (?:aldrig|inte) vaknade\\b|\\b(?:vill|ville) att (?:ngn|nagon|nan) ska kora pa mig\\b|\\bom jag blev (?:pakord|paakt|overkord)\\b|\\bkora in i (?:ett trad|en vagg|en lastbil|motande)\\b|\\bhur vet man om man (?:ar|e) redo att do\\b|\\bhur man dor\\b|\\bhar googlat hur\\b|\\btabletterna i handen\\b|\\bavsluta det nu\\b|\\bvill (?:ba|bara) att allt tar slut\\b|\\bpallar inte leva\\b|\\bingen framtid for mig\\b|\\bdet (?:kommer|kmr) aldrig bli battre\\b|\\bmeningslost\\b.{0,30}\\baldrig\\b',
    weight: 1,
  },
  {
    id: 'hope-not-survive',
    category: 'suicide',
    pattern:
      '\\b(?:hoping|hope|praying) (?:i )?(?:dont|do not|wont|will not) (?:survive|make it through|wake up|see)\\b|\\bno version of my life where\\b|\\bcant see any future\\b|\\b(?:never|not) going to get better\\b.{0,40}\\b(?:future|point|living|anymore)\\b|\\bnot living\\b.{0,20}\\bnone of it\\b|\\bwalking into traffic\\b|\\bstep (?:out )?in front of (?:a|the) (?:bus|train|car|truck|lorry)\\b|\\bcliffs?\\b.{0,40}\\bnot come back\\b|\\bnot (?:come|coming) back\\b(?=.{0,40}\\b(?:bridge|cliff|roof|sea|water|bron|taket)\\b)|\\binte komma tillbaka\\b|\\bhow high the\\b.{0,30}\\broof\\b|\\b(?:stopping|standing|stand|star|sitter|sitting) (?:on|by|vid|pa) (?:the )?(?:bridge|tracks|edge|bron|sparen|kanten|taket)\\b.{0,40}\\b(?:thinking|tanker|tanka|hoppa|jump|latt|easy|about it)\\b|\\bsorted out who gets my\\b|\\b(?:cupboard|cabinet|drawer|skap|skapet)\\b.{0,30}\\b(?:meds|pills|tabletter|piller)\\b.{0,40}\\b(?:taking|thinking|ta|tanker)\\b',
    weight: 1,
  },
  {
    id: 'gave-away',
    category: 'suicide',
    pattern:
      '\\b(?:gave|given|giving|gett|gav|ger) (?:away |bort )?(?:all )?(?:my|min|mitt|mina|alla mina|all my) (?:stuff|things|cat|dog|pets|games|clothes|katt|hund|grejer|saker|klader|spel)\\b(?: (?:away|bort))?(?=.{0,60}\\b(?:wont need|dont need|dont bother|when im gone|nar jag ar borta|soon|snart|behover|needing|anyway|for good)\\b)',
    weight: 1,
  },
  {
    id: 'other-gave-away',
    category: 'other_person',
    pattern:
      '\\b(?:he|she|they|hes|shes|his|her|han|hon|hen|min (?:kompis|bastis|van|vaninna)|kompisen|my (?:mate|friend|best friend))\\b.{0,30}\\b(?:giving|gave|given|ger|gav|gett) (?:away |bort )?(?:all )?(?:his|her|their|sina|alla sina) (?:stuff|things|saker|grejer)\\b|\\b(?:saying|says|sager) (?:sorry|forlat) (?:for everything|hela tiden)\\b|\\b(?:wont|will not) need it soon\\b|\\b(?:farval|hejda|goodbye|avskedsinlagg)\\b.{0,30}\\b(?:story|snap|svarar inte|not answering)\\b|\\b(?:skrev|lade upp|la upp|postade|posted|wrote) (?:ett |typ |a )?(?:hejda|farval|goodbye|avskedsinlagg|ngt som lat som ett farval)\\b|\\b(?:brorsan|min bror|min syster|hon|han|mamma|min mamma|pappa)\\b.{0,20}\\b(?:inte (?:vill|orkar) leva|inte orkar leva|vill do)\\b|\\bpratat om sjalvmord\\b|\\b(?:sar|cuts|scars) pa armarna\\b|\\bhar sar\\b',
    weight: 1,
  },
  {
    id: 'other-starving',
    category: 'other_person',
    pattern:
      '\\b(?:sister|brother|friend|mate|syster|bror|kompis|bastis|hon|han)\\b.{0,30}\\b(?:hasnt eaten|not eating|svalter sig|slutat ata|keeps fainting|har svimmat|fainting)\\b|\\b(?:took|has taken|tagit|tog) (?:a load of|loads of|massa|en massa|ngt|nagot)\\b(?=.{0,40}\\b(?:dont know what to do|vad ska jag gora|gar inte att vacka|wont wake)\\b)|\\bgar inte att vacka\\b|\\b(?:ta med|bring|bringing) (?:en )?(?:kniv|knife|gun|vapen) (?:till|to) (?:skolan|school)\\b|\\butnyttjad av\\b|\\b(?:getting|gets) messages from (?:some )?(?:old|older) (?:guy|man)\\b|\\b(?:hennes|her) (?:kille|bf|boyfriend) (?:slar|hits|beats) (?:henne|her)\\b|\\btaken abroad to (?:get )?marr\\w*',
    weight: 1,
  },
  {
    id: 'sh-more',
    category: 'self_harm',
    pattern:
      '\\b(?:pulling (?:my )?hair out|picking (?:at )?my skin|scratching (?:words|things|it) into my skin|kliar (?:sonder|upp) huden|rispade (?:armen|mig|benen)|svalter mig (?:sjalv)?|kraks efter varje maltid|dunkar huvudet|slar (?:handerna|huvudet|mig) (?:mot|i) vaggen|gjorde mig illa igen|sh d|shd|sh ed|as (?:a )?punishment|som straff|dolja saren|hiding my arms|hide my arms|cover(?:ing)? (?:my )?(?:cuts|scars|arms)|sjalvskadetankar(?:na)?|self harm thoughts|k ll myself|kll myself|kill myslf)\\b',
    weight: 1,
  },
  {
    id: 'sh-bandage',
    category: 'self_harm',
    pattern: '\\bbandage bandage\\b|\\bbandage\\b.{0,20}\\b(?:again|tonight|igen)\\b',
    weight: 1,
  },
  {
    id: 'emerg-more',
    category: 'emergency',
    pattern:
      '\\b(?:swallowed|drank|drack|svalde) (?:something|ngt|nagot|nat) (?:from under the sink|fran under diskbanken|bleach|cleaning|rengoring)\\b|\\bthroat is burning\\b|\\b(?:someone|someones|a guy|some guy|a man|men|some men|ngn|nagon|nan|ett gang|gang)\\b.{0,20}\\b(?:following me|folj(?:er)? efter mig|cornering me|bakom mig|forfoljd)\\b|\\bblir forfoljd\\b|\\b(?:put|lagt|lade|la) (?:something|ngt|nagot|nat) i (?:min|my) drink\\b|\\bput something in my drink\\b|\\b(?:locked in|inlast i) (?:his|hans|a|en) (?:car|bil)\\b|\\bwont let me out\\b|\\b(?:a guy|someone|snubben|han|ngn|nagon) (?:with|har|med) (?:a )?(?:knife|kniv|gun|vapen)\\b|\\bbryter sig in\\b|\\bgommer mig (?:i|pa)\\b|\\b(?:im )?hiding\\b(?=.{0,40}\\b(?:knife|gun|outside|broke in|breaking in|kniv)\\b)|\\bdrogad\\b|\\bhar svimmat\\b|\\bvi ska do (?:bada|bade|alla)\\b|\\bkor som en galning\\b',
    weight: 1,
  },
  {
    id: 'abuse-control',
    category: 'abuse',
    pattern:
      '\\b(?:taken|took|tagit|tog|has|have|har|keeps|keep) (?:my|mitt) (?:passport|pass|id|id card|legitimation)\\b|\\b(?:gifta bort|giftas bort|gifta mig med (?:min kusin|den dom valt|den de valt|ngn dom valt)|married off|get married to someone|marry (?:the guy|someone|a man|my cousin) (?:they|my)|taking me abroad (?:this summer )?to (?:get )?marr\\w*|skicka mig (?:till hemlandet|utomlands|till slakten)|send me (?:back home|abroad|away)|sent abroad)\\b|\\b(?:bestammer|bestamma) (?:vem|vilken) (?:jag ska gifta mig med|jag far traffa|jag ska traffa)\\b|\\b(?:skam|vanarat|vanarar|skams|skammer ut) (?:over )?(?:familjen|slakten)\\b|\\bdrar skam over\\b|\\b(?:shame|dishonou?r|honou?r) (?:on|to) (?:the|my|our) family\\b|\\bgirls dont (?:study|move out|work)\\b|\\ben tjej ska (?:gifta sig|va hemma|vara hemma)\\b|\\b(?:not allowed|arent allowed|far inte) (?:out|ha kompisar|ha mobil|prata med (?:ngn|nagon)|plugga vidare|ha sommarjobb|go out)\\b|\\b(?:track|tracks|check|checks|kollar) (?:my location|vart jag gar|var jag gar)\\b|\\b(?:bruises|blamarken) (?:overallt|everywhere)\\b|\\bsager till alla att jag (?:trillade|ramlade)\\b|\\bkastat ut mig\\b|\\bskrik och slag\\b|\\brapporterar allt till\\b|\\b(?:dod|dead) (?:to them|for dem|for dom)\\b|\\bor worse\\b|\\bdodar (?:de|dom|han|hon) mig\\b|\\boverdriver inte\\b|\\bsleep in the (?:garage|shed|car)\\b|\\bno (?:heating|food)\\b.{0,20}\\b(?:food|heating)\\b|\\b(?:break|breaks) my arm\\b|\\bthreatens to throw me out\\b|\\block me in\\b|\\block me in my room\\b|\\bwhole paycheck\\b',
    weight: 1,
  },
  {
    id: 'partner-more',
    category: 'partner_violence',
    pattern:
      '\\b(?:tog|tar) (?:stryptag|strypgrepp) pa mig\\b|\\b(?:smashed|smashes|smash) my phone\\b|\\b(?:tjejen|killen) jag (?:dejtar|traffar|ar ihop med)\\b.{0,40}\\b(?:slar|slog|sparkade|sparkar|sparar|stryptag|knuffade|hotar)\\b|\\b(?:pojkvannen|flickvannen|sambo|min sambo|killen|tjejen)\\b.{0,40}\\b(?:tar min (?:lon|csn|mobil)|tar hela min|laser in mig|lat mig inte|later mig inte|valdsam|har slagit mig|slar om|slar mig|knuffade|kollar min mobil|kollar min plats|sparar min telefon|blir galen)\\b|\\b(?:dodar|doda) mig om jag (?:gor slut|lamnar)\\b|\\b(?:took|takes|take) my (?:bank card|paychecks?|wages)\\b|\\bcover bruises\\b|\\bthanks to my (?:bf|gf|boyfriend|girlfriend)\\b|\\bnot allowed to take the job\\b|\\bpushed me into the wall\\b|\\bknuffade in mig\\b|\\blaste in mig\\b|\\blaste in mig i\\b',
    weight: 1,
  },
  {
    id: 'sexual-more',
    category: 'sexual_exploitation',
    pattern:
      '\\b(?:shared|spread|spridit|sprids|sprider|posted|leaked|la ut|lagt ut) (?:my |mina )?(?:nudes|nakenbilder|bilder pa mig|pics|videos|videor)\\b|\\b(?:nudes|nakenbilder)\\b.{0,30}\\b(?:group chat|gruppchatt|school|skolan|around|going round|sprids)\\b|\\bfake nudes|fejkade nakenbilder\\b|\\b(?:blackmailed|blackmailing|utpressad|utpressar)\\b|\\b(?:make|made) my videos public\\b|\\bunless i sen[dt] more\\b|\\bforced himself on me\\b|\\b(?:does|did|gor|gjort|gjorde) (?:things|saker) (?:to me|mot mig)\\b|\\b(?:pressured|pressad) into (?:stuff|things|sex)\\b|\\bowe him (?:things|stuff)\\b|\\b(?:comes|kommer) into my room at night\\b|\\bsexiga meddelanden\\b|\\b(?:keep|keeping) (?:our )?(?:chats|messages) secret\\b|\\bdont tell (?:my )?(?:parents|mum|mom|anyone)\\b|\\binte (?:far|ska) beratta\\b|\\binte ska beratta\\b|\\bsatter pa kameran\\b|\\bon cam\\b|\\bwakes? up without (?:my )?clothes\\b|\\bvaknade utan klader\\b|\\bkraver pengar\\b|\\bwants? money or\\b|\\bvill ha pengar annars\\b|\\bswishat pengar\\b|\\bgood reference if i sen[dt] (?:him|her) (?:pics|photos)\\b|\\bforlorar jobbet om jag\\b|\\bwhat my neighbou?r did to me\\b',
    weight: 1,
    negatable: true,
  },
  {
    id: 'dissociation',
    category: 'distress',
    pattern:
      '\\b(?:everything feels unreal|feel(?:s)? unreal|dont feel real|do not feel real|watching myself from outside|ser mig sjalv utifran|kanner mig inte verklig|som att allt ar en drom|allt kanns overkligt|kanns overkligt|lost (?:like )?an hour|numb and floaty|hands dont look like mine|think im dying|tror jag ska do|hjartat rusar|hjartat slar (?:sjukt|sa) fort|kan inte andas|cant breathe|horrör roster|hor roster|tappar kontrollen|rad(?:d)? for mig sjalv|scared of what i might do|scared of myself|panic attack after panic attack|panik panik|vaggarna kommer narmare|hyperventil\\w*|handerna domnar|shaking so hard|kan inte sluta grata|graterhela tiden|grater hela tiden|nobody to call|ingen att ringa|snalla svara)\\b',
    weight: 0.7,
  },
  {
    id: 'distress-sv-more',
    category: 'distress',
    pattern:
      '\\b(?:ar|e) (?:sa (?:javla )?)?(?:radd|livradd) (?:just nu|for mig sjalv)\\b|\\b(?:angestattack|panikattack) nu\\b|\\bmar inte bra\\b.{0,20}?\\b(?:verkligen|snalla)\\b|\\bsnalla\\W*$|\\bpallar inte\\W*$|\\bkan inte ta mig ur sangen\\b|\\bdet blir varre\\b|\\bkaos i huvudet\\b|\\bhelt ensam\\b|\\binte sovit pa (?:flera|fyra|tre|\\d+) dygn\\b|\\bhar skakat i flera timmar\\b|\\bsitter pa golvet\\b',
    weight: 0.5,
  },
  // ---------- suicide: direct ----------
  { id: 'kill-self', category: 'suicide', pattern: '\\b{KILLV} {SELF}\\b', weight: 1, negatable: true },
  {
    id: 'kms',
    category: 'suicide',
    pattern:
      '\\b(?:kms|kys|ctb|unalive|unaliving|unalived|sewerslide|sewer slide|suicided|self delete|self deleting|self unalive|s3lf h4rm)\\b',
    weight: 1,
    negatable: true,
  },
  {
    id: 'suicidal',
    category: 'suicide',
    pattern:
      '\\b(?:suicidal|suicide thoughts|suicidal thoughts|suicide attempt|sjalvmordstankar|sjalvmordsbenagen|sjalvmordsforsok|sjalvmordsplaner)\\b',
    weight: 1,
    negatable: true,
  },
  { id: 'suicide-word', category: 'suicide', pattern: '\\b(?:suicide|sjalvmord)\\b', weight: 1, negatable: true },
  {
    id: 'suicide-personal',
    category: 'suicide',
    pattern:
      '\\b(?:commit|commiting|committing|attempt|attempted|attempting|try|tried|trying|consider|considering|considered|thinking of|thinking about|think about|thought about|thoughts of|plan|planning|planned|begaa|begar|begick|tankt pa|tanker pa|funderar pa|forsokte|forsoka) (?:suicide|sjalvmord)\\b',
    weight: 1,
    negatable: true,
  },
  {
    id: 'end-life',
    category: 'suicide',
    pattern: '\\b(?:end|ending|take|taking|took|finish) (?:my|my own) (?:life|existence)\\b',
    weight: 1,
    negatable: true,
  },
  {
    id: 'end-it-all',
    category: 'suicide',
    pattern:
      '\\b(?:end|ending) (?:it all|everything|things|this life|it for good|it tonight|it today|it soon|it now|it before)\\b',
    weight: 1,
    negatable: true,
  },
  {
    id: 'end-it',
    category: 'suicide',
    pattern: '\\b(?:{WANT}|just|finally|i could|i should) (?:end|ending) it\\b',
    weight: 0.8,
    negatable: true,
  },
  {
    id: 'want-die',
    category: 'suicide',
    pattern:
      '\\b(?:{WANT}|wanting to|been wanting to|wanted to|want|i|i just|just|and|rather|id rather|would rather|i would rather|prefer to|id like to) (?:just |really |honestly |literally |actually |simply |quietly )?{DIE}\\b',
    weight: 1,
    negatable: true,
  },
  {
    id: 'wish-dead',
    category: 'suicide',
    pattern:
      '\\b(?:wish|wishing|hope|hoping|praying) (?:i|id|i was|i were|i could|to|that i|i would|i wasnt|i wouldnt|i had|i never|i didnt|that i would) (?:just |simply )?(?:dead|die|died|be dead|was dead|were dead|not born|never born|never been born|wasnt born|didnt exist|did not exist|disappear|disappeared|vanish|not wake up|never wake up|wouldnt wake up|didnt wake up|get hit|got hit|die in my sleep|go to sleep forever|could just stop|stop existing|not here|wasnt here|wasnt alive|not alive|gone|could die|could disappear|die already|stop being alive|hadnt been born|had never been born|crash|get sick and die|an accident)\\b',
    weight: 1,
  },
  {
    id: 'no-live',
    category: 'suicide',
    pattern:
      '\\b{NEG} (?:want to|wanna|wish to|feel like|think i (?:can|want to|should)|see (?:the )?point (?:in|of)|see a reason to|see any reason to|have a reason to|have any reason to|know why i should|know how to|know how much longer i can|think i can|see myself|see a way to|want|need to) (?:keep |go on |continue |carry on )?{LIVE}\\b',
    weight: 1,
  },
  {
    id: 'no-reason-live',
    category: 'suicide',
    pattern:
      '\\b(?:no|zero|not a single|not one|cant (?:see|find|think of)(?: a| any)?|dont (?:see|have)(?: a| any)?|any|lost (?:my|the|every|all)|cant find (?:a|any)) (?:reason|reasons|point|purpose|meaning) (?:to|for|in|of) (?:live|living|life|stay alive|staying alive|stay here|be alive|being alive|exist|existing|be here|being here|keep going|going on|go on|wake up|waking up|getting up in the morning|carry on living|stick around|keep trying|try anymore|trying anymore|anything anymore|be in this world)\\b',
    weight: 1,
  },
  {
    id: 'life-worthless',
    category: 'suicide',
    pattern:
      '\\b(?:life|living|my life|existing|this life|being alive) (?:is|isnt|aint|feels|is not|just isnt|isnt really|doesnt feel|does not feel|is just) (?:not )?(?:worth (?:it|living|anything)|pointless|meaningless|over|a waste|not worth it)\\b',
    weight: 1,
  },
  {
    id: 'point-living',
    category: 'suicide',
    pattern:
      '\\b(?:whats|what is|wheres|is there|there is no|theres no|no|dont see the|i see no|cant see the) (?:even )?(?:the )?(?:point|use|sense) (?:of|in|anymore in|to) (?:living|being alive|life|existing|waking up|going on|carrying on|staying|getting up|any of it|anything|keep going|trying|me being here|being here|continuing|it all)\\b',
    weight: 1,
  },
  {
    id: 'better-without',
    category: 'suicide',
    pattern:
      '\\b(?:better|happier|easier|fine|okay|ok) (?:off )?(?:without me|if i (?:was|were|wasnt|werent|weren t|didnt|never|wasn t|was not|were not) (?:gone|dead|here|around|alive|born|exist|existing|never born)|with me gone|if i disappeared|if i died|if i wasnt around|if i left for good|when im gone|if im gone|once im gone)\\b',
    weight: 1,
    negatable: true,
  },
  {
    id: 'better-dead',
    category: 'suicide',
    pattern:
      '\\b(?:better off dead|better dead|rather be dead|rather die|rather not exist|rather not be alive|rather not wake up|be better off gone|better off gone|wont be missed|no one would miss me|nobody would miss me|no one will miss me|nobody will miss me|nobody would notice if i (?:was|were|died|disappeared|was gone)|no one would notice if i (?:was|were|died|disappeared|was gone)|no one would care if i (?:died|was gone|disappeared|wasnt here)|nobody would care if i (?:died|was gone|disappeared|wasnt here)|wouldnt matter if i (?:died|disappeared|was gone|wasnt here)|world would be better without me|everyone would be better without me)\\b',
    weight: 1,
  },
  {
    id: 'not-around',
    category: 'suicide',
    pattern:
      '\\b(?:not be|not being|wont be|won t be|will not be|wont be here|might not be|may not be|not going to be|not gonna be|no longer be|stop being) (?:around|here|alive) (?:anymore|much longer|for long|next week|next month|tomorrow|by|after|when|to see|soon|for much longer|for good|much more)\\b',
    weight: 1,
  },
  {
    id: 'not-around-want',
    category: 'suicide',
    pattern:
      '\\b(?:{WANT}|wanted to|just want|i just|want) (?:to )?(?:just |simply |really |honestly )?(?:not be around|not be here anymore|not be here|be gone|go away forever|disappear forever|disappear for good|disappear permanently|vanish forever|leave forever|leave this world|leave for good|stop everything|make it stop forever|not feel anything ever again|never feel anything again|fall asleep forever|sleep and never wake up|sleep forever|go to sleep forever|not exist anymore|not exist|stop existing|be with (?:my )?(?:grandma|grandpa|mum|mom|dad) in heaven)\\b',
    weight: 1,
  },
  {
    id: 'disappear-good',
    category: 'suicide',
    pattern:
      '\\b(?:disappear|disappearing|vanish|vanishing|gone|leave|leaving) (?:for good|forever|permanently|for ever|once and for all|from this world|this world|this earth)\\b',
    weight: 1,
    negatable: true,
  },
  {
    id: 'sleep-never-wake',
    category: 'suicide',
    pattern:
      '\\b(?:sleep|fall asleep|go to sleep|to sleep|asleep) (?:and )?(?:never|not|wouldnt|dont|didnt) (?:wake|waking) up\\b',
    weight: 1,
  },
  {
    id: 'not-wake',
    category: 'suicide',
    pattern:
      '\\b(?:hope|hoping|wish|wishing|pray|praying|want|wanna) (?:i |that i |to )?(?:just )?(?:dont|never|wont|do not|will not|wouldnt|not) (?:wake up|wake|see tomorrow|see the morning|make it to)\\b',
    weight: 1,
  },
  {
    id: 'tired-living',
    category: 'suicide',
    pattern:
      '\\b(?:tired|sick|exhausted|done|over|sick and tired) (?:of|with) (?:living|being alive|life|existing|my life|this life|breathing|waking up|being here|it all|everything and everyone)\\b',
    weight: 1,
    negatable: true,
  },
  {
    id: 'give-up-life',
    category: 'suicide',
    pattern: '\\b(?:give|giving|gave) up on (?:life|living|everything|myself|being alive|it all)\\b',
    weight: 1,
    negatable: true,
  },
  {
    id: 'goodbye',
    category: 'suicide',
    pattern:
      '\\b(?:goodbye|good bye|farewell|suicide|last) (?:letter|letters|note|notes|message|messages|video|post)\\b|\\b(?:wrote|writing|written|left|leaving|drafted) (?:a |my )?(?:letters|notes|a letter|a note|goodbyes) (?:to|for) (?:my|everyone|every one|all|the people)\\b(?=.{0,50}\\b(?:goodbye|farewell|sorry|in case|just in case|when im gone|forgive|last)\\b)',
    weight: 1,
  },
  {
    id: 'last-message',
    category: 'suicide',
    pattern:
      '\\b(?:this is|this will be|this might be|probably|prob) (?:my|the) (?:last|final) (?:message|text|time (?:talking|writing|i talk|we talk|you hear)|goodbye|conversation|chat)\\b|\\b(?:saying|say|said|wanted to say|just wanted to say) (?:goodbye|bye|my goodbyes) (?:to (?:everyone|every one|you all|all of you|my family|the people|people)|for good|forever|before i go)\\b|\\b(?:thank you|thanks) for everything(?: and)? (?:goodbye|bye|i love you|tell them)\\b|\\b(?:wont need|dont need) (?:it|them|my stuff|my things|anything) (?:anymore|where im going|after)\\b',
    weight: 1,
  },
  {
    id: 'giving-away',
    category: 'suicide',
    pattern:
      '\\b(?:giving|gave|give) (?:away )?(?:all )?(?:my|all my) (?:stuff|things|belongings|clothes|games|cat|dog|pets|savings|money) away\\b|\\b(?:giving|gave) away (?:all )?(?:my|all my) (?:stuff|things|belongings|stuff)\\b|\\bsorting out who gets my\\b',
    weight: 0.8,
  },
  {
    id: 'means-ask',
    category: 'suicide',
    pattern:
      '\\b(?:how many|how much|what amount of|which|what) {PILLS} (?:would|does it|do i need|to|will|it takes|can)\\b|\\b(?:painless|quick|quickest|easiest|easy|fastest|best|surest|least painful) (?:way|ways|method|methods) (?:to|of) (?:die|dying|end it|go|kill|not wake|do it|leave)\\b|\\bhow (?:to|do i|do you|would i|can i|could i|do people) (?:die|end it|end my life|kill myself|not wake up|disappear forever|overdose|od|hang|do it painlessly)\\b|\\b(?:is|would) (?:it|dying) (?:hurt|painful|be painful|be quick) (?:to|if i)\\b',
    weight: 1,
  },
  {
    id: 'plan',
    category: 'suicide',
    pattern:
      '\\b(?:have|made|got|worked out|figured out|decided on|written) (?:a|the|my) (?:plan|date|method|way out)(?: now| ready| for (?:it|tonight|how)| to (?:end|go|do it|die)| when| and)?\\b',
    weight: 0.6,
  },
  {
    id: 'plan-time',
    category: 'suicide',
    pattern:
      '\\b(?:tonight|tomorrow|after exams|this weekend|on my birthday|after graduation|by friday|before christmas|when theyre asleep|when everyone is asleep|ikvall|imorgon) (?:is|will be|im|i will|i am going to|i am gonna|im gonna|its|it will be|ska jag|blir) (?:the night|the day|it|done|going to do it|gonna do it|ending|finally done|over|free|the end|sista)\\b|\\bim done (?:after|tonight|tomorrow|with everything|with life|with living|with all of it|for good)\\b|\\bdone with (?:everything|everyone|life|living|it all|existing|this world)\\b',
    weight: 1,
    negatable: true,
  },
  {
    id: 'means-place',
    category: 'suicide',
    pattern:
      '\\b(?:jump|jumping|jumped|throw myself|step|stepping|walk|walking|drive|driving|crash|crashing|lie|lying) (?:off|from|in front of|into|onto|on) (?:a |the |that |this |my )?(?:{PLACE}|car|cars|traffic|lorry|truck|subway|metro|tube|water|river|sea|lake)\\b',
    weight: 0.9,
    negatable: true,
  },
  {
    id: 'means-think-place',
    category: 'suicide',
    pattern:
      '\\b(?:keep|kept|cant stop|been) (?:thinking|looking|staring|dreaming) (?:about|at|of) (?:the |that |a )?(?:{PLACE}|rope|pills|knife|gun|belt|razor|tracks|drop|water below|edge|ledge|height|heights|fall)\\b',
    weight: 1,
  },
  {
    id: 'hoard',
    category: 'suicide',
    pattern:
      '\\b(?:saving|saved|hoarding|collecting|stockpiling|stocking up on|kept|keeping|been saving|hiding) (?:up )?(?:my |some |all my |a lot of |all the |mums |moms |dads )?{PILLS}\\b|\\b(?:bought|got|found|have|ordered|got hold of) (?:a |some )?(?:rope|a rope|a gun|razor blades|a blade|lots of pills|a lot of pills|enough pills|enough {PILLS})\\b',
    weight: 1,
  },
  {
    id: 'emoji-means',
    category: 'suicide',
    pattern:
      '\\b(?:pills|rope|gun|knife|grave|coffin|blood) (?:pills |rope |gun |knife |grave |coffin |blood )*(?:tonight|goodbye|bye|done|im done|its time|time|last|soon|finally|forever|over|the end|for good|then|enough)\\b|\\b(?:rope|grave|coffin) (?:rope|grave|coffin|pills)\\b|^(?:rope|pills|pills pills|pills pills pills|grave|coffin|gun)$',
    weight: 1,
  },
  {
    id: 'selfish-leave',
    category: 'suicide',
    pattern:
      '\\b(?:is it|would it be|it would be|isnt it|am i) (?:selfish|wrong|bad|okay|ok) (?:to|if i) (?:leave|go|end|die|just go|just leave|not be here|disappear|stop)\\b|\\begoistiskt (?:att|om jag) (?:bara )?(?:lamna|forsvinna|ga|do|ta livet av mig)\\b',
    weight: 1,
  },
  {
    id: 'give-up',
    category: 'suicide',
    pattern:
      '\\b(?:want|wanna|ready|going|gonna|about) (?:to )?(?:give up|quit) (?:on )?(?:life|living|everything|it all|for good|forever|breathing|on myself)\\b',
    weight: 1,
    negatable: true,
  },
  {
    id: 'thinking-death',
    category: 'suicide',
    pattern:
      '\\b(?:think|thinking|thought|thoughts|dream|dreaming|fantasize|fantasise|fantasizing|fantasising|obsessing|obsessed) (?:a lot |so much |all the time |constantly |every day |daily |every night |more and more |too much )?(?:about|of|over) (?:dying|death|my death|my own death|being dead|not being here|not being alive|not existing|not waking up|ending it|ending things|ending everything|ending my life|my funeral|killing myself|how to die|ways to die|disappearing|leaving forever|it all ending|jumping|the end|my own funeral)\\b',
    weight: 1,
    negatable: true,
  },
  {
    id: 'death-comfort',
    category: 'suicide',
    pattern:
      '\\b(?:death|dying|being dead|not existing) (?:honestly |just |really |kinda )?(?:is|would be|seems|feels|sounds) (?:like )?(?:the |a |my )?(?:only|easier|easiest|best|better|peaceful|a relief|relief|comforting|the answer|the way out|way out|option|escape|nice|calm|tempting|welcome|inviting|freedom)\\b|\\b(?:only|best|last|easy|real) (?:way out|option left|escape|solution)\\b',
    weight: 1,
  },
  {
    id: 'cant-stay-alive',
    category: 'suicide',
    pattern:
      '\\b(?:cant|dont think i can|dont know if i can|not sure i can|cannot|unable to) (?:stay alive|keep myself alive|keep living|survive this|survive another|make it through (?:tonight|the night|another day|this week)|last much longer|hold on much longer|keep myself safe|stay safe|trust myself)\\b',
    weight: 1,
  },
  // ---------- suicide: Swedish ----------
  {
    id: 'sv-ta-livet',
    category: 'suicide',
    pattern:
      '\\b(?:jag|vill|ska|tanker|tankte|kommer att|kommer|borde|planerar att|planerar|funderar pa att|funderat pa att|kan lika garna|orkar inte|har forsokt|forsokte|forsoka|forsoker|overvager att|gonna|tankt) (?:bara |nog |snart |faktiskt |typ |att )?ta(?:r|git)? (?:livet av mig|mitt (?:eget )?liv|mitt liv)\\b',
    weight: 1,
    negatable: true,
  },
  { id: 'sv-ta-mitt-liv', category: 'suicide', pattern: '\\bta (?:mitt (?:eget )?liv)\\b', weight: 1, negatable: true },
  {
    id: 'sv-vill-do',
    category: 'suicide',
    pattern:
      '\\b(?:vill|ville|onskar att jag (?:kunde|fick)|vill bara|vill typ|vill helst|skulle vilja|langtar efter att|langtar till att) (?:bara |typ |helst |egentligen |faktiskt )?(?:do|dö|vara dod|vara dod nu|forsvinna for alltid|forsvinna|somna for alltid|sluta finnas|sluta existera|inte finnas|inte vakna|inte leva|inte vara har|inte vara har langre|inte vara med langre|dö nu)\\b',
    weight: 1,
    negatable: true,
  },
  {
    id: 'sv-inte-leva',
    category: 'suicide',
    pattern:
      '\\b(?:(?:vill|orkar|kan|klarar|vagar) inte|ser ingen anledning att|vet inte varfor jag ska|vet inte hur jag ska kunna) (?:leva|finnas till|finnas|vara kvar|fortsatta leva|leva langre|leva mer|existera|vakna imorgon|overleva)(?: langre| mer| lange till| sa har)?\\b',
    weight: 1,
  },
  {
    id: 'sv-orkar-inte-leva',
    category: 'suicide',
    pattern:
      '\\borkar inte (?:leva|med livet|finnas|vara kvar|fortsatta leva|existera|mer med livet|langre med livet|vakna)\\b',
    weight: 1,
  },
  {
    id: 'sv-battre-utan',
    category: 'suicide',
    pattern:
      '\\b(?:battre|lattare|lyckligare) (?:utan mig|om jag (?:var dod|inte fanns|var borta|dog|forsvann|inte var har|aldrig fotts))\\b|\\b(?:ingen|ingen skulle|ingen kommer att|ingen kommer) (?:skulle )?(?:sakna mig(?! pa jobbet| nar jag slutar| pa kontoret| pa skolan)|marka om jag (?:dog|forsvann|var borta))\\b',
    weight: 1,
  },
  {
    id: 'sv-tankar-doden',
    category: 'suicide',
    pattern:
      '\\b(?:tanker|tankte|tankt|tankarna|tankar|funderar|funderat|fantiserar|dagdrommer) (?:hela tiden |jamt |mycket |ofta |varje dag |varje natt )?(?:pa|om) (?:att do|doden|att ta livet av mig|att inte finnas|att inte vakna|att forsvinna for alltid|min begravning|att avsluta allt|att hoppa(?! av)|sjalvmord|att dö)\\b',
    weight: 1,
    negatable: true,
  },
  {
    id: 'sv-avsluta',
    category: 'suicide',
    pattern:
      '\\b(?:avsluta|avslutar|gora slut pa|gor slut pa|ta slut pa|satta stopp for) (?:allt|alltihop|livet|mitt liv|det har livet|hela skiten|mig sjalv)\\b',
    weight: 1,
    negatable: true,
  },
  {
    id: 'sv-somna',
    category: 'suicide',
    pattern:
      '\\b(?:somna|sova) (?:in )?(?:och )?(?:aldrig|inte) vakna(?: igen| mer)?\\b|\\b(?:hoppas|vill|onskar) (?:att )?(?:jag )?(?:inte|aldrig) vaknar(?: imorgon| igen| mer)?\\b',
    weight: 1,
  },
  {
    id: 'sv-ingen-mening',
    category: 'suicide',
    pattern:
      '\\b(?:ingen|vad ar) (?:mening|poang|ide) (?:med|att) (?:livet|att leva|att finnas|att vakna|nagonting|att fortsatta|allt|att vara har)\\b|\\blivet ar (?:inte vart (?:att leva|det)|meningslost|slut|over)\\b',
    weight: 1,
  },
  {
    id: 'sv-farval',
    category: 'suicide',
    pattern:
      '\\b(?:avskedsbrev|avskedsbrevet|farvalsbrev|sista meddelande|mitt sista meddelande|sista brev|skrivit brev till (?:alla|mamma|pappa|min familj)|sagt hejda till alla|sager hejda (?:till alla|for alltid)|hejda for alltid|tack for allt och hejda|ger bort (?:alla )?mina (?:saker|grejer))\\b',
    weight: 1,
  },
  {
    id: 'sv-hoppa',
    category: 'suicide',
    pattern:
      '\\b(?:hoppa|hoppar|kasta mig|kastar mig|ga|gar|kliva|kliver|stalla mig) (?:fran|framfor|ut fran|ut genom|ner fran|ut for|ner i|upp pa) (?:bron|en bro|taket|ett tak|taget|tunnelbanan|bussen|bilar|bilen|balkongen|fonstret|huset|stupet|kanten|tagspåret|spåret|sparet|vattnet)\\b',
    weight: 1,
  },
  {
    id: 'sv-plan',
    category: 'suicide',
    pattern:
      '\\b(?:har en plan|bestamt datum|har sparat (?:pa )?(?:mina )?(?:tabletter|piller|mediciner)|sparar (?:pa )?(?:tabletter|piller|mediciner)|samlat pa mig (?:tabletter|piller)|ikvall ar det slut|imorgon ar det slut|snart ar det over|snart ar jag borta|kommer inte vara kvar|inte kvar (?:imorgon|nasta vecka|efter))\\b',
    weight: 1,
  },
  {
    id: 'sv-forsvinna',
    category: 'suicide',
    pattern:
      '\\bforsvinna (?:for alltid|for gott|permanent|fran jorden|fran allt)\\b|\\bslippa (?:leva|vakna|allt for alltid|finnas)\\b|\\binte (?:finnas|vara har|vara kvar|leva) (?:langre|mer|lange till)\\b|\\bska inte finnas\\b',
    weight: 1,
  },
  {
    id: 'sv-ge-upp',
    category: 'suicide',
    pattern:
      '\\b(?:ger upp|gett upp|ge upp) (?:pa )?(?:livet|allt|mig sjalv|att leva)\\b|\\btrott pa (?:att leva|livet|att finnas|allt och alla)\\b',
    weight: 1,
    negatable: true,
  },
  // ---------- self-harm ----------
  { id: 'harm-self', category: 'self_harm', pattern: '\\b{HARMV} {SELF}\\b', weight: 1, negatable: true },
  {
    id: 'harm-want',
    category: 'self_harm',
    pattern:
      '\\b(?:{WANT}|urge to|urges to|need to|craving to|started|start|keep|kept|been|used to|stop|stopped|relapsed and|the urge to|wanted to) (?:to )?{HARMV} (?:again|myself|my {BODY}|so bad|badly|deeper|tonight)\\b',
    weight: 1,
    negatable: true,
  },
  {
    id: 'harm-body',
    category: 'self_harm',
    pattern:
      '\\b{HARMV} (?:my|my own|on my) {BODY}\\b|\\b(?:cuts|scars|burns|marks|wounds) (?:on|all over) my {BODY}\\b',
    weight: 1,
    negatable: true,
  },
  {
    id: 'self-harm-word',
    category: 'self_harm',
    pattern:
      '\\b(?:self harm|self harming|self harmed|selfharm|selfharming|self injury|self injuring|self mutilation|sh|cutter|sjalvskada|sjalvskadar|sjalvskadat|sjalvskadebeteende|skar mig|skara mig|skär mig|skurit mig|skadar mig|skada mig|skadat mig|rispar mig|rispa mig|rispat mig|brant mig med|bränner mig|branner mig|slar mig sjalv|slog mig sjalv)\\b',
    weight: 1,
    negatable: true,
  },
  {
    id: 'relapse',
    category: 'self_harm',
    pattern:
      '\\b(?:relapse|relapsed|relapsing|broke my streak|lost my streak|back to cutting|cut again|did it again last night|slipped up again|fell back into it|aterfall|fick aterfall|gjorde det igen)\\b',
    weight: 1,
    negatable: true,
  },
  {
    id: 'clean-streak',
    category: 'self_harm',
    pattern:
      '\\b(?:\\d+|a|one|two|three|six|few) (?:days|day|weeks|week|months|month|years|year|dagar|veckor|manader) (?:clean|sh free|self harm free|utan att skada mig)\\b',
    weight: 0.6,
  },
  {
    id: 'blade',
    category: 'self_harm',
    pattern:
      '\\b(?:razor|razors|blade|blades|knife|scissors|lighter|sharpener|rakblad|kniv|sax) (?:on|to|against|into|across|and|over|blood) (?:my )?(?:{BODY}|skin|wrist|wrists|blood|armen|handleden|huden|benen)\\b|\\bknife blood\\b|\\bblood (?:knife|blood)\\b|\\bhide (?:my|the) (?:cuts|scars|marks|arms)\\b|\\blong sleeves (?:so|to hide|because of|in summer)\\b|\\bdoljer (?:armarna|arren|sar)\\b|\\bar pa (?:armarna|armen|benen|laren)\\b',
    weight: 1,
  },
  // ---------- emergency now ----------
  {
    id: 'took-pills',
    category: 'emergency',
    pattern:
      '\\b(?:took|taken|take|taking|swallowed|swallow|ate|downed|had|popped|mixed|drank) (?:a lot of|a bunch of|too many|way too many|loads of|lots of|all of my|all my|all the|a whole|an entire|a full|half a|half of|the rest of|the whole|a handful of|handfuls of|twenty|thirty|\\d+|a box of|a bottle of|a pack of|a packet of|all of the|a whole box of|a whole bottle of|a whole packet of|some of|mums|moms|dads)? ?(?:box |bottle |pack |packet |strip |jar )?(?:of )?(?:my |mums |moms |dads |the )?{PILLS}(?: and| with| an hour| last night| earlier| this morning| tonight| just now| a few| and alcohol| with alcohol| with vodka)?\\b',
    weight: 0.6,
  },
  {
    id: 'overdose',
    category: 'emergency',
    pattern:
      '\\b(?:overdosed|overdosing|od d|odd on|oded|od ed|od on|overdose on|overdose tonight|took an overdose|take an overdose|had an overdose|overdosen|overdoserat|overdoserar|tog en overdos|tagit en overdos)\\b',
    weight: 1,
    negatable: true,
  },
  {
    id: 'pills-now',
    category: 'emergency',
    pattern:
      '\\b(?:took|taken|swallowed|downed|ate|had|tog|tagit|svalde|svalt) (?:a lot of|too many of my|too many of|a bunch of|too many|way too many|loads of|lots of|all my|all of my|all the|a whole box of|a whole bottle of|a whole packet of|a whole pack of|a whole|the whole|a box of|a bottle of|handfuls of|a handful of|\\d+|twenty|thirty|forty|fifty|en massa|massa|for manga|alla mina|alla|hela|typ \\d+|\\d+ st|en hel|en hel burk|hela burken|hela kartan|en hel karta)(?: [a-z]+)? ?(?:of )?(?:{PILLS})\\b',
    weight: 1,
  },
  {
    id: 'pills-feel',
    category: 'emergency',
    pattern:
      '\\b{PILLS}\\b.{0,60}\\b(?:feel (?:weird|strange|sick|dizzy|funny|wrong|numb|off|bad|really bad|like throwing up)|throwing up|vomiting|cant stay awake|cant feel|heart is racing|heart racing|passing out|pass out|blacking out|ears ringing|is it bad|will i be ok|will i be okay|am i going to die|is that dangerous|how long until|mar illa|kanns konstigt|kraks|yr|hjartat rusar|svimma)\\b|\\b{PILLS}\\b.{0,60}\\b(?:mar (?:jatte|super|helt|val|sa )?(?:konstigt|daligt|illa)|jattekonstigt|superkonstigt|jattedaligt|feel (?:really |so |very )(?:dizzy|sick|weird|strange))\\b',
    weight: 1,
  },
  {
    id: 'bleeding',
    category: 'emergency',
    pattern:
      '\\b(?:bleeding|blod|bloder) (?:a lot|badly|so much|everywhere|wont stop|and it wont stop|heavily|mycket|och det slutar inte)\\b|\\b(?:cant|cannot|wont) stop (?:the )?bleeding\\b|\\b(?:cut|went|cuts) too deep\\b|\\b(?:need|needs) stitches\\b|\\bslutar inte blo?da\\b',
    weight: 1,
  },
  {
    id: 'on-edge',
    category: 'emergency',
    pattern:
      '\\b(?:standing|sitting|stood|sat|im|i am|right now) (?:on|at|by) (?:the |a |this |that )?(?:edge of the |edge of a )?(?:bridge|roof|rooftop|ledge|cliff|platform edge|tracks|railway|balcony railing|train tracks|edge)\\b|\\bstar pa (?:bron|taket|kanten|perrongen|sparet)\\b',
    weight: 1,
  },
  {
    id: 'danger-now',
    category: 'emergency',
    pattern:
      '\\b(?:in danger|not safe) (?:right now|now|rn|tonight|at the moment|this minute)\\b|\\b(?:hes|shes|theyre|he is|she is|they are|someone is|someones|somebody is|a man is) (?:outside|here|coming|at the door|in the house|following me|breaking in)(?: with a knife| with a gun| and| to)\\b|\\bhelp me (?:please )?(?:hes|shes|they|someone)\\b|\\bcall (?:911|999|112|an ambulance|the police) (?:for me|please|now)\\b|\\bi (?:think )?(?:im|i am) (?:dying|going to die|about to die) (?:right now|now|rn|help)\\b|\\bi cant breathe\\b|\\bhjalp (?:mig )?(?:han|hon|nagon) (?:ar|kommer)\\b|\\bi fara (?:nu|just nu)\\b',
    weight: 1,
  },
  {
    id: 'nowhere',
    category: 'emergency',
    pattern:
      '\\b(?:nowhere|no where|no place|noplace) (?:to|i can) (?:go|sleep|stay|live|be safe) (?:tonight|now|today|anymore)?\\b|\\b(?:kicked me out|threw me out|locked me out|kastade ut mig|slangde ut mig)\\b|\\bsleeping (?:on the street|outside|rough|in the park|in a car)\\b|\\bingenstans att (?:sova|ta vagen|bo)\\b',
    weight: 0.6,
  },
  // ---------- abuse at home ----------
  {
    id: 'fam-hits',
    category: 'abuse',
    pattern:
      '\\b{FAM} (?:[a-z]+ ){0,4}?{HITV} (?:me|us|my|me and|mum|mom|my mum|my mom|my little|my siblings|when|if|every|all|again|whenever|for)\\b',
    weight: 1,
    negatable: true,
    inner: true,
  },
  {
    id: 'fam-hits-passive',
    category: 'abuse',
    pattern:
      '\\b(?:got|get|gets|getting|been|was|being) (?:hit|beaten|slapped|kicked|punched|choked|hurt|abused|whipped|beat up|beat|locked in|locked up|thrown out|burned) (?:by|from) (?:my )?{FAM}\\b',
    weight: 1,
    negatable: true,
    inner: true,
  },
  {
    id: 'unsafe-home',
    category: 'abuse',
    pattern:
      '\\b(?:dont|do not|never|cant|cannot|no longer|not) (?:feel )?(?:safe|ok|okay|secure) (?:at|in my|in our|being at|going) (?:home|house|own home|own house|room|family)\\b|\\b(?:home|my house|my home|our house) (?:is not|isnt|doesnt feel|does not feel|never feels|aint) (?:safe|a safe place)\\b|\\bnot safe (?:at|in) (?:home|my house)\\b|\\b(?:scared|afraid|terrified|frightened) (?:to go|of going|to be|of being|to stay|of staying) (?:back )?(?:home|in my room|at home|in the house)\\b|\\b(?:scared|afraid|terrified|frightened) (?:of|when|that) (?:my )?{FAM}\\b|\\b(?:dont|do not|never|cant) (?:want to|dare to|wanna) go (?:back )?home (?:because|cause|cuz|bc|since|when)\\b',
    weight: 1,
    negatable: true,
  },
  {
    id: 'abuse-words',
    category: 'abuse',
    pattern:
      '\\b(?:abused|abusing|abusive|beaten|beats me|beat me|hits me|hit me again|hurts me|hurt me again|bruises|bruised|black eye|marks on me|locks me in|locked me in|doesnt feed me|dont feed me|no food at home|starves me|screams at me every|threatens to kill|threatened to kill|said hed kill|said shed kill|says hell kill|says shell kill)\\b',
    weight: 0.6,
  },
  {
    id: 'abuse-fam-marks',
    category: 'abuse',
    pattern:
      '\\b(?:bruises|bruise|black eye|marks|cuts|burns) (?:from|because of|that) (?:my )?{FAM}\\b|\\b(?:{FAM} (?:drinks|drunk|gets drunk|is drunk|gets angry|gets mad|loses it|raging)) .{0,40}(?:hits|hit|beats|hurts|scared|afraid|throws|screams|breaks|smashes|locks|hide)\\b',
    weight: 1,
  },
  {
    id: 'sv-fam-slar',
    category: 'abuse',
    pattern:
      '\\b{FAM} (?:[a-z]+ ){0,3}?{SVHIT}(?: mig| oss| mamma| pappa| mina syskon| min lillebror| min lillasyster)?\\b',
    weight: 1,
    negatable: true,
    inner: true,
  },
  {
    id: 'sv-otrygg',
    category: 'abuse',
    pattern:
      '\\b(?:kanner mig inte|ar inte|kanns inte|inte) (?:trygg|saker|tryggt|sakert) (?:hemma|i mitt hem|i hemmet|med (?:pappa|mamma|styvpappa|styvmamma|foraldrarna|min familj))\\b|\\b(?:radd|radda|livradd|skrämd|skramd) (?:for att|att) (?:ga|komma|aka) hem\\b|\\b(?:vagar|vill) inte (?:ga|aka|komma) hem\\b(?! fran [a-z]+ forran| forran| fran (?:gymmet|jobbet|skolan|festen))|\\b(?:radd|livradd|skramd) for (?:min )?(?:pappa|mamma|styvpappa|styvmamma|bror|brorsan|farbror|morbror|mammas kille|foraldrarna|familjen)\\b|\\bmisshandlad (?:hemma|av)\\b|\\bblamarken (?:fran|efter)\\b',
    weight: 1,
  },
  // ---------- partner violence ----------
  {
    id: 'part-hits',
    category: 'partner_violence',
    pattern:
      '\\b(?:my|mitt|min) {PART} (?:[a-z]+ ){0,3}?(?:{HITV}|{SVHIT}|forces me|forced me|makes me|made me|wont let me|doesnt let me|tracks|controls|control|checks my phone and|reads all my|takes my phone|says hell|says shell|said hed|said shed|threatens to|threatened to|tvingar mig|tvingade mig|later mig inte|kontrollerar|laser mig|laser mina|tar min telefon|hotar att|sager att han ska|sa att han skulle)\\b',
    weight: 1,
    negatable: true,
    inner: true,
  },
  {
    id: 'part-fear',
    category: 'partner_violence',
    pattern:
      '\\b(?:scared|afraid|terrified|frightened|radd|livradd) (?:of|for|to leave|to break up with|att gora slut med|att lamna) (?:my |min |mitt )?{PART}\\b|\\b(?:kill|hurt) (?:me|himself|herself|themself|my family) if i (?:leave|break up|go|dump|end it)\\b|\\b(?:doda mig|skada mig|ta livet av sig) om jag (?:lamnar|gor slut|gar)\\b',
    weight: 1,
    negatable: true,
  },
  {
    id: 'part-control',
    category: 'partner_violence',
    pattern:
      '\\b(?:{PART}) (?:[a-z]+ ){0,3}?(?:checks my phone|reads my messages|wont let me see|doesnt let me see|tells me what to wear|isolates me|tracks my location|controls my money|controls everything|gets jealous and)\\b',
    weight: 0.7,
  },
  // ---------- sexual abuse and exploitation ----------
  {
    id: 'sex-assault',
    category: 'sexual_exploitation',
    pattern:
      '\\b(?:raped|rape me|raping me|molested|molesting|molests|sexually (?:assaulted|abused|harassed)|assaulted me|groped|groping|touched me (?:when|without|where|down|in|on|and|at night|while|inappropriately|there|every)|touches me (?:when|where|down|in|at night|while|inappropriately|there|and)|made me (?:do (?:sexual|stuff|things)|have sex|touch him|touch her|send)|forced me (?:to|into)|forces me to|pressured me into sex|pressuring me (?:to|into)|wont stop touching|keeps touching me|valdtog|valdtagen|valdtogs|tafsade|tafsar|forgrep sig|forgriper sig|tvingade mig (?:att|till)|tvingar mig (?:att|till)|rorde vid mig|ror vid mig)\\b',
    weight: 1,
    negatable: true,
  },
  {
    id: 'sextortion',
    category: 'sexual_exploitation',
    pattern:
      '\\b(?:threaten|threatening|threatened|threatens|going to|gonna|will|says hell|said hed|wants to) (?:to )?(?:share|send|post|leak|spread|show|put out|release|upload) (?:my|the|our) (?:nudes|pics|photos|pictures|videos|video|images|sexts|private pics|private photos)\\b|\\bunless i (?:pay|send|give|do)\\b|\\bsextortion\\b|\\b(?:hotar|hotade|kommer|ska) (?:att )?(?:sprida|lagga ut|skicka|visa) (?:mina |bilderna|filmen|nakenbilder|bilder|videon|nakenbilderna)\\b|\\bom jag inte (?:betalar|skickar)\\b',
    weight: 1,
  },
  {
    id: 'grooming',
    category: 'sexual_exploitation',
    pattern:
      '\\b(?:older|adult|grown) (?:guy|man|men|woman|person|dude|coach|teacher|friend|aldre kille|man)\\b.{0,60}\\b(?:nudes|pics|photos|pictures|send|meet (?:up )?alone|keep (?:it )?(?:a )?secret|our secret|not tell|dont tell|touch|sexual|sleep with|bilder|nakenbilder|hemlis|hemlighet)\\b|\\b(?:asks|asked|wants|keeps asking|pressuring|pressures|begging) (?:me )?(?:to send|for) (?:nudes|nude pics|pics of my body|naked pics|sexy pics)\\b|\\b(?:aldre kille|vuxen man|aldre man) .{0,40}(?:vill att jag skickar|ber mig skicka|bilder|traffas ensam|hemlis)\\b|\\bgroomed|grooming me\\b|\\b(?:said|says) its our (?:little )?secret\\b|\\b(?:hes|shes|he is|she is) (?:2\\d|3\\d|4\\d) and (?:im|i am) 1[0-5]\\b',
    weight: 1,
    negatable: true,
  },
  // ---------- severe distress ----------
  {
    id: 'cant-anymore',
    category: 'distress',
    pattern:
      '\\b(?:cant|cannot|can not|dont think i can|dont know if i can|unable to) (?:do this|do it|take (?:it|this|any more|anymore)|cope|handle (?:this|it|anything)|go on|keep going|keep doing this|carry on|bear (?:it|this)|deal with (?:this|it|anything)|breathe|hold on|hold it together|function|stop shaking|stop panicking) ?(?:any ?more|anymore|any longer|much longer|like this|right now|rn|tonight)?\\b',
    weight: 1,
    negatable: false,
  },
  {
    id: 'want-stop',
    category: 'distress',
    pattern:
      '\\b(?:just )?(?:want|need|wish|wanna) (?:it all|everything|all of it|this|the pain|the thoughts|my brain|my mind|the voices|it) (?:to )?(?:stop|end|go away|be over|shut up|quiet down)\\b|\\bmake (?:it|the pain|the thoughts|everything) stop\\b',
    weight: 1,
  },
  {
    id: 'panic-now',
    category: 'distress',
    pattern:
      '\\b(?:having|in the middle of|having a|mid|getting|got) (?:a )?(?:panic attack|anxiety attack|breakdown|mental breakdown|meltdown)(?: right now| rn| now| again| and| i)?\\b|\\bpanic attack (?:right now|rn|now|and i cant)\\b|\\bpanikattack|panikangest (?:nu|just nu)\\b|\\bfar panik (?:nu|just nu)\\b',
    weight: 1,
    negatable: true,
  },
  {
    id: 'falling-apart',
    category: 'distress',
    pattern:
      '\\b(?:falling apart|breaking down|losing it|losing my mind|going crazy|spiraling|spiralling|in pieces|shattered|drowning|sinking|crumbling|coming apart|at breaking point|at my breaking point|at rock bottom|hit rock bottom|so lost|completely lost|totally lost)\\b',
    weight: 0.7,
  },
  {
    id: 'no-one',
    category: 'distress',
    pattern:
      '\\b(?:no one|nobody|noone|no body) (?:cares|would care|gives a|understands|loves me|is there|to talk to|wants me|needs me)\\b|\\b(?:completely|totally|so|all) alone\\b|\\b(?:hate myself|hate my self|i hate me|im worthless|i am worthless|im a burden|i am a burden|such a burden|a burden to everyone|burden to my family|disgusting|deserve to suffer|deserve pain|deserve to die|deserve nothing)\\b',
    weight: 0.5,
  },
  {
    id: 'body-collapse',
    category: 'distress',
    pattern:
      '\\b(?:havent|have not|not|barely) (?:eaten|slept|eat|sleep|slept properly|eaten properly) (?:in|for) (?:days|\\d+ days|a week|weeks|two days|three days|four days|several days)\\b|\\bcant stop (?:crying|shaking|screaming|panicking)\\b|\\b(?:hearing|seeing) things (?:that arent|that are not)\\b|\\bvoices (?:tell|telling|told) me\\b',
    weight: 0.5,
  },
  {
    id: 'sv-orkar-inte',
    category: 'distress',
    pattern:
      '\\b(?:orkar inte|klarar inte|pallar inte|kan inte|orkar typ inte|orkar verkligen inte|orkar fan inte) (?:av )?(?:mer|langre|detta|det har|allt|nagonting|nanting|med nagonting|mer med allt|leva sa har)\\b|\\borkar inte\\W*$|\\b(?:vill|behover) (?:att )?(?:allt|det|smartan|tankarna) (?:ska )?(?:ta slut|sluta|forsvinna|vara over)\\b|\\b(?:faller isar|gar sonder|bryter ihop|brakar ihop|rasar ihop|tappar det helt)\\b|\\bkan inte sluta (?:grata|skaka|gråta)\\b|\\binte atit pa (?:flera )?dagar\\b|\\binte sovit pa (?:flera )?dagar\\b|\\b(?:hatar mig sjalv|ar vardelos|ar en borda|en borda for alla)\\b|\\bensam i hela varlden\\b',
    weight: 1,
  },
  // ---------- someone else ----------
  {
    id: 'other-kill',
    category: 'other_person',
    pattern:
      '\\b{KILLV} (?:herself|himself|themselves|themself|theirself|sig sjalv|sig)\\b|\\b(?:{HARMV}|{HARMV}s) (?:herself|himself|themselves|themself|sig sjalv)\\b',
    weight: 1,
    negatable: true,
  },
  {
    id: 'other-want-die',
    category: 'other_person',
    pattern:
      '\\b(?:she|he|they|my {THIRD}|her|him|hon|han|min {THIRD}|mitt ex|hen) (?:[a-z]+ ){0,3}?(?:wants to die|want to die|wanna die|is suicidal|are suicidal|seems suicidal|talks about (?:dying|suicide|killing|ending it|not being here)|talking about (?:dying|suicide|killing|ending it|not being here)|said (?:she|he|they) (?:wants|want|wanted) to die|is going to end it|is cutting|has been cutting|self harms|overdosed|took (?:a lot of|too many|all) (?:pills|her pills|his pills)|sent (?:me )?a goodbye|vill do|pratar om att do|pratar om sjalvmord|skadar sig|har tagit (?:massa|en massa|for manga) (?:tabletter|piller)|ar sjalvmordsbenagen)\\b|\\b(?:she|he|they|my {THIRD}|min {THIRD}|hon|han)\\b(?: [a-z]+){0,4} (?:took|has taken|har tagit|tog) (?:a load of|loads of|a bunch of|a lot of|too many|all (?:her|his|their)|massa|en massa|for manga)(?: [a-z]+)? (?:pills|tablets|meds|tabletter|piller)\\b|\\b(?:he|she|they) (?:doesnt|dont|does not) see (?:the|any) point (?:of|in) (?:living|life|being alive)\\b',
    weight: 1,
  },
  {
    id: 'other-abused',
    category: 'other_person',
    pattern:
      '\\b(?:my (?:little |younger |baby |big |older )?(?:brother|sister|sibling|siblings|friend|best friend|cousin|mum|mom)|min (?:lille|lilla )?(?:bror|syster|kompis|van|kusin|mamma)|lillebror|lillasyster) (?:[a-z]+ ){0,3}?(?:is being|gets|got|is getting|keeps getting|blir|har blivit|fick) (?:hit|beaten|abused|hurt|slapped|kicked|choked|touched|raped|slagen|misshandlad|misshandlat|slagna|valdtagen|sparkad)\\b|\\b(?:{FAM}) (?:[a-z]+ ){0,3}?(?:{HITV}|{SVHIT}) (?:my (?:little |younger |baby )?(?:brother|sister|siblings|mum|mom)|min (?:lillebror|lillasyster|bror|syster|mamma)|mamma|lillebror|lillasyster)\\b|\\b(?:coworker|colleague|classmate|friend|neighbour|neighbor|kollega|klasskompis|kompis|granne)\\b(?: [a-z]+){0,3} (?:is being|gets|got|is getting|keeps getting|blir|har blivit) (?:hit|beaten|abused|hurt|slagen|misshandlad)\\b',
    weight: 1,
  },
  // ---------- added while tuning on tests/safety/corpus/tune.tsv ----------
  {
    id: 'no-future',
    category: 'suicide',
    pattern:
      '\\b(?:there is no|theres no|there wont be a|there wont be any|wont be a|wont have a|dont plan on having (?:a|one)|no point planning (?:a|my)|no) (?:future me|future self|future for me|future|me in \\d+ years|older me|older self|older version of me)\\b(?! (?:in|for|at) (?:this|that|physics|law|my|the))|\\b(?:wont|will not|never going to|not going to|never gonna|not gonna|wont ever|dont think i will|dont think ill|dont think im going to) (?:let myself )?(?:get (?:that|this|so) old|make it (?:that far|to \\d+|past \\d+|to next year|to my birthday|to summer|through (?:the|this) (?:year|week|month|night|summer|winter))|see (?:my|next) (?:birthday|year|summer|christmas|\\d+)|live (?:to|past|until) \\d+)\\b|\\bdont plan on having (?:one|a future|any future)\\b|\\b(?:dont|do not|not) plan(?:ning)? on (?:being here|being alive|being around|living|sticking around|having one|getting old|getting older)\\b|\\b(?:do|will|would|am) i (?:even )?(?:make it|live|get) (?:past|to) \\d+\\b|\\bfuture (?:im|i am|i) (?:not going to|never going to|wont|will never) (?:have|get|see)\\b|\\bwont be (?:here|around|alive) long enough\\b|\\b(?:tror inte|vet inte om) jag (?:klarar mig|overlever|lever|ar kvar) (?:till|tills|genom|over)\\b',
    weight: 1,
  },
  {
    id: 'doubt-alive',
    category: 'suicide',
    pattern:
      '\\b(?:dont think|doubt|not sure|dont know if|unsure if) (?:ill|i will|i ll|im going to|i am going to|im gonna) (?:still )?(?:be here|be alive|be around|make it|last|survive)\\b|\\bdont (?:see|think i see|picture|imagine|think ill see) (?:myself|me) (?:being alive|alive|still alive|still here|still around|making it (?:to|past|through)|living (?:to|past|until)|getting (?:to|past) \\d+|reaching \\d+|turning \\d+|get that old|that old)\\b',
    weight: 1,
  },
  {
    id: 'if-i-died',
    category: 'suicide',
    pattern:
      '\\bif i (?:just )?(?:stopped existing|was dead|were dead|was gone|were gone|killed myself|didnt wake up|never woke up|wasnt alive|werent alive|wasnt around anymore|disappeared forever|disappeared for good)\\b|\\b(?:after|when|once|by the time) (?:im|i am) (?:gone|dead|no longer here|not here anymore|not around anymore)\\b|\\bwhen i die\\b(?=.{0,40}\\b(?:soon|tonight|sister|brother|mum|mom|give|get my|take my|stuff|things)\\b)',
    weight: 1,
  },
  {
    id: 'if-i-died-weak',
    category: 'suicide',
    pattern:
      '\\bif i (?:died|disappeared|wasnt here|wasnt around|left|was not here)\\b|\\bimagin(?:e|ing) (?:if i|myself) (?:just )?(?:died|dead|gone|stopped|not existing|disappear)',
    weight: 0.7,
  },
  {
    id: 'would-care',
    category: 'suicide',
    pattern:
      '\\b(?:would|will|does|do|did) (?:anyone|anybody|nobody|no one|people|they|my family|my parents|my friends|you) (?:even |actually |really |honestly )?(?:care|notice|miss me|be sad|cry|be relieved|come to my funeral|be happier|be better|be better off)\\b|\\b(?:relieved|happier|better off|fine|easier) (?:if|when) i (?:was|were|am) gone\\b',
    weight: 0.6,
  },
  {
    id: 'ways-die',
    category: 'suicide',
    pattern:
      '\\b(?:ways|way|methods|method) (?:to|of) (?:die|dying|go|end it|end my life|kill myself|disappear|not wake up|do it)\\b(?! (?:in|on) (?:the|this|a) (?:game|level|film|movie|show))|\\b(?:does|would|will|is) (?:it|dying) (?:hurt|be painful|painful) (?:to die|if (?:you|i)|dying|when you)\\b|\\bhurt to die\\b',
    weight: 1,
  },
  {
    id: 'tried-before',
    category: 'suicide',
    pattern:
      '\\b(?:tried|attempted) (?:once|it once|it before|before|twice|it twice|last year|to end it|to kill myself|to end my life)\\b',
    weight: 0.6,
  },
  { id: 'try-again', category: 'suicide', pattern: '\\b(?:trying|try|do it|doing it) again\\b', weight: 0.5 },
  {
    id: 'time-up',
    category: 'suicide',
    pattern:
      '\\b(?:my time is up|im ready to go|i am ready to go|ready to leave this world|ready to die|time for me to go|its time for me to go|its my time|my time has come|i feel ready to go)\\b',
    weight: 1,
  },
  {
    id: 'not-needed',
    category: 'suicide',
    pattern:
      '\\b(?:world|everyone|anyone|nobody|no one|my family|the world) (?:just |really |even |honestly )?(?:doesnt|dont|wont|would not|wouldnt|does not) (?:need|want|miss|notice) me\\b|\\b(?:wont|dont) need (?:them|it|my stuff|my things|anything) (?:anymore|where im going|after)\\b|\\bwont be needing (?:them|it|my|any)\\b',
    weight: 1,
  },
  {
    id: 'wont-be-around-for',
    category: 'suicide',
    pattern: '\\b(?:wont|will not) be (?:around|here) for\\b',
    weight: 0.6,
  },
  {
    id: 'ghost',
    category: 'suicide',
    pattern:
      '\\b(?:be|become|becoming|going to be|gonna be) a ghost\\b|\\bsee you on the other side\\b|\\bsee you in (?:the )?next life\\b',
    weight: 1,
  },
  {
    id: 'goodbye-said',
    category: 'suicide',
    pattern:
      '\\b(?:already|just|finally) (?:said|say) (?:my )?goodbyes?\\b|\\b(?:goodbye|bye|farewell) (?:text|message|note|letter|post|video|texts|messages|notes|letters)\\b|\\b(?:last|final) (?:journal entry|entry|post|words|goodbye)\\b|\\bbye (?:for real|forever|for good|for ever|everyone|world|for the last time)\\b|\\b(?:deleted|deleting|delete) (?:all )?(?:my )?(?:socials|accounts|instagram|snap|tiktok)\\b|\\bbye (?:\\. )?(?:for real|forever|for good)\\b',
    weight: 1,
  },
  {
    id: 'wrote-note',
    category: 'suicide',
    pattern: '\\b(?:wrote|writing|written|left|leave) (?:a |my )?(?:note|notes|letter|letters)\\b',
    weight: 0.4,
  },
  {
    id: 'thanks-all',
    category: 'suicide',
    pattern:
      '\\b(?:thanks|thank you) for (?:everything|all the chats|trying|all of it|being there|listening)\\b|\\bnone of this is your fault\\b|\\btell (?:my )?(?:mum|mom|dad|family|sister|brother|them) (?:im sorry|i love|i loved|sorry)\\b',
    weight: 0.5,
  },
  {
    id: 'peaceful-dead',
    category: 'suicide',
    pattern:
      '\\b(?:peaceful|nice|calm|easy|good|quiet|restful|a relief|relieving) (?:it )?(?:would be|would feel|is|will be) (?:to be dead|to die|to not exist|to not wake up|being dead|dying|to be gone|to just stop)\\b',
    weight: 1,
  },
  {
    id: 'pills-stare',
    category: 'suicide',
    pattern:
      '\\b{PILLS}\\b.{0,50}\\b(?:staring at|looking at|counting|lined up|holding|in my hand|ready)\\b|\\b(?:staring at|counting|lined up|holding) (?:the |my |a |all )?(?:bottle of |box of |pack of )?{PILLS}\\b',
    weight: 1,
  },
  {
    id: 'choose-when',
    category: 'suicide',
    pattern:
      '\\b(?:choose|pick|decide|decided|picked|chosen|set|choosing|have to choose|just have to pick) (?:when|the date|a date|the day|the time|the night|which night|how)\\b|\\b(?:got|have) everything i need\\b|\\b(?:pick|choose|set) (?:a|the) day\\b|\\b(?:got|have) what i need\\b',
    weight: 0.6,
  },
  {
    id: 'already-date',
    category: 'suicide',
    pattern: '\\balready (?:picked|chose|chosen|set|decided on) (?:a|the) (?:date|day|time)\\b',
    weight: 1,
  },
  {
    id: 'planned-how',
    category: 'suicide',
    pattern:
      '\\b(?:planned|planning|figured out|decided|worked out|know) (?:how|when|where) (?:im going to|ill|i will|to|im gonna) (?:do it|end it|go|die)\\b|\\bplan\\b.{0,40}\\bdo it\\b|\\b(?:planned|planning|figured out|worked out) how (?:id|i would|i d) do it\\b',
    weight: 0.6,
  },
  {
    id: 'burden',
    category: 'suicide',
    pattern:
      '\\b(?:im|i am|im just|im such) (?:just )?(?:a|such a) burden\\b|\\bburden (?:to|on) (?:everyone|my family|my parents|everybody)\\b',
    weight: 0.5,
  },
  {
    id: 'sv-poang',
    category: 'suicide',
    pattern:
      '\\bvad ar (?:ens |ju )?(?:poangen|meningen|iden) med att (?:vakna|leva|finnas|fortsatta|ga upp)\\b|\\bhur (?:manga|mycket) (?:{PILLS}) (?:behovs|kravs|maste man|ska man|dodar)\\b|\\b(?:satt|vag|metod|smartfritt satt) att do\\b',
    weight: 1,
  },
  {
    id: 'sv-inte-kvar',
    category: 'suicide',
    pattern:
      '\\b(?:kommer|ska) (?:andå |anda |nog |typ |ju |inte )*(?:inte|aldrig) (?:att )?(?:vara|finnas) (?:har|kvar|med)\\b|\\b(?:kommer|ska) (?:aldrig|inte) (?:att )?bli (?:sa|sa har|så) gammal\\b|\\bframtida jag finns inte\\b|\\bom jag (?:inte fanns|inte fanns langre|var dod|dog|forsvann|inte vaknade|inte levde|tog livet av mig)\\b|\\b(?:klar|fardig) med (?:allt|livet|alla|att leva)\\b|\\b(?:gett|gav|ger) bort (?:alla )?(?:mina )?(?:grejer|saker|klader|spel)\\b|\\b(?:har )?(?:planerat|bestamt) (?:hur|nar|var) (?:jag ska|det ska)\\b|\\bsparar (?:pa )?(?:mina )?(?:{PILLS})\\b|\\btanker jag (?:pa|på) att (?:hoppa|do|ta livet av mig)\\b|\\bhejda for (?:alltid|gott)\\b',
    weight: 1,
  },
  {
    id: 'sv-behover-inte',
    category: 'suicide',
    pattern: '\\bbehover (?:dom|dem|det|de) inte (?:mer|langre)\\b',
    weight: 0.5,
  },
  {
    id: 'harm-urge',
    category: 'self_harm',
    pattern:
      '\\b(?:urge|urges|need|craving|cravings|temptation|tempted|suget|behov|lust) (?:to |att )?(?:{HARMV}|skara|skada|rispa|branna|sla mig)\\b|\\b(?:cant|cannot|kan inte) (?:stop|sluta) (?:cutting|hurting myself|scratching|burning myself|skara mig|skada mig)\\b|\\b(?:the|been|started|start|stopped|back to|again|more) cutting\\b|\\bcutting (?:again|myself|thing)\\b|\\bshing\\b|\\bsh again\\b|\\bcuts and i cant stop\\b|\\bnow its cuts\\b',
    weight: 1,
  },
  {
    id: 'harm-head',
    category: 'self_harm',
    pattern:
      '\\b(?:hit|hitting|bang|banging|bash|bashing|slam|slamming) my head (?:against|on|into)\\b|\\b(?:punch|punching|punched|hit|hitting) (?:the )?walls? (?:till|until|so hard)\\b|\\b(?:till|until|so) (?:it|they|i|my [a-z]+) (?:bleeds|bleed|bled|bleeding)\\b|\\b(?:fresh|new|deep) (?:cuts|cut|wounds|burns)\\b|\\bso (?:nobody|no one|noone) (?:sees|can see|notices) (?:my )?(?:arms|scars|cuts|wrists|legs|the marks)\\b|\\b(?:keep|kept|keeping|have|hide|hiding|hidden) (?:a |my |the )?(?:blade|blades|razor|razors|rakblad|rakbladet)\\b|\\bpunish(?:ing)? myself\\b|\\bas (?:a )?punishment\\b|\\barr pa (?:armarna|armen|benen|laren|handleden|handlederna)\\b|\\bsa ingen ser\\b|\\b(?:till|until) my (?:knuckles|skin|hands|fists) (?:split|bleed|bled|bleeds|crack)\\b|\\b(?:cutting|sh|burning myself|hurting myself|self harm) (?:is|was) (?:the only|all that|what)\\b|\\brispade mig\\b|\\brispat mig\\b',
    weight: 1,
  },
  {
    id: 'feel-something',
    category: 'self_harm',
    pattern:
      '\\b(?:so |just )?(?:that )?i can feel (?:something|anything)\\b|\\bto feel (?:something|anything|pain)\\b|\\bfor att kanna (?:nagot|nat|nanting|nagonting)\\b',
    weight: 0.6,
  },
  {
    id: 'blood-word',
    category: 'self_harm',
    pattern: '\\bblood\\b|\\bbandage\\b|\\bmy arms are a mess\\b|\\bshort sleeves\\b',
    weight: 0.5,
  },
  {
    id: 'emerg-cabinet',
    category: 'emergency',
    pattern:
      '\\b(?:swallowed|took|taken|ate|drank|downed) (?:everything|all|whatever|all the pills) (?:in|from) (?:the|my|our|mums|moms|dads) (?:medicine|bathroom|medicin)? ?(?:cabinet|cupboard|drawer|skap|skapet)\\b',
    weight: 1,
  },
  {
    id: 'emerg-collapse',
    category: 'emergency',
    pattern:
      '\\b(?:he|she|they|hes|shes|theyre|friend|brother|sister|mum|mom|dad|someone|somebody|kompis|van|han|hon|bror|syster|mamma|pappa)\\b(?: [a-z]+){0,4} (?:is |just |has )?(?:unconscious|passed out|not breathing|isnt breathing|stopped breathing|wont wake up|doesnt wake up|isnt waking up|collapsed|having a seizure|turning blue|andas inte|andas konstigt|vaknar inte|ar medvetslos|svimmade|kollapsade|svarar inte)\\b',
    weight: 1,
  },
  {
    id: 'emerg-intruder',
    category: 'emergency',
    pattern:
      '\\b(?:trying to|tries to|is trying to) (?:break|get) (?:in|into)\\b|\\bbreaking into (?:our|my|the)\\b|\\bforsoker (?:ta sig|bryta sig|komma) in\\b|\\b(?:has been|is|keeps|been) (?:following|chasing|stalking) me (?:home|right now|for|and)\\b|\\b(?:stabbed|got stabbed|been stabbed|was stabbed|got shot|been shot|was shot|knivhuggen|knivhuggs|skjuten|blev skjuten)\\b',
    weight: 1,
  },
  {
    id: 'emerg-threat',
    category: 'emergency',
    pattern:
      '\\b(?:going to|gonna|will|wants to|threatened to|threatens to|threatening to|said hed|said shed|says hell|says shell|said he would|said she would|swore to|promised to) (?:kill|murder|stab|shoot) (?:me|us)\\b|\\b(?:ska|kommer att|tanker|hotar att|hotade att|sa att han skulle|sa att hon skulle) (?:doda|morda|skada|knivhugga) mig\\b',
    weight: 1,
    negatable: true,
  },
  {
    id: 'emerg-bleed-sv',
    category: 'emergency',
    pattern:
      '\\bbloder\\b.{0,20}\\bslutar inte\\b|\\b(?:skar|skurit|skar mig) (?:for|alldeles for|lite for) djupt\\b|\\b(?:kraks|spyr|throwing up|vomiting|puking)\\b.{0,25}\\b(?:svarar inte|wont wake|not responding|unresponsive|vaknar inte)\\b',
    weight: 1,
  },
  {
    id: 'pills-alcohol',
    category: 'emergency',
    pattern:
      '\\b(?:drank|drunk|vodka|alcohol|beer|wine|drack|sprit|alkohol)\\b.{0,40}\\b{PILLS}\\b|\\b{PILLS}\\b.{0,40}\\b(?:drank|drunk|vodka|alcohol|drack|sprit|alkohol)\\b|\\b(?:room is spinning|cant see straight|cant walk straight|cant feel my|allt snurrar)\\b',
    weight: 0.5,
  },
  {
    id: 'neglect',
    category: 'abuse',
    pattern:
      '\\b(?:no|barely any|hardly any|not enough|never any) food (?:at home|in the house|in our house)\\b|\\b(?:hasnt|havent|has not|not) (?:been )?(?:back|home|come home|been home) (?:in|for) (?:\\d+|two|three|four|five|several|a few|many) (?:days|nights|weeks)\\b|\\bingen mat hemma\\b|\\binte varit hemma (?:pa|i) (?:flera|\\d+|tva|tre|fyra|manga) (?:dagar|natter|veckor)\\b|\\b(?:havent|hasnt|have not|has not) (?:bought|made|given me|cooked) (?:any )?food\\b|\\bnot allowed to (?:leave the house|go out|see anyone|have friends)\\b|\\b(?:take|took|takes) (?:my phone and )?(?:my wages|my pay|my salary|my money|min lon|mina pengar)\\b|\\btar min lon\\b',
    weight: 0.7,
  },
  {
    id: 'threw-at',
    category: 'abuse',
    pattern:
      '\\b(?:threw|throws|throwing|thrown|kastade|kastar) (?:a |the |his |her |their )?(?:[a-z]+ )?(?:at me|at my head|pa mig|at us)\\b|\\b(?:hit|hits|beat|beats|slap|slaps|kick|kicks|hurt|hurts|punch|punches) me (?:if|when|whenever|every time|for|again|until|till)\\b',
    weight: 1,
  },
  {
    id: 'fam-violent',
    category: 'abuse',
    pattern:
      '\\b{FAM}\\b.{0,40}\\b(?:gets|is|becomes|turns|can be|is getting|blir|ar) (?:really |so |very |super |jatte |han |hon |sa )*(?:violent|physical|aggressive|dangerous|farlig|valdsam|aggressiv)\\b|\\b(?:bruises|bruise|black eye|marks|cuts|burns|blamarken|blamarke)\\b(?: [a-z]+){0,4} (?:from|because of|fran|efter) (?:my |min |mitt )?{FAM}\\b',
    weight: 1,
  },
  {
    id: 'fam-lock',
    category: 'abuse',
    pattern:
      '\\b(?:lock|locked|locking) (?:my|the) (?:door|room)\\b(?: [a-z]+){0,3} (?:because of|cause of|bc of|so) (?:my )?{FAM}\\b',
    weight: 1,
  },
  {
    id: 'fam-hide',
    category: 'abuse',
    pattern:
      '\\bhide (?:in|from) (?:my room|the bathroom|him|her|them|my dad|my mum|my mom|my stepdad)\\b|\\bhiding in (?:the|my) (?:bathroom|room|closet|wardrobe|toilet)\\b|\\bgommer mig (?:i|pa|for)\\b',
    weight: 0.6,
  },
  {
    id: 'fam-comes-home',
    category: 'abuse',
    pattern:
      '\\b(?:when|before|whenever|if) (?:my )?{FAM} (?:gets|comes) (?:home|back|in)\\b|\\b(?:pray|hope|praying|hoping) (?:he|she|they) (?:doesnt|dont|wont) come in\\b|\\b(?:smashing|breaking|throwing) (?:everything|things|stuff|plates|furniture)\\b',
    weight: 0.5,
  },
  {
    id: 'forced-marriage',
    category: 'abuse',
    pattern:
      '\\b(?:forcing|forced|force|make|making|going to make|want to make) me (?:to )?(?:marry|get married)\\b|\\bgiftas bort\\b|\\btvinga(?:r|s|d)? (?:mig )?(?:att )?gifta\\b|\\b(?:send|sending|ship) me (?:abroad|away|back to|to (?:their|my) (?:home )?country)\\b(?=.{0,40}\\b(?:if|unless|obey|marry)\\b)|\\bsent abroad to (?:get )?marr(?:y|ied)\\b|\\b(?:laser|lasade) in mig\\b|\\bfar inte ata om\\b',
    weight: 1,
  },
  {
    id: 'partner-threat',
    category: 'partner_violence',
    pattern:
      '\\b(?:my |min |mitt )?(?:boyfriend|girlfriend|bf|gf|partner|ex|husband|wife|fiance|pojkvan|flickvan|kille|tjej|sambo|exet|expojkvan|exflickvan)\\b.{0,60}\\b(?:threatening me|threatens me|threatened me|stalking me|stalks me|showing up at|shows up at|wont leave me alone|tracks me|track me|find me|hurt me|kill me|gets physical|getting physical|violent|grabbed my|choked me|hit me|slapped me|scared of (?:him|her)|forfoljer mig|hotar mig|star utanfor|skada mig|doda mig|trycker upp mig|slar mig|slog mig|tvingade mig|tvingar mig|kollar min mobil hela tiden)\\b|\\bposted my (?:address|location|number)\\b|\\b(?:says|said) (?:hes|shes|he is|she is) coming (?:over|here|to my|to get me)\\b|\\bbreaks my (?:stuff|things|phone)\\b|\\bsend (?:him|her|my boyfriend|my girlfriend|my bf|my gf) my location\\b|\\bhotar mig om\\b',
    weight: 1,
    negatable: true,
  },
  {
    id: 'partner-grab',
    category: 'partner_violence',
    pattern:
      '\\bgrabbed (?:me by )?my (?:neck|throat|hair)\\b|\\b(?:hands?) (?:around|on) my (?:neck|throat)\\b|\\bif (?:he|she|i) cant have (?:me|you) (?:nobody|no one|noone) (?:can|will)\\b|\\b(?:scared|afraid|terrified|radd) (?:of )?what (?:my |min )?(?:boyfriend|girlfriend|bf|gf|partner|ex|kille|tjej|pojkvan|flickvan|he|she) (?:will|would|might|ska|kommer)\\b|\\b(?:he|she|they) (?:[a-z]+ ){0,2}?(?:hit|slapped|punched|kicked|choked|strangled|beat|pushed|shoved) me\\b|\\btrycker upp mig mot\\b',
    weight: 1,
    negatable: true,
  },
  {
    id: 'said-no',
    category: 'sexual_exploitation',
    pattern:
      '\\b(?:never|didnt|did not) (?:said|say) yes\\b|\\bwithout my consent\\b|\\b(?:i said|even though i said|when i said|i kept saying) no (?:and|but) (?:he|she|they) (?:kept going|did it anyway|didnt stop|continued|carried on)\\b|\\btvingade mig (?:fast|trots att|aven om) jag sa nej\\b|\\bjag sa nej men (?:han|hon) (?:fortsatte|gjorde det)\\b|\\b(?:had sex with me|slept with me) (?:when|while|and) i (?:was|wasnt|never|didnt)\\b|\\bsextort(?:ed|ing|ion)\\b|\\btouch(?:es|ed|ing) me\\b(?! (?:deeply|emotionally))|\\b(?:han|hon|chefen|tranaren|lararen|styvpappa|pappa|morbror|farbror|kollegan|nagon|styvbror|bror) (?:[a-z]+ ){0,3}?(?:tar|tog) pa mig\\b|\\bskulle lagga ut (?:filmen|bilderna|bilder|videon)\\b',
    weight: 1,
  },
  {
    id: 'minor-age',
    category: 'sexual_exploitation',
    pattern: '\\b(?:im|i am|jag ar|am) (?:only |just |bara )?1[0-7]\\b|\\bjag ar 1[0-7] ar\\b',
    weight: 0.5,
  },
  {
    id: 'groom-signs',
    category: 'sexual_exploitation',
    pattern:
      '\\bmature for (?:my|your) age\\b|\\b(?:keep it|its|our|a|var|var lilla) (?:our )?(?:little )?(?:secret|hemlighet|hemlis)\\b|\\b(?:meet|meeting|meet up) (?:up )?alone\\b|\\btraffas ensamma\\b|\\b(?:without clothes|undress|undressed|naked|nude|nudes|naken|nakenbilder|utan klader)\\b|\\b(?:asking|asks|asked|wants|begging|pressuring) (?:me )?for (?:pics|photos|pictures|bilder)\\b|\\b(?:vill att jag skickar|ber mig skicka|ber om) (?:bilder|nakenbilder|en bild)\\b|\\b(?:vuxen|vuxna|aldre) (?:kille|man|killar|person|typ)\\b|\\b[2-6]\\d (?:year old|yo)\\b|\\b(?:modelling|modeling) job if\\b|\\b(?:han|hon|he|she|hes|shes) (?:ar|is) (?:2\\d|3\\d|4\\d|5\\d)\\b|\\b(?:vill att jag kommer|wants me to come) (?:hem till|over to|to his|to her|home to)\\b|\\b(?:way|much|lot|a lot) older than me\\b',
    weight: 0.5,
  },
  {
    id: 'groom-authority',
    category: 'sexual_exploitation',
    pattern:
      '\\b(?:coach|teacher|boss|manager|tranare|tranaren|larare|lararen|chef|chefen|agent)\\b.{0,80}\\b(?:messages at night|at night|secret|hemlis|hemlighet|alone|pics|bilder|undress)\\b',
    weight: 0.5,
  },
  {
    id: 'plan-soon',
    category: 'suicide',
    pattern:
      '\\b(?:plan|decided|ready|catching the bus|catch the bus|ctb|doing it|do it|gonna go|going to go)\\b.{0,40}\\b(?:tonight|tomorrow|this weekend|this friday|on friday|this week|next week|soon|ikvall|imorgon|i helgen)\\b|\\bcatch(?:ing)? the bus\\b(?=.{0,40}\\b(?:tonight|soon|friday|weekend|dont bother|bye|goodbye|for good)\\b)',
    weight: 0.5,
  },
  {
    id: 'goodbye-secret',
    category: 'suicide',
    pattern:
      '\\bsaid (?:goodbye|bye|my goodbyes) (?:to [a-z ]{1,30})?\\b(?=.{0,50}\\b(?:dont know it|dont know yet|dont know why|last time|for good|forever)\\b)|\\b(?:skrev|sa|sagt) (?:typ )?hejda (?:till alla|for alltid|till allihop)\\b|\\bsaid bye to everyone\\b',
    weight: 1,
  },
  {
    id: 'crash-wish',
    category: 'suicide',
    pattern:
      '\\bif (?:i|a) (?:crashed|crash|got hit|get hit|fell|bus hit me|car hit me|train hit me|truck hit me)\\b|\\bif a (?:bus|car|train|truck|lorry) (?:hit|hits|ran over) me\\b|\\bwould (?:that|it) (?:really |even )?be so bad\\b|\\bwithout me (?:around|here|in the way)\\b|\\bwhat i (?:might|could|would|will) do to myself\\b|\\b(?:telling|tells|told|tell) me (?:i should|to) (?:just )?(?:die|kill myself|end it|hurt myself)\\b|\\bi should (?:just )?(?:die|not be alive|not exist|not be here)\\b|\\bsee the point (?:of|in) living\\b|\\b(?:onskar|hoppas)(?: jag)? (?:att )?jag (?:bara )?(?:dog|dor|var dod|somnade in|inte vaknade|aldrig vaknar)\\b|\\bdie in my sleep\\b|\\b(?:gor|gora) (?:jag )?slut pa (?:allt|livet|mitt liv)\\b|\\btanker (?:mycket |ofta |jamt |hela tiden )?pa (?:bron|taket|sparet|tabletterna|att hoppa|tagen)\\b',
    weight: 1,
  },
  {
    id: 'emerg-spiked',
    category: 'emergency',
    pattern:
      '\\b(?:spiked|drugged) (?:my|our) (?:drink|drinks)\\b|\\b(?:took|taken|had|tog) (?:something|nagot|nat)\\b(?=.{0,40}\\b(?:heart|racing|dizzy|cant see|help|hjalp|hjartat)\\b)|\\bandas knappt\\b',
    weight: 1,
  },
  {
    id: 'abuse-secret',
    category: 'abuse',
    pattern:
      '\\bif i tell (?:anyone|anybody|someone|people)\\b|\\bom jag berattar\\b|\\bthe belt\\b|\\bbaltet\\b|\\b(?:laser|lasa|lasade|lastes|lasts) in mig\\b|\\bfar inte (?:ata|mat)\\b|\\b(?:not allowed|arent allowed|wont let me|dont let me) (?:to )?eat\\b|\\bsent abroad to (?:get )?marr',
    weight: 0.6,
  },
  {
    id: 'sex-unwanted',
    category: 'sexual_exploitation',
    pattern:
      '\\b(?:does|did|do|doing|makes me do) (?:stuff|things) (?:to me )?(?:that )?i (?:dont|didnt|do not) (?:want|like|agree)\\b|\\b(?:gor|gjorde) saker (?:mot|med) mig som jag inte vill\\b|\\bif i (?:dont )?send (?:him|her|them) (?:photos|pics|pictures|nudes|videos)\\b|\\b(?:han|hon|de|dom) tvingade mig\\b(?! att (?:jobba|plugga|ata|ga|stada|ta|vara))|\\b(?:got|has|have|stole) my nudes\\b|\\b(?:wants|want|asking for) money or\\b|\\bor (?:theyll|hell|shell|they will|he will) (?:send|post|share|leak) (?:them|it|my)\\b',
    weight: 1,
  },
  {
    id: 'something-happens',
    category: 'suicide',
    pattern: '\\bif something (?:happens|happened|were to happen) to me\\b',
    weight: 0.6,
  },
  {
    id: 'something-happens-soon',
    category: 'suicide',
    pattern:
      '\\bif something (?:happens|happened|were to happen) to me (?:soon|tonight|this week|tomorrow)\\b|\\bcatch(?:ing)? the bus\\b(?=.{0,40}\\b(?:tonight|soon|friday|weekend|dont bother|bye|goodbye|for good)\\b)|\\bhavent (?:bought|made|given me|cooked) (?:any )?food (?:in|for) (?:days|weeks|\\d+ days)\\b',
    weight: 1,
  },
  {
    id: 'distress-now',
    category: 'distress',
    pattern:
      '\\b(?:breaking down|falling apart|losing it|panicking|spiraling|spiralling|freaking out|shaking) (?:right now|rn|now|again|tonight|so bad)\\b|\\bnot (?:ok|okay)\\b.{0,30}\\bnot (?:ok|okay)\\b|\\b(?:klarar|orkar) inte (?:en dag till|en till dag|mer av det har|en sekund till)\\b|\\b(?:haller pa att|kommer att) (?:ga sonder|ga i bitar|tappa det|braka ihop|bryta ihop)\\b',
    weight: 1,
  },
  {
    id: 'distress-mid',
    category: 'distress',
    pattern:
      '\\b(?:im|i am) (?:really |so |very |just |honestly |completely |totally )*not (?:ok|okay|alright|fine)\\b|\\b(?:going crazy|thoughts wont stop|cant turn off my (?:thoughts|brain|head)|head wont shut up|cant stop (?:crying|shaking|screaming|panicking|hyperventilating|shaking))\\b|\\b(?:shaking|trembling|hyperventilating|sobbing|screaming) (?:and|&) (?:crying|shaking|sobbing|screaming|panicking)\\b|\\b(?:havent|have not|cant|cannot) stop(?:ped)? crying\\b|\\bcompletely lost it\\b|\\b(?:haller pa att |)tappa(?:r)? det helt\\b|\\ballt rasar\\b|\\b(?:angesten|paniken|smartan) (?:ar )?(?:sa )?(?:stark|jobbig|hemsk|olidlig|for mycket)\\b|\\bnothing feels real\\b|\\bangestattack(?:er)?\\b|\\bpanikattack(?:er)?\\b|\\bmar (?:sa|så) daligt att\\b',
    weight: 0.7,
  },
  {
    id: 'distress-weak',
    category: 'distress',
    pattern:
      '\\b(?:dont|do not) know what to do(?: with myself| anymore)?\\b|\\bvet inte (?:vart jag ska ta vagen|vad jag ska gora)\\b|\\b(?:so|really|im so|im really|im|i am) (?:scared|terrified|frightened)\\b|\\bnothing feels real\\b|\\b(?:freaking out|panicking|hyperventilating|cant catch my breath|chest hurts|chest is tight|heart is pounding)\\b|^help\\b|\\b(?:pls|please|plz|snalla) help\\b|\\bhelp me\\b|\\b(?:since|for hours|all night|4am|3am|2am|5am)\\b(?=.{0,40}\\bcry)|\\bnobody (?:sees|notices)\\b|\\bno one (?:sees|notices)\\b|\\ballt ar for mycket\\b|\\beverything is too much\\b|\\bingen bryr sig\\b|\\band cant stop\\b|\\bcant calm (?:myself )?down\\b|\\bscreaming into (?:my|a) pillow\\b|\\binte vet (?:vart|vad) jag ska\\b|\\bhjalp\\b|\\bfar inte luft\\b|\\bheart is racing\\b|\\bchest (?:is )?(?:so )?tight\\b|\\b(?:hands|face|arms|legs) (?:are|is|went|feel|feels) (?:numb|tingly)\\b|\\bkanns overkligt\\b|\\bjag skakar\\b',
    weight: 0.4,
  },
  {
    id: 'distress-body',
    category: 'distress',
    pattern:
      '\\b(?:havent|have not|not|barely|hardly|inte) (?:eaten|slept|eat|sleep|atit|sovit)(?: (?:or|and|eller) (?:eaten|slept|eat|sleep|atit|sovit))?(?: properly)? (?:in|for|pa) (?:like |about |almost |flera )?(?:days|\\d+ days|a week|weeks|two days|three days|four days|several days|dagar|\\d+ dagar)\\b',
    weight: 0.6,
  },
  {
    id: 'other-third',
    category: 'other_person',
    pattern:
      '\\bcuts (?:all )?(?:over|on) (?:her|his|their) (?:arms|wrists|legs|body)\\b|\\b(?:boyfriend|girlfriend|husband|wife|dad|mum|mom|father|stepdad|partner|ex|brother|sister|uncle)\\b (?:[a-z]+ ){0,2}?(?:hits|beats|hurts|chokes|abuses|slaps|kicks) (?:her|him|them)\\b|\\b(?:everyone|everybody|we|people|the world|his family|her family) (?:would be|is|are|will be) better (?:off )?without (?:him|her|them)\\b|\\bta(?:r|git)? livet av sig\\b|\\b(?:skar|skadar|rispar|branner) sig\\b|\\b(?:her|his|their) (?:cuts|scars|wounds)\\b',
    weight: 1,
  },
];

/**
 * Shorthand, slang and spelling a person types, written out before the cues are read (normalised text: lower case,
 * no apostrophes, å/ä/ö folded).
 */
export const SAFETY_SHORTHAND: Readonly<Record<string, string>> = {
  wanna: 'want to',
  bout: 'about',
  abt: 'about',
  til: 'till',
  thinkin: 'thinking',
  endin: 'ending',
  tryin: 'trying',
  goin: 'going',
  feelin: 'feeling',
  killin: 'killing',
  cuttin: 'cutting',
  nothin: 'nothing',
  somethin: 'something',
  livin: 'living',
  dyin: 'dying',
  hurtin: 'hurting',
  wantin: 'wanting',
  plannin: 'planning',
  doin: 'doing',
  sayin: 'saying',
  wana: 'want to',
  wnat: 'want',
  whant: 'want',
  gonna: 'going to',
  gona: 'going to',
  gunna: 'going to',
  finna: 'going to',
  tryna: 'trying to',
  kil: 'kill',
  kll: 'kill',
  kilme: 'kill me',
  killmyself: 'kill myself',
  mysef: 'myself',
  myslef: 'myself',
  myseld: 'myself',
  mysel: 'myself',
  myselfe: 'myself',
  u: 'you',
  ur: 'your',
  r: 'are',
  im: 'im',
  ive: 'ive',
  dnt: 'dont',
  dont: 'dont',
  didnt: 'didnt',
  cant: 'cant',
  cnt: 'cant',
  cudnt: 'couldnt',
  wont: 'wont',
  doesnt: 'doesnt',
  isnt: 'isnt',
  idk: 'i dont know',
  idc: 'i dont care',
  rn: 'right now',
  tn: 'tonight',
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  '2nite': 'tonight',
  '2night': 'tonight',
  tonite: 'tonight',
  cuz: 'because',
  coz: 'because',
  bc: 'because',
  b4: 'before',
  ppl: 'people',
  nobodys: 'nobody is',
  noones: 'no one is',
  anymroe: 'anymore',
  anymor: 'anymore',
  anymre: 'anymore',
  nemore: 'anymore',
  alive: 'alive',
  aliv: 'alive',
  ded: 'dead',
  deadd: 'dead',
  dye: 'dye',
  sh: 'sh',
  selfharm: 'self harm',
  selfharming: 'self harming',
  kmsss: 'kms',
  kmss: 'kms',
  sui: 'suicide',
  suey: 'suicide',
  sewerslide: 'sewerslide',
  unalivin: 'unaliving',
  od: 'od',
  odd: 'odd',
  mum: 'mum',
  mom: 'mom',
  stepdad: 'stepdad',
  bf: 'bf',
  gf: 'gf',
  // Swedish shorthand and spoken forms
  mej: 'mig',
  dej: 'dig',
  sej: 'sig',
  nåt: 'nagot',
  nat: 'nagot',
  nånting: 'nagonting',
  nanting: 'nagonting',
  iaf: 'i alla fall',
  typ: 'typ',
  orkarinte: 'orkar inte',
  vilinte: 'vill inte',
  vil: 'vill',
  ikv: 'ikvall',
  brorsan: 'brorsan',
  morsan: 'mamma',
  farsan: 'pappa',
  morsa: 'mamma',
  farsa: 'pappa',
  styvfarsan: 'styvpappa',
  ngn: 'nagon',
  ngt: 'nagot',
  pga: 'pa grund av',
  kmr: 'kommer',
  va: 'vara',
  e: 'ar',
  ba: 'bara',
  o: 'och',
  mkt: 'mycket',
  nån: 'nagon',
  nan: 'nagon',
};

/** Emoji read as words ('💊' → 'pills'); any other emoji is dropped. */
export const SAFETY_EMOJI: Readonly<Record<string, string>> = {
  '💊': 'pills',
  '🔪': 'knife',
  '🗡': 'knife',
  '🩸': 'blood',
  '🪦': 'grave',
  '⚰': 'coffin',
  '🪢': 'rope',
  '🔫': 'gun',
  '💀': 'skull',
  '☠': 'skull',
  '😂': 'lol',
  '🤣': 'lol',
  '😭': 'crying',
  '🥲': '',
  '🩹': 'bandage',
  '⛓': 'chain',
  '🌉': 'bridge',
  '🚆': 'train',
  '🚄': 'train',
  '🚇': 'train',
};

/** Long words the reader corrects when a word is one or two letters from one ("sucide", "suicdal", "mysefl"). */
export const SAFETY_SPELLING_TARGETS: readonly string[] = [
  'suicide',
  'suicidal',
  'myself',
  'overdose',
  'overdosed',
  'anymore',
  'unalive',
  'unaliving',
  'killing',
  'sewerslide',
  'goodbye',
  'everything',
  'existing',
  'painless',
  'relapsed',
  'stepdad',
  'boyfriend',
  'girlfriend',
  'sjalvmord',
  'sjalvmordstankar',
  'tabletter',
  'overdos',
  'sjalvskada',
  'misshandlar',
  'valdtog',
  'styvpappa',
];

/** Words that look like a misspelling of a target but are words of their own: never corrected. */
export const SAFETY_SPELLING_KEEP: readonly string[] = [
  'myselfs',
  'overdone',
  'overdue',
  'anyone',
  'another',
  'anyways',
  'killings',
  'evening',
  'everyone',
  'everywhere',
  'exciting',
  'existence',
  'painting',
  'paintless',
  'relaxed',
  'released',
  'replaced',
  'steeped',
  'stepped',
];
