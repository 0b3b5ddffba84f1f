/**
 * Talk — the trends the older self walks through in act BÖR (the landscape). Card fields follow platform.md §3
 * (source trend: id, title, image_url, why_text, short_term_implications, long_term_implications,
 * driver_examples, related_roles, category).
 *
 * Constraints (keep them when editing):
 * - 30 trends (the Stage 3 offer's "30 trend cards"; docs/decisions/028 says why 30 and how to grow to 60).
 * - category is one of the role themes of content/roles.ts, so a trend can be matched to the visitor's role.
 * - why_text: one or two sentences, concrete, with a fact a young adult can check. No hype, no certainty.
 * - short term = the next 1-3 years; long term = 5-10 years. Say what changes for a person's working day.
 * - art: one emoji drawn large on the card (the "drawn illustration"); no image files to license.
 * - related_roles name real jobs (today's or plausible ones), not role titles from the wheel.
 */
import type { RoleTheme } from '../roles.js';

export interface TalkTrend {
  id: string;
  title: string;
  art: string;
  why_text: string;
  short_term_implications: string;
  long_term_implications: string;
  driver_examples: readonly string[];
  related_roles: readonly string[];
  category: RoleTheme;
}

export const TALK_TRENDS: readonly TalkTrend[] = [
  {
    id: 'ai-copilots-everywhere',
    title: 'An AI co-pilot in every job',
    art: '🤖',
    why_text:
      'Writing, coding, design and support tools now ship with assistants built in, and most office workers already use one weekly, often without telling their boss.',
    short_term_implications:
      'First drafts get cheap. Being able to judge, edit and explain a result becomes the skill people pay for.',
    long_term_implications:
      'Jobs are rebuilt around people who steer several AI agents at once; taste and responsibility are the scarce parts.',
    driver_examples: [
      'Falling cost per AI query',
      'Assistants bundled into office software',
      'Pressure to do more with smaller teams',
    ],
    related_roles: ['Product manager', 'Editor', 'Software developer', 'Customer success lead'],
    category: 'tech',
  },
  {
    id: 'four-day-week',
    title: 'The four-day week goes mainstream',
    art: '🗓️',
    why_text:
      'Large trials in the UK, Iceland and Spain kept output steady on fewer days, and most companies that tried it kept it.',
    short_term_implications:
      'Employers compete on time, not just salary. Asking about the working week in an interview stops being odd.',
    long_term_implications:
      'A "full-time" job may mean 32 hours, freeing a day a week for side projects, care or study.',
    driver_examples: ['Burnout and sick-leave costs', 'Hiring shortages', 'Productivity gains from automation'],
    related_roles: ['HR partner', 'Operations manager', 'Team lead'],
    category: 'society',
  },
  {
    id: 'climate-adaptation-jobs',
    title: 'Adapting to a hotter world becomes an industry',
    art: '🌡️',
    why_text:
      'Each of the last ten years ranks among the hottest on record, and cities now budget for heat plans, flood barriers and cooling centres.',
    short_term_implications:
      'Urban planners, insurers and builders hire people who can read climate data and talk to residents.',
    long_term_implications:
      'Adaptation work (cooling, water, relocation, insurance) grows into one of the largest employers in Europe.',
    driver_examples: [
      'EU climate adaptation strategy',
      'Insurance losses from extreme weather',
      'Heatwave deaths in cities',
    ],
    related_roles: ['Climate risk analyst', 'Urban planner', 'Civil engineer', 'Insurance underwriter'],
    category: 'nature',
  },
  {
    id: 'creator-economy-matures',
    title: 'The creator economy grows up',
    art: '🎥',
    why_text:
      'Millions earn part of their income from content, and brands now spend more on creators than on many traditional ad channels.',
    short_term_implications:
      'Small, trusted audiences beat big anonymous ones; creators need contracts, bookkeeping and a plan B.',
    long_term_implications:
      'Being a creator becomes a normal small business with unions, pensions and schools that teach it.',
    driver_examples: ['Short video platforms', 'Direct fan payments', 'Distrust of classic advertising'],
    related_roles: ['Content strategist', 'Video editor', 'Community manager', 'Brand partnership manager'],
    category: 'arts',
  },
  {
    id: 'longevity-care',
    title: 'A society that lives longer needs new care',
    art: '🧓',
    why_text:
      'By 2030 one in four Europeans will be over 65, and there are already not enough carers in most countries.',
    short_term_implications: 'Care jobs get better tools, better pay discussions and more tech around them.',
    long_term_implications:
      'Care, prevention and "healthy ageing" design become a huge field mixing health, tech and hospitality.',
    driver_examples: ['Ageing population', 'Staff shortages in care homes', 'Home sensors and telemedicine'],
    related_roles: ['Nurse', 'Occupational therapist', 'Care technology designer', 'Physiotherapist'],
    category: 'health',
  },
  {
    id: 'green-steel-and-hydrogen',
    title: 'Heavy industry goes green',
    art: '🏭',
    why_text:
      'Steel, cement and chemicals make roughly a fifth of global emissions, and the first fossil-free steel plants are already being built in Sweden.',
    short_term_implications: 'Engineers, electricians and project managers for new plants are in short supply.',
    long_term_implications: 'Whole regions are rebuilt around clean power, hydrogen and recycled materials.',
    driver_examples: ['EU carbon price', 'Cheap wind and solar', 'Buyers demanding low-carbon materials'],
    related_roles: ['Process engineer', 'Electrician', 'Project manager', 'Energy trader'],
    category: 'science',
  },
  {
    id: 'loneliness-economy',
    title: 'Loneliness becomes a public-health issue',
    art: '🫂',
    why_text:
      'Surveys show young adults report loneliness more often than any other age group, and several countries now have a minister or strategy for it.',
    short_term_implications:
      'Community spaces, clubs and "third places" get funding; social skills get noticed at work.',
    long_term_implications:
      'Designing for belonging (in housing, apps, offices and cities) becomes a profession of its own.',
    driver_examples: ['Remote work', 'Social media fatigue', 'Health costs of isolation'],
    related_roles: ['Community organiser', 'Social worker', 'Event producer', 'Youth worker'],
    category: 'society',
  },
  {
    id: 'skills-over-degrees',
    title: 'Skills count more than diplomas',
    art: '🧩',
    why_text:
      'Several big employers dropped degree requirements for many roles, and short certificates and portfolios now open doors that used to need a diploma.',
    short_term_implications: 'A portfolio of real work can beat a CV. Learning in short bursts pays off quickly.',
    long_term_implications: 'People switch careers three or four times, re-training in months rather than years.',
    driver_examples: ['Hiring shortages', 'Online courses and bootcamps', 'AI that tests skills directly'],
    related_roles: ['Learning designer', 'Recruiter', 'Career coach', 'Instructional video producer'],
    category: 'society',
  },
  {
    id: 'circular-everything',
    title: 'Repair, resell, reuse',
    art: '♻️',
    why_text:
      'The EU "right to repair" rules oblige makers to offer spare parts for years, and second-hand fashion is growing faster than new.',
    short_term_implications:
      'Repair shops, resale platforms and refurbishers hire; "how long does it last?" becomes a sales point.',
    long_term_implications: 'Products are designed to be taken apart; owning less but better becomes normal.',
    driver_examples: ['Right-to-repair laws', 'Raw material prices', 'Young buyers choosing second hand'],
    related_roles: ['Product designer', 'Repair technician', 'Supply chain analyst', 'Resale entrepreneur'],
    category: 'nature',
  },
  {
    id: 'space-economy',
    title: 'Space gets cheaper and busier',
    art: '🛰️',
    why_text:
      'Reusable rockets cut launch costs by about ten times in a decade; thousands of satellites now deliver internet, weather and farming data.',
    short_term_implications: 'Satellite data turns into everyday services: crop advice, insurance, disaster response.',
    long_term_implications:
      'Space becomes an ordinary industry with jobs for lawyers, designers and mechanics, not only astronauts.',
    driver_examples: ['Reusable launchers', 'Small cheap satellites', 'Climate monitoring needs'],
    related_roles: ['Data analyst', 'Aerospace engineer', 'Space lawyer', 'GIS specialist'],
    category: 'space',
  },
  {
    id: 'ocean-economy',
    title: 'The blue economy',
    art: '🌊',
    why_text:
      'Offshore wind, seaweed farming and ocean monitoring are all growing, and the UN ocean treaty opened new protected areas.',
    short_term_implications: 'Port cities hire for offshore wind, marine tech and coastal protection.',
    long_term_implications: 'Oceans become a major source of energy and food, with strict rules and lots of sensors.',
    driver_examples: ['Offshore wind targets', 'Food security', 'Ocean protection treaty'],
    related_roles: ['Marine biologist', 'Offshore technician', 'Aquaculture manager', 'Ocean data scientist'],
    category: 'ocean',
  },
  {
    id: 'food-transition',
    title: 'What we eat is changing',
    art: '🥦',
    why_text:
      'Plant-based and fermented proteins keep getting cheaper, and food accounts for about a third of global emissions.',
    short_term_implications:
      'Chefs, food scientists and marketers who can make new food tasty and affordable are wanted.',
    long_term_implications: 'Menus, farms and supermarkets look different; local and precision farming spreads.',
    driver_examples: ['Climate targets', 'Health costs of diet', 'Fermentation technology'],
    related_roles: ['Food scientist', 'Chef', 'Agronomist', 'Food entrepreneur'],
    category: 'food',
  },
  {
    id: 'mental-health-at-work',
    title: 'Mental health moves to the centre of work',
    art: '🧠',
    why_text:
      'Stress and burnout are now among the top reasons for long sick leave in Europe, and employers are starting to measure wellbeing like they measure sales.',
    short_term_implications: 'Managers are expected to notice overload; boundaries and rest stop being a weakness.',
    long_term_implications:
      'Workplaces are designed around attention and recovery; psychological safety is a hiring criterion.',
    driver_examples: ['Sick-leave costs', 'Gen Z expectations', 'Always-on messaging'],
    related_roles: ['Psychologist', 'People & culture lead', 'Workplace designer', 'Coach'],
    category: 'health',
  },
  {
    id: 'cybersecurity-for-all',
    title: 'Security becomes everyone’s job',
    art: '🔐',
    why_text:
      'Ransomware has shut hospitals, schools and city councils, and there are millions of unfilled security jobs worldwide.',
    short_term_implications: 'Security basics are expected in every tech role; entry-level security jobs open up.',
    long_term_implications: 'Trust and safety become a profession as common as accounting.',
    driver_examples: ['Ransomware attacks', 'EU NIS2 rules', 'AI-made phishing'],
    related_roles: ['Security analyst', 'IT administrator', 'Privacy officer', 'Ethical hacker'],
    category: 'tech',
  },
  {
    id: 'energy-at-home',
    title: 'Homes become power stations',
    art: '☀️',
    why_text:
      'Rooftop solar, heat pumps and home batteries are now cheaper than ever, and many households sell power back to the grid.',
    short_term_implications: 'Installers and electricians have waiting lists; energy advice becomes a service.',
    long_term_implications: 'Neighbourhoods trade energy among themselves; every building is part of the grid.',
    driver_examples: ['Energy price shocks', 'Subsidies', 'Cheaper batteries'],
    related_roles: ['Electrician', 'Energy adviser', 'Heat pump installer', 'Grid engineer'],
    category: 'science',
  },
  {
    id: 'cities-for-people',
    title: 'Cities built for people, not cars',
    art: '🚲',
    why_text:
      'Paris, Barcelona and Utrecht replaced car lanes with bike paths and trees, and shops on those streets often earn more, not less.',
    short_term_implications: 'Local businesses, planners and designers work on street-level life.',
    long_term_implications:
      '15-minute neighbourhoods where work, school and shops are close become the norm in many cities.',
    driver_examples: ['Air quality rules', 'Heat in dense cities', 'Cycling boom'],
    related_roles: ['Urban designer', 'Mobility planner', 'Landscape architect', 'Local shop owner'],
    category: 'city',
  },
  {
    id: 'immersive-experiences',
    title: 'Experiences over things',
    art: '🎭',
    why_text:
      'Spending on concerts, festivals and immersive shows keeps rising even when money is tight, especially among people under 30.',
    short_term_implications: 'Event, stage and experience design jobs grow; storytelling beats product features.',
    long_term_implications:
      'Mixed-reality venues and story-driven places become a big employer in culture and tourism.',
    driver_examples: ['Social media sharing', 'Desire for offline moments', 'Cheaper projection and sensors'],
    related_roles: ['Experience designer', 'Stage technician', 'Producer', 'Tour guide'],
    category: 'arts',
  },
  {
    id: 'personalised-medicine',
    title: 'Medicine made for one person',
    art: '🧬',
    why_text:
      'Sequencing a genome now costs a few hundred euros instead of billions, and the first gene therapies are approved.',
    short_term_implications: 'Labs, clinics and start-ups hire people who can explain data to patients.',
    long_term_implications:
      'Treatment is tailored to your genes, habits and sensors; prevention matters as much as cure.',
    driver_examples: ['Cheap DNA sequencing', 'AI in drug discovery', 'Wearable health sensors'],
    related_roles: ['Genetic counsellor', 'Bioinformatician', 'Lab technician', 'Pharmacist'],
    category: 'health',
  },
  {
    id: 'gig-to-portfolio',
    title: 'From one job to a portfolio career',
    art: '🎒',
    why_text:
      'More people combine a part-time job, freelance work and a side project, and platforms make it easy to find small assignments.',
    short_term_implications: 'Knowing how to price, pitch and invoice is as useful as your core skill.',
    long_term_implications: 'Careers look like a playlist of projects; reputation travels with you across employers.',
    driver_examples: ['Freelance platforms', 'Remote work', 'Desire for variety'],
    related_roles: ['Freelance designer', 'Consultant', 'Copywriter', 'Accountant for freelancers'],
    category: 'city',
  },
  {
    id: 'data-literacy',
    title: 'Everyone works with data',
    art: '📊',
    why_text:
      'Nearly every job now produces dashboards and numbers, and tools let non-programmers ask questions of data in plain language.',
    short_term_implications: 'Being the person who can tell a clear story with numbers gets you into rooms.',
    long_term_implications: 'Data literacy is like reading: assumed, with deep experts for the hard cases.',
    driver_examples: ['Cheap data storage', 'AI query tools', 'Decisions under scrutiny'],
    related_roles: ['Data analyst', 'Business analyst', 'Journalist', 'Policy adviser'],
    category: 'tech',
  },
  {
    id: 'biodiversity-value',
    title: 'Nature gets a price tag',
    art: '🐝',
    why_text:
      'Companies must now report their impact on nature in the EU, and cities plant forests and rewild rivers to cool down and prevent floods.',
    short_term_implications: 'Ecologists, data people and communicators are needed to measure and explain nature.',
    long_term_implications: 'Restoring land and water becomes a paid service, like building roads used to be.',
    driver_examples: ['EU nature restoration law', 'Corporate reporting rules', 'Pollinator decline'],
    related_roles: ['Ecologist', 'Sustainability consultant', 'Forester', 'Environmental educator'],
    category: 'nature',
  },
  {
    id: 'learning-for-life',
    title: 'Learning never stops',
    art: '📚',
    why_text:
      'The half-life of a skill is shrinking; many employers now give learning budgets and expect staff to reskill every few years.',
    short_term_implications: 'Those who learn in public (notes, posts, projects) get noticed faster.',
    long_term_implications: 'Education becomes a lifelong subscription, mixing AI tutors, cohorts and mentors.',
    driver_examples: ['AI tutors', 'Automation of routine tasks', 'Longer working lives'],
    related_roles: ['Teacher', 'Learning designer', 'Mentor', 'EdTech founder'],
    category: 'society',
  },
  {
    id: 'remote-and-hubs',
    title: 'Work from anywhere (almost)',
    art: '🏡',
    why_text:
      'Hybrid work stayed after the pandemic for most office jobs, and small towns with good trains and fibre are growing again.',
    short_term_implications:
      'You can work for a city company from a smaller town; writing clearly becomes a career skill.',
    long_term_implications: 'Co-working hubs in towns and villages; teams spread across countries and time zones.',
    driver_examples: ['Fibre internet', 'Housing costs in big cities', 'Collaboration tools'],
    related_roles: ['Remote team lead', 'Co-working host', 'Technical writer', 'Regional developer'],
    category: 'city',
  },
  {
    id: 'games-as-culture',
    title: 'Games become the new stage',
    art: '🎮',
    why_text:
      'Games earn more than films and music together, and concerts, classrooms and brand launches now happen inside them.',
    short_term_implications:
      'Game skills (level design, community, storytelling) move into education, health and marketing.',
    long_term_implications: 'Playful design shapes how we learn, train and even do therapy.',
    driver_examples: ['Cheap game engines', 'Young audiences', 'Virtual events'],
    related_roles: ['Game designer', '3D artist', 'Community manager', 'Serious-games developer'],
    category: 'arts',
  },
  {
    id: 'robots-in-the-real-world',
    title: 'Robots leave the factory',
    art: '🦾',
    why_text:
      'Delivery robots, warehouse arms and farm machines that see and learn are now sold, not just shown at fairs.',
    short_term_implications: 'Technicians who can fix, train and supervise robots are in demand.',
    long_term_implications:
      'Robots do much of the heavy, dull and dangerous work; humans plan, care and handle surprises.',
    driver_examples: ['Labour shortages', 'Cheaper sensors', 'AI vision'],
    related_roles: ['Robotics technician', 'Mechatronics engineer', 'Warehouse manager', 'Safety inspector'],
    category: 'tech',
  },
  {
    id: 'trust-and-misinformation',
    title: 'The fight for trustworthy information',
    art: '🕵️',
    why_text:
      'AI can now fake voices and videos in minutes, and elections across the world have already seen deepfakes.',
    short_term_implications: 'Fact-checkers, verification tools and media literacy teachers are needed.',
    long_term_implications:
      'Proof of origin for images and text becomes standard; trusted voices become more valuable.',
    driver_examples: ['Generative AI', 'Platform regulation (EU DSA)', 'Polarisation'],
    related_roles: ['Journalist', 'Fact-checker', 'Trust & safety specialist', 'Media teacher'],
    category: 'society',
  },
  {
    id: 'water-scarcity',
    title: 'Every drop counts',
    art: '💧',
    why_text:
      'Southern Europe has had repeated droughts, and farms, chip factories and data centres all compete for the same water.',
    short_term_implications: 'Water-saving tech, reuse and smart irrigation projects start everywhere.',
    long_term_implications: 'Water engineering and management become as strategic as energy.',
    driver_examples: ['Droughts', 'Thirsty industries', 'Cheaper desalination'],
    related_roles: ['Water engineer', 'Hydrologist', 'Agronomist', 'Policy adviser'],
    category: 'ocean',
  },
  {
    id: 'social-enterprise',
    title: 'Businesses with a mission',
    art: '🌱',
    why_text:
      'B Corps and social enterprises keep growing, and many young job seekers say they would take less pay for work that matters.',
    short_term_implications:
      'Impact is measured and reported; "why does this company exist?" is an interview question both ways.',
    long_term_implications: 'Profit and purpose are expected together; investors ask for both.',
    driver_examples: ['Impact investing', 'Young talent expectations', 'Reporting rules'],
    related_roles: ['Social entrepreneur', 'Impact analyst', 'Fundraiser', 'Partnerships manager'],
    category: 'society',
  },
  {
    id: 'wearables-and-self-tracking',
    title: 'Your body as a dashboard',
    art: '⌚',
    why_text:
      'Watches and rings now track sleep, heart rhythm and stress, and some insurers and doctors already use that data.',
    short_term_implications: 'Coaches, trainers and clinics build services around personal data.',
    long_term_implications:
      'Health becomes continuous rather than a yearly check-up, with big privacy questions attached.',
    driver_examples: ['Cheap sensors', 'Preventive health push', 'AI that reads the signals'],
    related_roles: ['Sports scientist', 'Health coach', 'Medical device designer', 'Privacy lawyer'],
    category: 'health',
  },
  {
    id: 'local-food-and-hospitality',
    title: 'Hospitality reinvents itself',
    art: '🍜',
    why_text:
      'Restaurants face staff shortages and rising costs, while food halls, supper clubs and small producers are thriving.',
    short_term_implications: 'Small, personal food concepts and pop-ups are an easy way to test an idea.',
    long_term_implications: 'Hospitality mixes tech (ordering, robots in kitchens) with more human, story-led service.',
    driver_examples: ['Staff shortages', 'Food delivery apps', 'Love of local and authentic'],
    related_roles: ['Chef', 'Restaurant founder', 'Food stylist', 'Hospitality manager'],
    category: 'food',
  },
];
