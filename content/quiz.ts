/**
 * FutureSelf quiz content.
 *
 * Four visual card questions (12 cards each) followed by one free-text question.
 * Card `context` phrases complete the sentence "Their future is about {context}"
 * and are reused on the magazine-cover poster copy.
 */

export type VisualQuestionId = 'postcard' | 'bhag' | 'purpose' | 'workplace';
export type QuestionId = VisualQuestionId | 'superpower';

export interface QuizCard {
  /** Stable identifier, stored with answers. Never rename. */
  id: string;
  /** One standard Unicode emoji. */
  emoji: string;
  /** 2-4 words, Title Case, max 24 chars. */
  title: string;
  /** One line, max 70 chars. */
  description: string;
  /** Lowercase phrase completing "Their future is about ___". */
  context: string;
}

export interface VisualQuestion {
  id: VisualQuestionId;
  type: 'visual-cards';
  category: string;
  question: string;
  cards: QuizCard[];
}

export interface TextQuestion {
  id: 'superpower';
  type: 'text';
  category: string;
  question: string;
  placeholder: string;
  maxLength: number;
}

export type QuizQuestion = VisualQuestion | TextQuestion;

export const SUPERPOWER_MAX_LENGTH = 280;

const postcardQuestion: VisualQuestion = {
  id: 'postcard',
  type: 'visual-cards',
  category: 'Postcard from the Future',
  question: 'Pick the postcard that calls to you most',
  cards: [
    {
      id: 'pc_universal_harmony',
      emoji: '🎶',
      title: 'Universal Harmony',
      description: 'A whole city square singing one song in forty languages',
      context: 'bringing strangers together in one shared song',
    },
    {
      id: 'pc_world_summit',
      emoji: '🤝',
      title: 'The World Summit',
      description: 'Greetings from the summit where 190 nations finally said yes',
      context: 'brokering the deal the whole planet signs',
    },
    {
      id: 'pc_virtual_reality',
      emoji: '🥽',
      title: 'Worlds in a Headset',
      description: 'Built a city last night. Two million people walked through it today',
      context: 'building worlds people can step right into',
    },
    {
      id: 'pc_planting_forests',
      emoji: '🌳',
      title: 'A Billion New Trees',
      description: 'Muddy boots, sore arms, and a hillside that was bare in 2025',
      context: 'turning scorched hillsides back into forest',
    },
    {
      id: 'pc_ocean_explorer',
      emoji: '🐙',
      title: 'Deep Sea Explorer',
      description: 'Hello from 4,000 m down. Just met a fish nobody has named yet',
      context: 'mapping the last wild reaches of the deep sea',
    },
    {
      id: 'pc_orbiting_earth',
      emoji: '🚀',
      title: 'Earth From Orbit',
      description: 'Sixteen sunrises a day up here. Earth looks tiny and brave',
      context: 'watching sixteen sunrises a day from orbit',
    },
    {
      id: 'pc_clean_energy_grid',
      emoji: '⚡',
      title: 'The Sunlit Grid',
      description: 'Every rooftop in town hums with sunshine. Our power bill? Zero',
      context: 'powering whole cities on sun, wind and tide',
    },
    {
      id: 'pc_urban_sandbox',
      emoji: '🛝',
      title: 'The Urban Sandbox',
      description: 'This car park is now gardens, slides and a Friday night market',
      context: 'redesigning streets so people come first',
    },
    {
      id: 'pc_wildlife_sanctuary',
      emoji: '🐘',
      title: 'Wildlife Sanctuary',
      description: 'Elephants crossed the road at dawn. Everyone waited, grinning',
      context: 'giving wild animals room to roam again',
    },
    {
      id: 'pc_maker_forge',
      emoji: '🔨',
      title: 'The Maker Forge',
      description: "Printed a bike frame, fixed a neighbour's drone, burned a pizza",
      context: 'making useful things with your own two hands',
    },
    {
      id: 'pc_coral_garden',
      emoji: '🪸',
      title: 'The Coral Garden',
      description: 'The reef we replanted in 2030 is glowing pink and full of fish',
      context: 'replanting coral reefs until they glow again',
    },
    {
      id: 'pc_global_classroom',
      emoji: '🌍',
      title: 'One Global Classroom',
      description: 'Taught fractions to kids in Lagos, Lima and Leeds before lunch',
      context: 'teaching a classroom that spans the whole planet',
    },
  ],
};

const bhagQuestion: VisualQuestion = {
  id: 'bhag',
  type: 'visual-cards',
  category: 'BHAG Statement',
  question: 'Choose your big hairy audacious goal',
  cards: [
    {
      id: 'disease',
      emoji: '🧬',
      title: 'End Disease',
      description: "Turn 'incurable' into a word nobody needs to say anymore",
      context: 'ending diseases we still call incurable',
    },
    {
      id: 'carbon',
      emoji: '🌱',
      title: 'Reverse Climate Change',
      description: 'Pull more carbon out of the sky than we ever pumped into it',
      context: 'pulling carbon back out of the sky',
    },
    {
      id: 'peace',
      emoji: '🕊️',
      title: 'Lasting World Peace',
      description: 'A generation that only knows war from old documentaries',
      context: 'building a peace that outlasts every border dispute',
    },
    {
      id: 'creativity',
      emoji: '🎨',
      title: 'Make Everyone a Creator',
      description: 'Give every kid on Earth the tools, time and nerve to make things',
      context: 'unlocking the artist hiding in everyone',
    },
    {
      id: 'bhag_end_extreme_poverty',
      emoji: '🍲',
      title: 'End Extreme Poverty',
      description: 'No family anywhere choosing between dinner and school shoes',
      context: 'making sure no family goes without the basics',
    },
    {
      id: 'bhag_universal_education',
      emoji: '📚',
      title: 'School for Every Child',
      description: 'Every village gets a brilliant teacher and a bursting bookshelf',
      context: 'putting a great teacher within reach of every child',
    },
    {
      id: 'bhag_water_for_everyone',
      emoji: '💧',
      title: 'Clean Water Everywhere',
      description: 'Any tap, anywhere on the planet: fill a glass and drink without fear',
      context: 'bringing clean, safe water to every tap',
    },
    {
      id: 'bhag_circular_everything',
      emoji: '♻️',
      title: 'A World Without Waste',
      description: 'Phones, trainers, sofas: nothing ends up in landfill ever again',
      context: 'designing things that never become rubbish',
    },
    {
      id: 'bhag_cure_loneliness',
      emoji: '🫂',
      title: 'Cure Loneliness',
      description: 'Nobody eats alone unless they want to. Every street knows your name',
      context: 'making sure nobody ever feels alone in a crowd',
    },
    {
      id: 'bhag_zero_accident_mobility',
      emoji: '🚦',
      title: 'Zero Road Accidents',
      description: "Roads so safe nobody says 'text me when you get home' anymore",
      context: 'getting everyone home safely, every single trip',
    },
    {
      id: 'bhag_open_internet_for_all',
      emoji: '📶',
      title: 'Internet for Everyone',
      description: 'Fast, free, open signal from the Sahara to the Arctic Circle',
      context: 'connecting every last person to a free internet',
    },
    {
      id: 'bhag_resilient_cities',
      emoji: '🌆',
      title: 'Storm-Proof Cities',
      description: 'Floods, heatwaves, hurricanes: cities that shrug and bounce back',
      context: 'building cities that bounce back from any storm',
    },
  ],
};

const purposeQuestion: VisualQuestion = {
  id: 'purpose',
  type: 'visual-cards',
  category: 'Greater Purpose',
  question: 'What drives your soul?',
  cards: [
    {
      id: 'grow',
      emoji: '🌻',
      title: 'Help People Grow',
      description: 'You light up the second someone finally gets it',
      context: 'helping people grow into who they could be',
    },
    {
      id: 'fix',
      emoji: '🔧',
      title: "Fix What's Broken",
      description: "Wobbly tables, clunky apps, unfair rules: you can't leave them be",
      context: 'fixing what everyone else just puts up with',
    },
    {
      id: 'explore',
      emoji: '🧭',
      title: 'Explore the Unknown',
      description: 'Blank spots on the map feel like personal invitations',
      context: 'going exactly where the maps run out',
    },
    {
      id: 'create',
      emoji: '✨',
      title: 'Create Something New',
      description: "Empty pages don't scare you. To you, they look like a party",
      context: 'making things the world has never seen before',
    },
    {
      id: 'drive_seek_truth',
      emoji: '🔍',
      title: 'Seek the Truth',
      description: "'Because I said so' has never once been a good enough answer",
      context: 'asking why until the real answer shows up',
    },
    {
      id: 'drive_protect_life',
      emoji: '🐢',
      title: 'Protect Living Things',
      description: "Turtles, wetlands, whoever's most fragile: you stand in front",
      context: 'standing guard over every living thing',
    },
    {
      id: 'drive_build_community',
      emoji: '🫶',
      title: 'Build Community',
      description: "You're the one who starts the group chat and the Sunday kickabout",
      context: 'turning neighbours into a crew that shows up',
    },
    {
      id: 'drive_solve_puzzles',
      emoji: '🧩',
      title: 'Solve Hard Puzzles',
      description: "Hand you a riddle nobody has cracked and you'll forget to eat",
      context: 'cracking problems that make everyone else give up',
    },
    {
      id: 'drive_craft_mastery',
      emoji: '🎯',
      title: 'Master a Craft',
      description: 'Ten thousand hours of practice? Sounds like a fun weekend',
      context: 'getting brilliant at one thing, then better still',
    },
    {
      id: 'drive_champion_fairness',
      emoji: '⚖️',
      title: 'Champion Fairness',
      description: 'When someone gets a raw deal, yours is the first hand up',
      context: 'making sure everyone gets a fair shot',
    },
    {
      id: 'drive_spark_joy',
      emoji: '🎉',
      title: 'Spark Joy',
      description: "A bad day is just a good day that hasn't met you yet",
      context: 'putting a grin on as many faces as possible',
    },
    {
      id: 'drive_steward_legacy',
      emoji: '⏳',
      title: 'Leave a Legacy',
      description: "Plant trees whose shade you'll never sit in, and smile about it",
      context: 'leaving something good for people not yet born',
    },
  ],
};

const workplaceQuestion: VisualQuestion = {
  id: 'workplace',
  type: 'visual-cards',
  category: 'Place of Work',
  question: 'Where do you imagine creating your greatest work?',
  cards: [
    {
      id: 'megacity',
      emoji: '🌃',
      title: 'Sky-High Megacity',
      description: 'A glass studio 80 floors above a city that never sleeps',
      context: 'working from a glass studio above the megacity',
    },
    {
      id: 'mountain',
      emoji: '🏔️',
      title: 'Mountain Cabin',
      description: 'Woodsmoke, thin air and a desk facing a wall of snowy peaks',
      context: 'thinking big in a cabin above the clouds',
    },
    {
      id: 'spaceship',
      emoji: '🛸',
      title: 'Starship Deck',
      description: 'Zero gravity, one porthole, and the Moon drifting past your coffee',
      context: 'working from the bridge of a starship',
    },
    {
      id: 'beach',
      emoji: '🌴',
      title: 'Beachside Shack',
      description: 'Salt on the laptop, sand in your shoes, surf check at 4 pm',
      context: 'doing brilliant work to the sound of waves',
    },
    {
      id: 'forest',
      emoji: '🌲',
      title: 'Treehouse Office',
      description: 'Birdsong for an alarm clock and a rope bridge for a commute',
      context: 'creating in a treehouse deep in the forest',
    },
    {
      id: 'underwater',
      emoji: '🐠',
      title: 'Underwater Dome',
      description: 'Manta rays glide past the window while the kettle boils',
      context: 'working inside a glass dome on the seabed',
    },
    {
      id: 'desert',
      emoji: '🌵',
      title: 'Desert Observatory',
      description: 'Red dunes by day, a sky stuffed with stars by night, total hush',
      context: 'working under a desert sky thick with stars',
    },
    {
      id: 'arctic',
      emoji: '🧊',
      title: 'Arctic Research Base',
      description: 'Northern lights over the roof and a husky snoring under the desk',
      context: 'working beneath the dancing northern lights',
    },
    {
      id: 'place_mountain_monastery',
      emoji: '🧘',
      title: 'Cliffside Monastery',
      description: 'Stone halls, a bell at dawn, and nothing to distract you but clouds',
      context: 'finding deep focus in a quiet cliffside retreat',
    },
    {
      id: 'place_sea_lab',
      emoji: '⚓',
      title: 'Floating Sea Lab',
      description: 'Whale-watching deck upstairs, a fridge full of ocean samples below',
      context: 'running experiments aboard a floating ocean lab',
    },
    {
      id: 'place_sky_loft',
      emoji: '🎈',
      title: 'Loft in the Clouds',
      description: 'An airship studio drifting over farmland at walking pace',
      context: 'drifting over the world in an airship studio',
    },
    {
      id: 'place_digital_nomad_hub',
      emoji: '💻',
      title: 'Nomad Coworking Hub',
      description: 'New city every month, same crew, same great coffee, fast Wi-Fi',
      context: 'working from a new city every single month',
    },
  ],
};

const superpowerQuestion: TextQuestion = {
  id: 'superpower',
  type: 'text',
  category: 'Final Insight',
  question: 'If you could have one professional superpower, what would it be and why?',
  placeholder: 'Share your thoughts...',
  maxLength: SUPERPOWER_MAX_LENGTH,
};

export const questions: readonly [VisualQuestion, VisualQuestion, VisualQuestion, VisualQuestion, TextQuestion] = [
  postcardQuestion,
  bhagQuestion,
  purposeQuestion,
  workplaceQuestion,
  superpowerQuestion,
];

export const visualQuestions: readonly VisualQuestion[] = [
  postcardQuestion,
  bhagQuestion,
  purposeQuestion,
  workplaceQuestion,
];
