/**
 * Talk — the trends the older self walks through in act BÖR (the landscape). Card fields follow
 * docs/product/talk.md#cards (source trend: id, title, image_url, why_text, short_term_implications,
 * long_term_implications, driver_examples, related_roles, category).
 *
 * Constraints (keep them when editing):
 * - 60 trends; the Strategy sprint analyses the 30 most relevant of them for the person (decision 026,
 *   docs/decisions/028). Ids are unique and no two trends tell the same story.
 * - category is one of the role themes of content/roles.ts, so a trend can be matched to the visitor's role
 *   (at least 5 trends per theme).
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
  {
    id: 'crowded-orbits',
    title: 'Traffic jams in orbit',
    art: '☄️',
    why_text:
      'More than 10,000 working satellites now circle Earth, and ESA tracks tens of thousands of pieces of debris bigger than a fist, each fast enough to wreck one of them.',
    short_term_implications:
      'Satellite operators dodge debris several times a week; tracking, collision alerts and insurance become everyday desk work.',
    long_term_implications:
      'Orbit is managed like air traffic, with rules, fees and clean-up missions, and someone on shift decides who moves.',
    driver_examples: ['Mega-constellations for internet', 'ESA Zero Debris Charter', 'Collision and insurance costs'],
    related_roles: ['Orbital analyst', 'Space insurance underwriter', 'Aerospace engineer', 'Space policy adviser'],
    category: 'space',
  },
  {
    id: 'back-to-the-moon',
    title: 'People head back to the Moon',
    art: '🌕',
    why_text:
      'NASA’s Artemis programme aims to land astronauts on the Moon for the first time since 1972, and private landers reached the lunar surface in 2024 and 2025.',
    short_term_implications:
      'Suppliers of rovers, instruments and software hire; most of the work happens in ordinary offices and labs on Earth.',
    long_term_implications:
      'A small, steady lunar economy (science bases, mapping, testing how to use local ice) with mission teams working Moon time.',
    driver_examples: ['Artemis programme', 'Competition between space powers', 'Cheaper commercial landers'],
    related_roles: ['Mission operations engineer', 'Planetary geologist', 'Robotics engineer', 'Space architect'],
    category: 'space',
  },
  {
    id: 'private-space-stations',
    title: 'Space stations go private',
    art: '🚀',
    why_text:
      'NASA plans to retire the International Space Station around 2030 and is paying private companies to design the stations that replace it.',
    short_term_implications:
      'Start-ups building habitats need welders, life-support technicians and people who write very careful checklists.',
    long_term_implications:
      'Research, manufacturing and the odd very expensive holiday happen in orbit, run by companies rather than governments.',
    driver_examples: ['ISS retirement', 'NASA commercial station contracts', 'Research that needs weightlessness'],
    related_roles: ['Life-support technician', 'Flight controller', 'Flight surgeon', 'Space research scientist'],
    category: 'space',
  },
  {
    id: 'space-weather',
    title: 'The Sun’s moods hit the ground',
    art: '🌌',
    why_text:
      'The May 2024 solar storm, the strongest in about 20 years, painted auroras over southern Europe and threw GPS-guided tractors off course in the US.',
    short_term_implications:
      'Grid operators, airlines and farmers start checking a space-weather forecast the way they check the rain.',
    long_term_implications:
      'Space-weather alerts are built into power grids, navigation and satellites, and forecasting them is a recognised job.',
    driver_examples: ['Solar maximum of the 11-year cycle', 'Dependence on GPS timing', 'More satellites at risk'],
    related_roles: ['Space weather forecaster', 'Grid control engineer', 'Satellite navigation engineer'],
    category: 'space',
  },
  {
    id: 'sky-data-flood',
    title: 'The sky as a data stream',
    art: '🔭',
    why_text:
      'The Vera C. Rubin Observatory in Chile started sharing images in 2025 and will collect about 20 terabytes of the night sky every night for ten years.',
    short_term_implications:
      'Astronomy needs as many programmers as astronomers; volunteers classify objects from their sofa on citizen-science sites.',
    long_term_implications:
      'Discovery becomes teamwork between AI filters, professionals and the public, and the same skills move into climate and medical data.',
    driver_examples: ['Giant new telescopes', 'Machine learning for images', 'Citizen-science platforms'],
    related_roles: ['Astronomer', 'Data engineer', 'Research software engineer', 'Planetarium educator'],
    category: 'space',
  },
  {
    id: 'cleaner-shipping',
    title: 'Ships change their fuel',
    art: '🚢',
    why_text:
      'Ships carry around 80% of world trade and about 3% of global emissions, and since 2024 shipping pays for its CO₂ in the EU carbon market.',
    short_term_implications:
      'Ports and shipping companies hire people who can plan new fuels, rotor sails and shore power, and count the emissions.',
    long_term_implications:
      'Ports become energy hubs; crews handle methanol, ammonia or batteries, and slower, cleaner routes are normal.',
    driver_examples: ['EU carbon market for shipping', 'IMO climate targets', 'Customers asking for green freight'],
    related_roles: ['Marine engineer', 'Port operations planner', 'Naval architect', 'Emissions analyst'],
    category: 'ocean',
  },
  {
    id: 'mapping-the-seafloor',
    title: 'Mapping the last blank map',
    art: '🗺️',
    why_text:
      'Only about a quarter of the seafloor has been mapped in detail, according to the Seabed 2030 project; we have better maps of Mars.',
    short_term_implications:
      'Survey ships and underwater drones need pilots and data processors, most of them working from a screen on shore.',
    long_term_implications:
      'A full seafloor map guides cables, wind farms, fishing rules and tsunami warnings, and keeping it updated is steady work.',
    driver_examples: ['Seabed 2030 project', 'Autonomous survey drones', 'Offshore cables and wind farms'],
    related_roles: ['Hydrographic surveyor', 'ROV pilot', 'Marine geologist', 'GIS analyst'],
    category: 'ocean',
  },
  {
    id: 'reef-rescue',
    title: 'Saving coral reefs by hand',
    art: '🪸',
    why_text:
      'In 2024 NOAA declared the fourth global coral bleaching event, with heat stress reaching reefs in more than 80 countries.',
    short_term_implications:
      'Reef nurseries, heat-tolerant coral research and careful tourism create jobs for divers who also keep good records.',
    long_term_implications:
      'Reef gardening becomes a trade like forestry, with reef health monitored by sensors and paid for by tourism and insurance.',
    driver_examples: ['Marine heatwaves', 'Reef tourism income', 'Coastal protection value of reefs'],
    related_roles: ['Coral restoration technician', 'Dive instructor', 'Marine park ranger', 'Marine ecologist'],
    category: 'ocean',
  },
  {
    id: 'traceable-fish',
    title: 'Knowing where your fish came from',
    art: '🐟',
    why_text:
      'The UN food agency FAO counts over a third of assessed fish stocks as overfished, and Global Fishing Watch now tracks fishing boats from space for free.',
    short_term_implications:
      'Seafood buyers, inspectors and apps check catch data; a label with a boat name is a selling point.',
    long_term_implications:
      'Every fish is traceable from net to plate, and fishing jobs mix seamanship with data reporting and quotas.',
    driver_examples: ['Satellite vessel tracking', 'EU catch certificate rules', 'Shoppers asking questions'],
    related_roles: ['Fisheries scientist', 'Fisheries observer', 'Seafood buyer', 'Marine enforcement officer'],
    category: 'ocean',
  },
  {
    id: 'ai-for-discovery',
    title: 'AI speeds up discovery',
    art: '🔬',
    why_text:
      'AlphaFold predicted the shapes of about 200 million proteins, and its makers shared the 2024 Nobel Prize in Chemistry.',
    short_term_implications:
      'Lab scientists spend more time choosing which experiment to run and checking models, less on repetitive pipetting.',
    long_term_implications:
      'Self-driving labs run experiments overnight; people who can ask good questions across biology and code lead the work.',
    driver_examples: ['Open protein databases', 'Lab robots', 'Cheaper computing'],
    related_roles: ['Computational biologist', 'Lab automation engineer', 'Research software engineer'],
    category: 'science',
  },
  {
    id: 'battery-materials',
    title: 'The race for battery materials',
    art: '🔋',
    why_text:
      'Battery pack prices fell by roughly 90% since 2010 (BloombergNEF), and the EU Critical Raw Materials Act sets targets for mining, refining and recycling lithium and other metals in Europe.',
    short_term_implications:
      'New battery factories and recycling plants hire chemists, operators and quality staff, often far from big cities.',
    long_term_implications: 'Old batteries become a resource; recycling plants work like mines without the digging.',
    driver_examples: ['Electric cars', 'EU Critical Raw Materials Act', 'Cheaper storage for solar and wind'],
    related_roles: ['Battery chemist', 'Recycling plant operator', 'Geologist', 'Materials engineer'],
    category: 'science',
  },
  {
    id: 'grid-buildout',
    title: 'The power grid gets rebuilt',
    art: '🔌',
    why_text:
      'Many wind and solar parks in Europe wait years for a grid connection, and the EU grid action plan estimates €584 billion of grid investment this decade.',
    short_term_implications:
      'Line workers, planners and permit specialists are short everywhere; it is one of the surest trades to learn.',
    long_term_implications:
      'A smarter grid balances millions of cars, heat pumps and batteries; operators work with forecasts more than switches.',
    driver_examples: ['Electrification of heat and transport', 'Connection queues', 'EU grid action plan'],
    related_roles: ['Line technician', 'Power systems engineer', 'Permitting officer', 'Energy data analyst'],
    category: 'science',
  },
  {
    id: 'carbon-removal',
    title: 'Taking carbon back out of the air',
    art: '🫧',
    why_text:
      'The IPCC’s pathways to 1.5 °C all include removing CO₂ from the air, and buyers such as Stripe and Alphabet have promised $1 billion for removal through the Frontier fund.',
    short_term_implications:
      'Small, expensive pilot projects need engineers and, above all, honest measurement of whether the carbon really stays away.',
    long_term_implications:
      'Removal (machines, rock, soil, forests) is a checked and audited industry; verifying claims is as important as doing them.',
    driver_examples: ['Net-zero targets', 'Corporate carbon budgets', 'EU certification rules for removals'],
    related_roles: ['Chemical engineer', 'Soil scientist', 'Carbon auditor', 'Climate policy analyst'],
    category: 'science',
  },
  {
    id: 'food-waste',
    title: 'The war on wasted food',
    art: '🍞',
    why_text:
      'The UN Food Waste Index counts roughly a fifth of the food available to shoppers as wasted, and the EU has agreed binding targets to cut food waste by 2030.',
    short_term_implications:
      'Shops, canteens and apps measure leftovers; selling tomorrow’s bread tonight becomes a business model.',
    long_term_implications:
      'Kitchens plan with data, surplus flows to food banks and fermenters, and the bin is weighed like the till is counted.',
    driver_examples: ['EU food waste targets', 'Surplus-food apps', 'Rising food prices'],
    related_roles: ['Food rescue coordinator', 'Supply chain planner', 'Chef', 'Sustainability manager'],
    category: 'food',
  },
  {
    id: 'climate-on-the-shelf',
    title: 'Climate reaches the grocery shelf',
    art: '🍫',
    why_text:
      'Cocoa prices hit records in 2024, about three times their usual level, after poor harvests in West Africa: one reason your chocolate bar got smaller. Coffee and olive oil had similar shocks.',
    short_term_implications:
      'Buyers and product developers rework recipes and supply chains; knowing where ingredients come from is a real skill.',
    long_term_implications:
      'Hardier crop varieties, more growing regions and recipes built around what the climate allows become normal.',
    driver_examples: ['Droughts and heat', 'Crop diseases', 'Commodity price swings'],
    related_roles: ['Plant breeder', 'Commodity buyer', 'Food technologist', 'Agronomist'],
    category: 'food',
  },
  {
    id: 'appetite-medicines',
    title: 'Medicines that change how we eat',
    art: '🍽️',
    why_text:
      'Millions of people now take weight-loss drugs such as semaglutide, and studies of shopping data find their households buy less food, especially snacks.',
    short_term_implications:
      'Dietitians, food brands and restaurants adapt to smaller, protein-rich portions and to questions about side effects.',
    long_term_implications:
      'Food, medicine and coaching blur; nutrition advice becomes part of treatment, with open questions about cost and fairness.',
    driver_examples: ['New GLP-1 medicines', 'Rising obesity rates', 'Cheaper generic versions'],
    related_roles: ['Dietitian', 'Food product developer', 'Pharmacist', 'Nutrition coach'],
    category: 'food',
  },
  {
    id: 'who-will-farm',
    title: 'Who will farm?',
    art: '🚜',
    why_text:
      'Eurostat figures show about a third of EU farm managers are 65 or older and only around one in ten is under 40.',
    short_term_implications:
      'Farms look for successors, shared ownership and new entrants; agritech firms need people who know both soil and software.',
    long_term_implications:
      'Fewer, more technical farms run with robots and sensors, next to small direct-to-customer farms with a story.',
    driver_examples: ['Ageing farmers', 'Farm robots and sensors', 'EU young farmer support'],
    related_roles: ['Farmer', 'Agricultural technician', 'Farm succession adviser', 'Agritech product manager'],
    category: 'food',
  },
  {
    id: 'longer-fire-seasons',
    title: 'Living with wildfire',
    art: '🔥',
    why_text:
      'Canada’s 2023 fires burned more than 15 million hectares, a record, and their smoke reached Europe; fire seasons in southern Europe are getting longer too.',
    short_term_implications:
      'Fire services hire seasonal crews, and forest owners pay for thinning, grazing and controlled burns.',
    long_term_implications:
      'Landscapes are managed for fire all year; satellite spotting, fire-safe building and goats with a job description are normal.',
    driver_examples: ['Heat and drought', 'Abandoned farmland', 'Satellite fire detection'],
    related_roles: ['Wildland firefighter', 'Forest manager', 'Remote sensing analyst', 'Shepherd'],
    category: 'nature',
  },
  {
    id: 'nature-on-prescription',
    title: 'Nature on prescription',
    art: '🌳',
    why_text:
      'Doctors in parts of the UK and Canada can prescribe time outdoors, and a large English study linked about two hours a week in nature with better health.',
    short_term_implications:
      'Parks, clubs and health services team up; outdoor guides and link workers get referrals from clinics.',
    long_term_implications:
      'Green space counts as health infrastructure, and guiding people outdoors is a recognised part of care.',
    driver_examples: ['Health service costs', 'Social prescribing', 'Urban green space research'],
    related_roles: ['Park ranger', 'Outdoor educator', 'Social prescribing link worker', 'Forest guide'],
    category: 'nature',
  },
  {
    id: 'invasive-species',
    title: 'Uninvited species move in',
    art: '🦟',
    why_text:
      'The IPBES science panel estimates invasive species cost over $400 billion a year, and the tiger mosquito has spread across most of southern Europe.',
    short_term_implications:
      'Councils and farms pay for early detection; apps let anyone report a strange beetle with a photo.',
    long_term_implications:
      'Biosecurity checks at ports and gardens are routine, and ecologists work alongside public health teams.',
    driver_examples: ['Global trade and travel', 'Warmer winters', 'Citizen reporting apps'],
    related_roles: [
      'Field ecologist',
      'Biosecurity inspector',
      'Public health entomologist',
      'Pest control specialist',
    ],
    category: 'nature',
  },
  {
    id: 'housing-squeeze',
    title: 'New ways to house people',
    art: '🏘️',
    why_text:
      'Eurostat data show EU house prices rose by about half between 2010 and 2024, twice as fast as rents, so a first home is further away for many young adults.',
    short_term_implications:
      'Factory-built homes, timber construction and housing co-ops look for builders, planners and organisers.',
    long_term_implications:
      'More homes are built in factories and shared (co-living, co-ops, multi-generation), changing what a building job looks like.',
    driver_examples: ['House prices', 'Modular and timber construction', 'Housing policy'],
    related_roles: ['Architect', 'Modular construction worker', 'Housing co-op manager', 'Urban planner'],
    category: 'city',
  },
  {
    id: 'renovation-wave',
    title: 'Old buildings get a second life',
    art: '🧱',
    why_text:
      'Buildings use about 40% of the EU’s energy, and most of the ones that will stand in 2050 already exist, so the EU buildings directive pushes renovation.',
    short_term_implications:
      'Insulation, windows and ventilation work is booked months ahead; energy auditors and skilled trades are in demand.',
    long_term_implications:
      'Renovating beats demolishing; digital building passports list every material, and careful craftspeople are well paid.',
    driver_examples: ['EU buildings directive', 'Energy bills', 'Embodied carbon in new buildings'],
    related_roles: ['Energy auditor', 'Carpenter', 'Retrofit coordinator', 'Building surveyor'],
    category: 'city',
  },
  {
    id: 'city-logistics',
    title: 'The last mile changes',
    art: '📦',
    why_text:
      'Around 30 Dutch cities introduced zero-emission zones for delivery vans in 2025, and cargo bikes already deliver parcels in many city centres.',
    short_term_implications:
      'Couriers, planners and fleet managers switch to electric vans, cargo bikes and micro-hubs on the edge of town.',
    long_term_implications:
      'Fewer trucks in centres, shared hubs and parcel lockers; planning routes and charging is the core of the job.',
    driver_examples: ['Zero-emission zones', 'Online shopping growth', 'Cheaper electric vans'],
    related_roles: ['Logistics planner', 'Cargo-bike courier', 'Fleet manager', 'Urban logistics manager'],
    category: 'city',
  },
  {
    id: 'accessibility-by-default',
    title: 'Digital services everyone can use',
    art: '♿',
    why_text:
      'Since June 2025 the European Accessibility Act requires many websites, apps, e-books and banking services to work for people with disabilities.',
    short_term_implications:
      'Designers and developers test with screen readers and keyboards; accessibility audits become routine project work.',
    long_term_implications:
      'Accessible design is simply good design; specialists who understand real users’ needs lead product teams.',
    driver_examples: ['European Accessibility Act', 'Ageing users', 'Voice and captioning tools'],
    related_roles: ['Accessibility specialist', 'UX designer', 'Front-end developer', 'QA tester'],
    category: 'tech',
  },
  {
    id: 'hungry-data-centres',
    title: 'The cloud needs power and water',
    art: '🖥️',
    why_text:
      'The International Energy Agency expects data centres’ electricity use to roughly double by 2030, largely because of AI.',
    short_term_implications:
      'Data centre builders and operators hire electricians, cooling technicians and energy buyers; efficient code gets noticed.',
    long_term_implications:
      'Computing runs where clean power and cooling are, reusing heat for homes; measuring the cost of a query is normal.',
    driver_examples: ['AI model training', 'Cloud growth', 'Grid and water limits'],
    related_roles: ['Data centre technician', 'Cooling engineer', 'Energy buyer', 'Site reliability engineer'],
    category: 'tech',
  },
  {
    id: 'antibiotic-resistance',
    title: 'When antibiotics stop working',
    art: '🦠',
    why_text:
      'A Lancet study estimated that drug-resistant infections directly caused about 1.27 million deaths in 2019, more than HIV or malaria.',
    short_term_implications:
      'Hospitals, farms and labs track prescriptions closely; infection prevention becomes part of many care jobs.',
    long_term_implications:
      'New antibiotics, phage therapy and rapid tests need researchers, and careful prescribing is taught like hand washing.',
    driver_examples: ['Overuse in medicine and farming', 'Few new antibiotics', 'Rapid diagnostic tests'],
    related_roles: ['Microbiologist', 'Infection control nurse', 'Pharmacist', 'Veterinarian'],
    category: 'health',
  },
  {
    id: 'womens-health-gap',
    title: 'Closing the women’s health gap',
    art: '🩺',
    why_text:
      'Women spend about 25% more of their lives in poor health than men (McKinsey Health Institute, 2024), and endometriosis still takes years to diagnose.',
    short_term_implications:
      'Research funds, clinics and apps focus on menstrual health, menopause and heart disease in women; new specialist roles open.',
    long_term_implications:
      'Medicine is tested on everyone it treats, and workplaces plan for menopause and pregnancy as ordinary facts of life.',
    driver_examples: ['Research funding gaps', 'Femtech start-ups', 'Patients speaking up'],
    related_roles: ['Gynaecologist', 'Midwife', 'Clinical researcher', 'Femtech product manager'],
    category: 'health',
  },
  {
    id: 'human-made-label',
    title: 'Human-made becomes a selling point',
    art: '🎸',
    why_text:
      'The streaming service Deezer said in 2025 that more than 18% of the tracks uploaded each day were fully AI-generated, and the share kept rising.',
    short_term_implications:
      'Artists show their process, play live and license their work carefully; rights management becomes part of the craft.',
    long_term_implications:
      'Human-made work sells on story and trust; artists who use AI openly and sign their choices stand out.',
    driver_examples: ['Generative music and image tools', 'Copyright lawsuits', 'Fans wanting real artists'],
    related_roles: ['Musician', 'Illustrator', 'Music rights manager', 'Live sound engineer'],
    category: 'arts',
  },
  {
    id: 'hands-on-crafts',
    title: 'The return of making by hand',
    art: '🏺',
    why_text:
      'In the US, vinyl records have outsold CDs every year since 2022 (RIAA), and pottery, knitting and repair workshops are often fully booked.',
    short_term_implications:
      'Workshops, makerspaces and craft classes are a way to earn on the side and meet people offline.',
    long_term_implications:
      'Craft skills sit next to screens: a designer who can also make things by hand has an edge when machines make the rest.',
    driver_examples: ['Screen fatigue', 'Social media showing the process', 'Desire for one-of-a-kind things'],
    related_roles: ['Ceramicist', 'Workshop host', 'Luthier', 'Record shop owner'],
    category: 'arts',
  },
  {
    id: 'stories-cross-languages',
    title: 'Stories travel across languages',
    art: '💬',
    why_text:
      'Netflix reports that about a third of its viewing is of non-English shows, and K-pop, anime and Spanish-language series top charts worldwide.',
    short_term_implications:
      'Subtitling, dubbing and cultural consulting grow, while AI translation changes who does the first draft.',
    long_term_implications:
      'Creators make for a world audience from day one; people who bridge two cultures are the ones studios call.',
    driver_examples: ['Global streaming', 'AI dubbing and subtitles', 'Young audiences used to subtitles'],
    related_roles: ['Subtitler', 'Voice actor', 'Localisation producer', 'Cultural consultant'],
    category: 'arts',
  },
];
