/**
 * FutureSelf — the wheel of future roles.
 *
 * Each role becomes a magazine-cover poster titled "The Future {title}", so every
 * title must read naturally after "The Future " (no leading "The"/"A").
 *
 * Constraints (keep them when editing):
 * - title: Title Case, max 32 characters, unique (no near-synonyms either).
 * - blurb: one line, max 110 characters, present tense, a day in the job five years from now (the future year, src/core/horizon.ts).
 * - theme: drives the cover's background art and colours.
 * - Array order is the order the wheel shows the roles: tones and themes are
 *   interleaved on purpose, so insert new roles where they keep the mix even.
 */

export type RoleTone = 'serious' | 'playful' | 'humorous';

export type RoleTheme =
  'tech' | 'space' | 'ocean' | 'nature' | 'city' | 'arts' | 'health' | 'science' | 'food' | 'society';

export interface FutureRole {
  /** Title Case, max 32 characters; reads after "The Future ". */
  title: string;
  tone: RoleTone;
  /** Drives the cover's background art and colours. */
  theme: RoleTheme;
  /** One line, max 110 characters, present tense, a concrete day five years from now. */
  blurb: string;
}

export const roles: readonly FutureRole[] = [
  {
    title: 'AI Ethics Philosopher',
    tone: 'serious',
    theme: 'tech',
    blurb: "Holds office hours for a hospital AI that wants to know when it's okay to say 'I'm not sure'.",
  },
  {
    title: 'Dream Interpreter for Robots',
    tone: 'playful',
    theme: 'tech',
    blurb: 'Reads the glitchy images an AI makes in its idle hours, and explains why it keeps dreaming of toasters.',
  },
  {
    title: 'Space Janitor',
    tone: 'humorous',
    theme: 'space',
    blurb: 'Vacuums orbital debris at 28,000 km/h and still finds socks up there.',
  },
  {
    title: 'Ocean Carbon Farmer',
    tone: 'serious',
    theme: 'ocean',
    blurb: 'Grows offshore kelp forests that soak up carbon, and sells the trimmings to a noodle shop in town.',
  },
  {
    title: 'Cloud Sculptor',
    tone: 'playful',
    theme: 'nature',
    blurb:
      'Seeds clouds into shapes above festivals, and the crowd cheers when a giant whale holds for eleven minutes.',
  },
  {
    title: 'Drone Traffic Cop',
    tone: 'humorous',
    theme: 'city',
    blurb: 'Pulls over a pizza drone doing 90 in a 40, and lets it off with a warning and half a slice.',
  },
  {
    title: 'Immersive Experience Designer',
    tone: 'serious',
    theme: 'arts',
    blurb: 'Builds a museum room where the floor hums as a life-size blue whale glides past overhead.',
  },
  {
    title: 'Laughter Therapist',
    tone: 'playful',
    theme: 'health',
    blurb: "Hands out giggles on the children's ward, and logs every one on a very serious clipboard.",
  },
  {
    title: 'Time Travel Safety Inspector',
    tone: 'humorous',
    theme: 'science',
    blurb: "Checks time machine prototypes for paradoxes, and has already filled in tomorrow's paperwork.",
  },
  {
    title: 'Cultivated Meat Scientist',
    tone: 'serious',
    theme: 'food',
    blurb: 'Serves steak grown in a steel tank from a handful of cells to some very suspicious chefs.',
  },
  {
    title: 'Time Capsule Packer',
    tone: 'playful',
    theme: 'society',
    blurb: 'Fills a capsule to be opened in 3040: a seed vault, a love letter, and a very confusing phone charger.',
  },
  {
    title: 'Seagull Negotiator',
    tone: 'humorous',
    theme: 'ocean',
    blurb:
      'Brokers peace between beachgoers and seagulls; the current deal is one chip per family, no questions asked.',
  },
  {
    title: 'Space Habitat Architect',
    tone: 'serious',
    theme: 'space',
    blurb:
      'Gives every bedroom in the new Moon base a window facing Earth, because homesickness is a design problem too.',
  },
  {
    title: 'City Soundscape Designer',
    tone: 'playful',
    theme: 'city',
    blurb: 'Chooses the gentle hum every silent electric bus makes, so people hear it coming and nobody hates it.',
  },
  {
    title: 'Professional Cat Translator',
    tone: 'humorous',
    theme: 'nature',
    blurb: "Translates 400 different meows; 396 of them mean 'food' and the other four are lies.",
  },
  {
    title: 'Longevity Coach',
    tone: 'serious',
    theme: 'health',
    blurb: "Tunes a 70-year-old's sleep, strength and friendships, and keeps finding that the friendships matter most.",
  },
  {
    title: 'Synthetic Biology Safety Officer',
    tone: 'serious',
    theme: 'science',
    blurb: 'Checks that every lab-designed microbe carries a built-in off switch before it leaves the building.',
  },
  {
    title: 'Memory Curator',
    tone: 'playful',
    theme: 'arts',
    blurb: "Turns a family's 30,000 photos into a VR living room where Grandma's voice tells the story of each one.",
  },
  {
    title: 'Cow Burp Accountant',
    tone: 'humorous',
    theme: 'food',
    blurb: "Measures methane from 900 cows and will tell you, firmly, that it's mostly burps, not farts.",
  },
  {
    title: 'Intergenerational Justice Lawyer',
    tone: 'serious',
    theme: 'society',
    blurb: "Represents people who aren't born yet, arguing in court for the kids of 2100 against today's polluters.",
  },
  {
    title: 'Zero-Gravity Chef',
    tone: 'playful',
    theme: 'space',
    blurb: 'Cooks soup that floats as a wobbly sphere, sipped through a straw, and has banned crumbs for life.',
  },
  {
    title: 'Forgotten Password Detective',
    tone: 'humorous',
    theme: 'tech',
    blurb: "Recovers 14 forgotten passwords before lunch; the answer is always the dog's name followed by 123.",
  },
  {
    title: 'Rewilding Ecologist',
    tone: 'serious',
    theme: 'nature',
    blurb:
      'Lets a herd of bison loose in an old pine plantation and watches them redesign it, one toppled tree at a time.',
  },
  {
    title: 'Whale Song Decoder',
    tone: 'playful',
    theme: 'ocean',
    blurb: "Feeds years of whale clicks into an AI, and thinks they've finally found the sperm whale word for 'hello'.",
  },
  {
    title: 'Meme Historian',
    tone: 'humorous',
    theme: 'arts',
    blurb: 'Gives a packed lecture on why Distracted Boyfriend was the Mona Lisa of 2017, complete with footnotes.',
  },
  {
    title: 'Climate Migration Planner',
    tone: 'serious',
    theme: 'city',
    blurb:
      'Designs welcoming neighbourhoods for families moving inland from rising coasts, right down to the bus routes.',
  },
  {
    title: 'Mammoth Revival Biologist',
    tone: 'playful',
    theme: 'science',
    blurb: 'Edits cold-weather genes into elephant cells, hoping a fluffy calf will one day roam the tundra.',
  },
  {
    title: 'Chief Nap Officer',
    tone: 'humorous',
    theme: 'health',
    blurb: 'Schedules 20-minute naps for an entire company and chairs the quarterly pillow review.',
  },
  {
    title: 'Precision Fermentation Brewer',
    tone: 'serious',
    theme: 'food',
    blurb: 'Brews milk proteins with microbes instead of cows, and the mozzarella on your pizza still stretches.',
  },
  {
    title: 'Flatmate Matchmaker',
    tone: 'playful',
    theme: 'society',
    blurb: 'Pairs students with retirees who have spare rooms; rent is paid partly in tech help and homemade soup.',
  },
  {
    title: 'Wi-Fi Feng Shui Consultant',
    tone: 'humorous',
    theme: 'tech',
    blurb: 'Rearranges your living room until the router reaches the bathroom, where the signal is truly needed.',
  },
  {
    title: 'Asteroid Mining Engineer',
    tone: 'serious',
    theme: 'space',
    blurb: 'From a desk on Earth, drives a robot drill across a potato-shaped asteroid, nine minutes behind real time.',
  },
  {
    title: 'Coral Reef Restoration Diver',
    tone: 'serious',
    theme: 'ocean',
    blurb: 'Plants heat-tough baby corals by hand, then plays recordings of healthy reefs to lure the fish back.',
  },
  {
    title: 'Vertical Farm DJ',
    tone: 'playful',
    theme: 'food',
    blurb: "At 3am it's slow jazz for the lettuce, though the tomatoes on floor six insist on drum and bass.",
  },
  {
    title: 'Group Chat Mediator',
    tone: 'humorous',
    theme: 'society',
    blurb: 'Settles disputes in a 47-person group chat, where the most serious crime is leaving people on read.',
  },
  {
    title: 'Wildfire Prevention Strategist',
    tone: 'serious',
    theme: 'nature',
    blurb: 'Plans gentle spring burns with Indigenous fire keepers, so summer blazes find nothing left to eat.',
  },
  {
    title: 'Delivery Robot Choreographer',
    tone: 'playful',
    theme: 'city',
    blurb: 'Plans the pavement routes of 3,000 delivery robots and teaches them to wait politely at crossings.',
  },
  {
    title: 'Fortune Cookie Writer',
    tone: 'humorous',
    theme: 'arts',
    blurb: "500 fortunes a day, and today's best is 'You will soon eat a cookie. Well done.'",
  },
  {
    title: 'Genetic Counsellor',
    tone: 'serious',
    theme: 'health',
    blurb: 'Talks a family through their genome results over tea, and helps them decide, calmly, what happens next.',
  },
  {
    title: 'Hurricane Hunter',
    tone: 'playful',
    theme: 'science',
    blurb: 'Flies a drone into the calm eye of a hurricane to measure it, then waits out the wind with hot cocoa.',
  },
  {
    title: 'Asteroid Real Estate Agent',
    tone: 'humorous',
    theme: 'space',
    blurb: 'Sells cosy one-rock homes with stunning views and no neighbours for 40 million kilometres.',
  },
  {
    title: 'Neural Interface Designer',
    tone: 'serious',
    theme: 'tech',
    blurb:
      "Builds menus you steer by thought, so a gamer who can't move their hands picks a level just by imagining blue.",
  },
  {
    title: 'Underwater Hotel Manager',
    tone: 'playful',
    theme: 'ocean',
    blurb:
      'Runs a hotel 10 metres under the sea, where breakfast arrives by airlock and turtles peer in at the window.',
  },
  {
    title: 'Squirrel Security Consultant',
    tone: 'humorous',
    theme: 'nature',
    blurb: "Tests 'squirrel-proof' bird feeders for a living; the squirrels currently lead 14 to 2.",
  },
  {
    title: 'Urban Cooling Planner',
    tone: 'serious',
    theme: 'city',
    blurb: "Maps the city's hottest blocks from space, then paints their roofs white and turns car parks into shade.",
  },
  {
    title: 'Hologram Concert Producer',
    tone: 'playful',
    theme: 'arts',
    blurb: "Sends one band on tour to 40 cities at once, and still has to fix the drummer's hologram hair.",
  },
  {
    title: 'Hiccup Specialist',
    tone: 'humorous',
    theme: 'health',
    blurb: '212 hiccup cures tested so far; the verdict is that jumping out at people does not work.',
  },
  {
    title: 'Fusion Reactor Operator',
    tone: 'serious',
    theme: 'science',
    blurb: "For a whole shift, holds plasma ten times hotter than the Sun's core steady inside a ring of magnets.",
  },
  {
    title: 'Citizen Assembly Facilitator',
    tone: 'serious',
    theme: 'society',
    blurb: 'Guides 100 random residents, from a 16-year-old to a retired welder, to a climate plan they all sign.',
  },
  {
    title: '3D Food Printing Chef',
    tone: 'playful',
    theme: 'food',
    blurb: 'Prints dinner layer by layer, including a pizza with a birthday message baked right into the crust.',
  },
  {
    title: 'Jellyfish Bouncer',
    tone: 'humorous',
    theme: 'ocean',
    blurb: "Keeps jellyfish off the beach with a bubble curtain and a strict 'no stings, no entry' policy.",
  },
  {
    title: 'Digital Heritage Conservator',
    tone: 'serious',
    theme: 'arts',
    blurb: 'Scans a crumbling temple down to the fingerprints in its carvings, so it can never truly be lost.',
  },
  {
    title: 'Chatbot Personality Designer',
    tone: 'playful',
    theme: 'tech',
    blurb: "Decides whether your bank's AI cracks jokes, and exactly how many puns per minute is too many.",
  },
  {
    title: 'Elevator Small-Talk Coach',
    tone: 'humorous',
    theme: 'city',
    blurb: 'Trains office workers to survive 40 seconds in a lift with the boss; weather chat is only level one.',
  },
  {
    title: 'Space Medicine Doctor',
    tone: 'serious',
    theme: 'space',
    blurb: "Prescribes daily squats on a treadmill bolted to the wall, so astronauts' bones stay strong in orbit.",
  },
  {
    title: 'Forest Bathing Guide',
    tone: 'playful',
    theme: 'nature',
    blurb: 'Leads slow walks through pine forests where the only task is to spot five different greens.',
  },
  {
    title: 'Quantum Cat Sitter',
    tone: 'humorous',
    theme: 'science',
    blurb: "Looks after a cat that's both fed and not fed until someone opens the box, so invoicing is tricky.",
  },
  {
    title: 'Bioprinting Technician',
    tone: 'serious',
    theme: 'health',
    blurb: 'Prints a patch of living skin for a burns patient overnight, one layer of cells at a time.',
  },
  {
    title: 'Urban Forager',
    tone: 'playful',
    theme: 'food',
    blurb:
      'Half walk, half dinner party: forages city parks with a group, then cooks what they find into five courses.',
  },
  {
    title: 'Spoiler Alert Officer',
    tone: 'humorous',
    theme: 'society',
    blurb: "Patrols the internet on premiere night, deleting spoilers faster than fans can type 'I can't believe'.",
  },
  {
    title: 'Quantum Software Engineer',
    tone: 'serious',
    theme: 'tech',
    blurb: 'Codes for a chip kept colder than deep space, then debugs it from a perfectly normal desk.',
  },
  {
    title: 'Lunar Tour Guide',
    tone: 'playful',
    theme: 'space',
    blurb: 'Shows tourists the Apollo 11 footprints, still crisp after 70 years because the Moon has no wind.',
  },
  {
    title: 'Lighthouse Influencer',
    tone: 'humorous',
    theme: 'ocean',
    blurb: 'Lives alone in a lighthouse, and 3 million followers tune in every night to watch it switch on.',
  },
  {
    title: 'Biodiversity Data Scientist',
    tone: 'serious',
    theme: 'nature',
    blurb: 'Counts every species living in a lake from the DNA floating in a single bottle of its water.',
  },
  {
    title: 'Mass Timber Architect',
    tone: 'serious',
    theme: 'city',
    blurb: 'Swaps concrete for wood in 30-storey towers that store carbon instead of pumping it out.',
  },
  {
    title: 'Gut Microbiome Gardener',
    tone: 'playful',
    theme: 'health',
    blurb:
      "Tends the trillions of bacteria in people's guts, prescribing pickles the way other doctors prescribe pills.",
  },
  {
    title: 'Avocado Ripeness Predictor',
    tone: 'humorous',
    theme: 'food',
    blurb: 'Calculates the exact minute your avocado is ready to eat, which is always 3am on a Tuesday.',
  },
  {
    title: 'Climate Storyteller',
    tone: 'serious',
    theme: 'arts',
    blurb: 'Turns flood data into a graphic novel that convinces a whole town to vote for a new sea wall.',
  },
  {
    title: 'Volcano Eavesdropper',
    tone: 'playful',
    theme: 'science',
    blurb: "Listens to a volcano's tiniest rumbles all day, and texts the island when it starts clearing its throat.",
  },
  {
    title: 'Grandparent Tech Support',
    tone: 'humorous',
    theme: 'society',
    blurb: "Fixes printers over video call; step one is always 'Nan, turn the camera round'.",
  },
  {
    title: 'Deep-Sea Biologist',
    tone: 'serious',
    theme: 'ocean',
    blurb: "Names three new species before lunch, including a see-through sea cucumber nicknamed 'headless chicken'.",
  },
  {
    title: 'Avatar Stylist',
    tone: 'playful',
    theme: 'tech',
    blurb: "Dresses clients' digital twins for virtual weddings, where the dress code says 'no wings before 6pm'.",
  },
  {
    title: 'Moon Parking Warden',
    tone: 'humorous',
    theme: 'space',
    blurb: "Tickets rovers parked on the Moon's only flat bit, and has heard every excuse about low gravity.",
  },
  {
    title: 'Carbon Capture Chemist',
    tone: 'serious',
    theme: 'science',
    blurb: 'Invents crystals that soak CO2 out of the air like a sponge, then wrings it out to be locked in rock.',
  },
  {
    title: 'Bee Hotel Architect',
    tone: 'playful',
    theme: 'nature',
    blurb: 'Luxury suites for solitary bees, built from bamboo and clay: every single review is a five-star buzz.',
  },
  {
    title: 'Pothole Sommelier',
    tone: 'humorous',
    theme: 'city',
    blurb: 'Rates potholes by depth, vintage and splash; the finest this year is a three-year-old on King Street.',
  },
  {
    title: 'Regenerative Farmer',
    tone: 'serious',
    theme: 'food',
    blurb: 'Judges a good year by the worms in a spadeful of soil, with wheat, clover and sheep sharing one field.',
  },
  {
    title: 'Scent Composer',
    tone: 'playful',
    theme: 'arts',
    blurb: 'Bottles smells for virtual worlds, so your VR beach finally smells of sunscreen and hot chips.',
  },
  {
    title: 'Posture Police Officer',
    tone: 'humorous',
    theme: 'health',
    blurb: 'Patrols the office for slumped shoulders, armed only with a whistle and a very upright cushion.',
  },
  {
    title: 'Data Privacy Advocate',
    tone: 'serious',
    theme: 'society',
    blurb: 'Wins a case stopping a smart-fridge maker from selling what you eat to health insurers.',
  },
  {
    title: 'Deepfake Forensics Analyst',
    tone: 'serious',
    theme: 'tech',
    blurb: 'Proves a viral speech is fake because the shadows on the podium point in two different directions.',
  },
  {
    title: 'Astronaut Fitness Instructor',
    tone: 'playful',
    theme: 'space',
    blurb: 'Zero-g yoga starts at nine on the space station, where downward dog can point whichever way you like.',
  },
  {
    title: 'Houseplant Grief Counsellor',
    tone: 'humorous',
    theme: 'nature',
    blurb: 'Helps people mourn the fern they forgot to water, then gently suggests a cactus.',
  },
  {
    title: 'Offshore Wind Technician',
    tone: 'serious',
    theme: 'ocean',
    blurb: 'Abseils down a 100-metre turbine blade in the North Sea to patch a chip left by a hailstone.',
  },
  {
    title: 'Pop-Up Park Builder',
    tone: 'playful',
    theme: 'city',
    blurb: 'For exactly one weekend, one parking space becomes a tiny park with a hammock and a lemon tree.',
  },
  {
    title: 'Karaoke Robot Coach',
    tone: 'humorous',
    theme: 'arts',
    blurb: 'Teaches robots to sing slightly off-key on purpose, so the humans at karaoke night feel better.',
  },
  {
    title: 'Remote Surgery Specialist',
    tone: 'serious',
    theme: 'health',
    blurb: "From 800 km away, operates with robotic hands that are steadier than any human's.",
  },
  {
    title: 'Digital Detox Retreat Host',
    tone: 'playful',
    theme: 'society',
    blurb: 'Collects 60 phones at the door on Friday and hands them back on Sunday with a certificate of bravery.',
  },
  {
    title: 'Gravity Complaint Officer',
    tone: 'humorous',
    theme: 'science',
    blurb: "Handles complaints about gravity; the most common is 'dropped my phone on my face in bed'.",
  },
  {
    title: 'Salt-Tolerant Crop Breeder',
    tone: 'serious',
    theme: 'food',
    blurb: 'Breeds rice that survives seawater floods, so coastal farmers still get a harvest as the tides rise.',
  },
  {
    title: 'Floating City Harbourmaster',
    tone: 'playful',
    theme: 'ocean',
    blurb: 'Decides where each floating neighbourhood docks this week, and who gets the sunset side.',
  },
  {
    title: 'AI Babysitter',
    tone: 'humorous',
    theme: 'tech',
    blurb: "Keeps an eye on a recommendation AI overnight so it doesn't suggest 400 videos about spoons again.",
  },
  {
    title: 'Orbital Traffic Controller',
    tone: 'serious',
    theme: 'space',
    blurb: "Before morning coffee, steers two of 100,000 satellites out of each other's way.",
  },
  {
    title: 'Virtual Reality Physio',
    tone: 'playful',
    theme: 'health',
    blurb: 'Rebuilds injured knees through a VR football match where the goalkeeper is always slightly too slow.',
  },
  {
    title: 'Pineapple Pizza Peacekeeper',
    tone: 'humorous',
    theme: 'food',
    blurb: "Mediates the world's longest-running food feud, and orders half-and-half at every summit.",
  },
  {
    title: 'Wildlife Bridge Builder',
    tone: 'serious',
    theme: 'nature',
    blurb: 'Lays green bridges across motorways so deer, badgers and hedgehogs can cross without dodging lorries.',
  },
  {
    title: 'Urban Forester',
    tone: 'serious',
    theme: 'city',
    blurb: 'Picks the trees for every street, choosing species that will still thrive in the summers of 2090.',
  },
  {
    title: 'Drone Light Show Artist',
    tone: 'playful',
    theme: 'arts',
    blurb: 'Paints a 300-metre dragon across the night sky with 5,000 drones, and one always misses its cue.',
  },
  {
    title: 'Perpetual Motion Debunker',
    tone: 'humorous',
    theme: 'science',
    blurb: 'Reviews 30 perpetual motion machines a week and returns each one with a polite note about physics.',
  },
  {
    title: 'Human Rights Investigator',
    tone: 'serious',
    theme: 'society',
    blurb: 'Matches mountain ridges in the background of a video, frame by frame, to prove where it was filmed.',
  },
  {
    title: 'Smart Home Whisperer',
    tone: 'playful',
    theme: 'tech',
    blurb: "Negotiates peace between a fridge, a thermostat and a speaker that all think they're in charge.",
  },
  {
    title: 'Spaceport Lost Luggage Clerk',
    tone: 'humorous',
    theme: 'space',
    blurb: 'Tracks down a suitcase that flew to Mars by mistake and is now, technically, a Martian citizen.',
  },
  {
    title: 'Virtual Film Set Designer',
    tone: 'serious',
    theme: 'arts',
    blurb: 'Conjures a sunset on a giant LED wall at 10am so the actors can film the final scene before lunch.',
  },
  {
    title: 'Ocean Drone Shepherd',
    tone: 'playful',
    theme: 'ocean',
    blurb: 'Herds a flock of solar sea drones measuring the ocean, and rescues the one that keeps chasing dolphins.',
  },
  {
    title: 'Beaver Project Manager',
    tone: 'humorous',
    theme: 'nature',
    blurb: 'Oversees a dam built entirely by beavers; every deadline is missed, but the quality is outstanding.',
  },
  {
    title: 'Battery Recycling Engineer',
    tone: 'serious',
    theme: 'science',
    blurb: "Recovers lithium from dead e-scooters, so tomorrow's batteries are mined from today's bins.",
  },
  {
    title: 'Treasure Hunt Master',
    tone: 'playful',
    theme: 'city',
    blurb: 'Hides a city-wide puzzle in bus stops and statues, and 40,000 players crack it before breakfast.',
  },
  {
    title: 'Step Count Auditor',
    tone: 'humorous',
    theme: 'health',
    blurb: "Investigates suspicious step counts, like the 40,000 logged by a dog wearing its owner's watch.",
  },
  {
    title: 'Food Security Analyst',
    tone: 'serious',
    theme: 'food',
    blurb: 'Watches wheat fields on three continents by satellite and warns of a bad harvest before prices spike.',
  },
  {
    title: 'Repair Café Host',
    tone: 'playful',
    theme: 'society',
    blurb: 'Fixes toasters, lamps and a 30-year-old games console alongside neighbours, every Saturday, for free.',
  },
  {
    title: 'Captcha Tester',
    tone: 'humorous',
    theme: 'tech',
    blurb: "Clicks 'I'm not a robot' 9,000 times a day to test websites, and is starting to have doubts.",
  },
  {
    title: 'Mars Agronomist',
    tone: 'serious',
    theme: 'space',
    blurb: 'Rinses toxic salts out of red Martian dirt so the first potatoes grown on Mars are safe to eat.',
  },
  {
    title: 'Ocean Cleanup Engineer',
    tone: 'serious',
    theme: 'ocean',
    blurb: 'Traps ocean plastic behind floating barriers while the fish swim underneath, completely unbothered.',
  },
  {
    title: 'Night Sky Ranger',
    tone: 'playful',
    theme: 'nature',
    blurb: "At midnight, dims a whole town's streetlights so the Milky Way, and the moths, come back.",
  },
  {
    title: 'Robot Dog Walker',
    tone: 'humorous',
    theme: 'city',
    blurb: "Walks twelve robot dogs at once; they don't need the exercise, their owners just feel guilty.",
  },
  {
    title: 'Accessible Fashion Designer',
    tone: 'serious',
    theme: 'arts',
    blurb:
      'Swaps fiddly buttons for magnets and cuts jeans for wheelchair users, and the collection sells out in a day.',
  },
  {
    title: 'Empathy Trainer for Care Robots',
    tone: 'playful',
    theme: 'health',
    blurb: "Teaches hospital robots when to talk, when to stay quiet, and how long to hold someone's hand.",
  },
  {
    title: 'Leftovers Detective',
    tone: 'humorous',
    theme: 'food',
    blurb: 'Identifies mystery boxes at the back of the office fridge, wearing goggles and a very brave face.',
  },
  {
    title: 'Climate Modeller',
    tone: 'serious',
    theme: 'science',
    blurb: "Asks a digital twin of Earth where next autumn's floods will hit, and gets the answer street by street.",
  },
  {
    title: 'Martian Weather Presenter',
    tone: 'playful',
    theme: 'space',
    blurb: 'Live from Jezero Crater: a high of minus 20°C, a chance of dust, and a blue sunset as usual.',
  },
  {
    title: 'Pet Influencer Manager',
    tone: 'humorous',
    theme: 'society',
    blurb: "Runs a hamster's social media empire and has just closed a sunflower seed sponsorship deal.",
  },
  {
    title: 'Digital Accessibility Architect',
    tone: 'serious',
    theme: 'tech',
    blurb: 'Makes every screen of a banking app work by voice, touch, eye-gaze or a single blink.',
  },
  {
    title: 'Ice Cream Flavour Scientist',
    tone: 'playful',
    theme: 'food',
    blurb: "Invents flavours for the heatwave menu; this week it's cucumber-mint and a daring miso caramel.",
  },
  {
    title: 'Crab Crossing Guard',
    tone: 'humorous',
    theme: 'ocean',
    blurb: 'Every November, stops traffic for 50 million red crabs; not one of them has ever said thank you.',
  },
  {
    title: 'Peatland Restoration Specialist',
    tone: 'serious',
    theme: 'nature',
    blurb: 'Blocks old drainage ditches so a bog floods again and locks away carbon, just as it did for 10,000 years.',
  },
  {
    title: 'Citizen Science Game Designer',
    tone: 'playful',
    theme: 'science',
    blurb: 'Turns real lab puzzles into a phone game, and a 16-year-old in Lagos cracks one that stumped experts.',
  },
  {
    title: 'Plot Twist Consultant',
    tone: 'humorous',
    theme: 'arts',
    blurb: "Gets paid to say 'what if they're twins?' in writers' rooms, and is right about a third of the time.",
  },
  {
    title: 'Circular Economy Designer',
    tone: 'serious',
    theme: 'city',
    blurb:
      'Makes sure your next sofa comes apart with one screwdriver, so every cushion and spring gets a second life.',
  },
  {
    title: 'Youth Psychologist',
    tone: 'serious',
    theme: 'health',
    blurb: "Runs group sessions in VR, where teens open up more easily around a campfire that can't burn anything.",
  },
  {
    title: 'Language Revival Coach',
    tone: 'playful',
    theme: 'society',
    blurb: 'Revives an endangered language through a video game where the grandparents top the leaderboard.',
  },
  {
    title: 'Autocorrect Apology Writer',
    tone: 'humorous',
    theme: 'tech',
    blurb: "Writes apologies on behalf of autocorrect, which today turned 'see you soon' into 'sea urchin spoon'.",
  },
  {
    title: 'Exoplanet Atmosphere Analyst',
    tone: 'serious',
    theme: 'space',
    blurb: 'Reads starlight that has skimmed through an alien sky, hunting for the faint fingerprint of oxygen.',
  },
  {
    title: 'Octopus Enrichment Keeper',
    tone: 'playful',
    theme: 'ocean',
    blurb: "Aquarium octopuses solve this keeper's puzzle boxes in minutes, then steal the screwdriver.",
  },
  {
    title: 'Sloth Pace Consultant',
    tone: 'humorous',
    theme: 'nature',
    blurb: 'Slows stressed CEOs down to sloth speed; lesson one is pencilled in for some time next month.',
  },
  {
    title: 'Community Resilience Organiser',
    tone: 'serious',
    theme: 'society',
    blurb: 'Knows which neighbour has a generator, whose insulin needs a fridge and who needs a lift in a blackout.',
  },
  {
    title: 'Night Market Curator',
    tone: 'playful',
    theme: 'city',
    blurb: 'Picks 80 stalls for the riverside night market, and personally tastes every dumpling before opening.',
  },
  {
    title: 'Virtual Stunt Double',
    tone: 'humorous',
    theme: 'arts',
    blurb: 'Falls off digital skyscrapers 40 times a day for action films and has never once grazed a knee.',
  },
  {
    title: 'Pandemic Preparedness Analyst',
    tone: 'serious',
    theme: 'health',
    blurb: "Every morning, tests a whole city's sewage to spot a new virus before anyone has even started coughing.",
  },
  {
    title: 'Glowing Plant Breeder',
    tone: 'playful',
    theme: 'science',
    blurb:
      'Breeds houseplants that glow in the dark, so no hallway needs a night light and the basil looks like a rave.',
  },
  {
    title: 'Crisp Crunch Acoustician',
    tone: 'humorous',
    theme: 'food',
    blurb: "Tunes the crunch of crisps in a soundproof lab; the target is 'loud enough to annoy a sibling'.",
  },
  {
    title: 'Algorithm Auditor',
    tone: 'serious',
    theme: 'tech',
    blurb: 'Catches a hiring AI quietly marking down every CV that mentions netball, and makes the company fix it.',
  },
  {
    title: 'Interstellar Message Writer',
    tone: 'playful',
    theme: 'space',
    blurb: "Drafts humanity's hello to the stars, and argues daily about whether to include a cat video.",
  },
  {
    title: 'Shark Dentist',
    tone: 'humorous',
    theme: 'ocean',
    blurb: "Flosses all 300 teeth of a great white, and has wisely stopped saying 'this won't hurt a bit'.",
  },
  {
    title: 'Aquifer Recharge Engineer',
    tone: 'serious',
    theme: 'nature',
    blurb: 'Pumps winter floodwater underground and saves it, like a savings account, for the driest week of August.',
  },
  {
    title: 'Autonomous Transit Planner',
    tone: 'serious',
    theme: 'city',
    blurb: 'Redraws the driverless bus routes every night, based on where people actually went today.',
  },
  {
    title: 'Augmented Reality Muralist',
    tone: 'playful',
    theme: 'arts',
    blurb: 'Paints murals only visible through smart glasses, so one grey wall can host 200 artworks at once.',
  },
  {
    title: 'Sneeze Forecaster',
    tone: 'humorous',
    theme: 'health',
    blurb:
      "Tomorrow's outlook, by postcode: 'achoo', with scattered tissues and a pollen front moving in from the east.",
  },
  {
    title: 'Protein Designer',
    tone: 'serious',
    theme: 'science',
    blurb: 'Uses AI to invent a protein that has never existed, one that eats plastic bottles for breakfast.',
  },
  {
    title: 'Seed Library Keeper',
    tone: 'playful',
    theme: 'food',
    blurb: 'Lends rare tomato seeds like library books; borrowers bring them back next autumn, plus a few extra.',
  },
  {
    title: 'Wedding Speech Ghostwriter',
    tone: 'humorous',
    theme: 'society',
    blurb: 'Writes best-man speeches for nervous friends and removes, by law, every story involving a traffic cone.',
  },
  {
    title: 'Marine Protected Area Ranger',
    tone: 'serious',
    theme: 'ocean',
    blurb: 'From space, spots fishing boats that switch their trackers off inside a reserve the size of France.',
  },
  {
    title: 'Metaverse Landscaper',
    tone: 'playful',
    theme: 'tech',
    blurb: 'Grows forests for online worlds, and makes the autumn leaves fall upwards if a client asks nicely.',
  },
  {
    title: 'Planet Naming Referee',
    tone: 'humorous',
    theme: 'space',
    blurb: "Has vetoed 'Planet McPlanetface' eleven times this year, and fully expects a twelfth by Friday.",
  },
  {
    title: 'Museum Repatriation Specialist',
    tone: 'serious',
    theme: 'arts',
    blurb: 'Traces a looted bronze head back to the community it was taken from, and flies home with it.',
  },
  {
    title: 'Mycelium Listener',
    tone: 'playful',
    theme: 'nature',
    blurb: 'Wires mushrooms to sensors and listens to the electric chatter they send through the forest floor.',
  },
  {
    title: 'Queue Stand-In',
    tone: 'humorous',
    theme: 'city',
    blurb: "Waits 30 hours in line for a phone launch so you don't have to, and finishes three novels doing it.",
  },
  {
    title: 'Food Waste Engineer',
    tone: 'serious',
    theme: 'food',
    blurb: "Banana peels and bread crusts go in; biogas for the city's morning buses comes out.",
  },
  {
    title: 'Healing Garden Designer',
    tone: 'playful',
    theme: 'health',
    blurb: 'Plants hospital gardens that help patients recover faster, and picks every bench for its view of the sky.',
  },
  {
    title: 'Slime Engineer',
    tone: 'humorous',
    theme: 'science',
    blurb: 'Designs slime for toy shops; the latest prototype is purple, glows, and will never leave a carpet.',
  },
  {
    title: 'Clean Energy Retraining Coach',
    tone: 'serious',
    theme: 'society',
    blurb: 'Retrains coal miners as geothermal drillers, because they already know how to dig deep.',
  },
];

export const ROLE_COUNT: number = roles.length;
