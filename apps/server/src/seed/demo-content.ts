import type { Category, ContentStatus } from '@prepshelf/contract';
import type { Rgb } from './demo-png.ts';

// The demo library: readable study text per subject, different on every page. Plain ASCII only,
// because the PDFs use the standard (WinAnsi) fonts.

interface Common {
  category: Category;
  tags: string[];
  status?: ContentStatus;
  /** Owned by the demo Admin instead of the demo Instructor. */
  isAdminOwned?: boolean;
}

export interface DemoNote extends Common {
  title: string;
  professor: string;
  description: string;
  pages: string[];
}
export interface DemoPyq extends Common {
  title: string;
  year: number;
  subject: string;
  pages: string[];
}
export interface DemoVideo extends Common {
  title: string;
  description: string;
  /** A YouTube id from a public educational channel; only embedded when the viewer plays it. */
  youtubeId: string;
}
export interface DemoCourse extends Common {
  title: string;
  description: string;
  mentor: string;
  courseLevel: string;
  duration: string;
  price: number;
  offerPercent: number;
  courseContents: string;
  whyChoose: string;
  benefits: string;
  trialVideo: string;
  colours: readonly [Rgb, Rgb];
  lectures: { title: string; videoUrl: string }[];
}

const watch = (id: string) => `https://www.youtube.com/watch?v=${id}`;

export const DEMO_NOTES: readonly DemoNote[] = [
  {
    category: 'sciTechnology',
    title: 'Laws of Motion',
    professor: 'Dr. Meera Iyer',
    description: "Newton's three laws, free-body diagrams, friction and circular motion, with solved examples.",
    tags: ['physics', 'mechanics', 'class 11'],
    pages: [
      "Newton's first law states that a body stays at rest or in uniform motion in a straight line unless an external force acts on it. This property is called inertia, and mass is its measure. A passenger lurching forward when a bus brakes suddenly is a familiar example.",
      "Newton's second law relates force to the rate of change of momentum: F = dp/dt, which for constant mass becomes F = ma. Draw a free-body diagram for each object, resolve forces along chosen axes and apply the law separately to every axis.",
      'The third law says that forces come in action-reaction pairs that are equal in size, opposite in direction and act on different bodies. Rocket propulsion, recoil of a gun and walking on the ground all follow from this pairing.',
      'Static friction adjusts itself up to a limit of mu_s times the normal reaction; kinetic friction is roughly constant at mu_k times the normal reaction. On a banked road the horizontal component of the normal force supplies the centripetal force needed for safe turning.',
    ],
  },
  {
    category: 'sciTechnology',
    title: 'Cell Biology and Photosynthesis',
    professor: 'Dr. Arjun Nair',
    description: 'Structure of the cell, organelles and the light and dark reactions of photosynthesis.',
    tags: ['biology', 'botany', 'cell'],
    pages: [
      'The cell is the basic unit of life. Prokaryotic cells such as bacteria lack a membrane-bound nucleus, while eukaryotic cells keep their DNA inside a nucleus surrounded by a double membrane. The plasma membrane is a fluid mosaic of lipids and proteins.',
      'Mitochondria are the site of aerobic respiration and produce most of the ATP of the cell through the Krebs cycle and oxidative phosphorylation. Chloroplasts, found in plant cells, contain chlorophyll arranged in thylakoid stacks called grana.',
      'In the light reactions, water is split by photolysis, oxygen is released, and the energy of sunlight is stored as ATP and NADPH. In the Calvin cycle, the enzyme RuBisCO fixes carbon dioxide into sugars using that ATP and NADPH.',
    ],
  },
  {
    category: 'sciTechnology',
    title: 'Data Structures: Stacks, Queues and Trees',
    professor: 'Prof. Kavita Sharma',
    description: 'Abstract data types, their array and linked-list implementations, and tree traversals.',
    tags: ['computer science', 'programming', 'algorithms'],
    pages: [
      'A stack is a last-in first-out collection with push and pop operations in constant time. Stacks evaluate postfix expressions, check balanced parentheses and hold the call frames of recursive functions.',
      'A queue is first-in first-out. A circular buffer avoids shifting elements; a deque allows insertion and removal at both ends. Breadth-first search of a graph uses a queue to visit vertices level by level.',
      'A binary search tree keeps smaller keys in the left subtree and larger keys in the right. Inorder traversal visits keys in sorted order. Balanced trees such as AVL and red-black trees keep search, insertion and deletion at logarithmic cost.',
    ],
  },
  {
    category: 'commerce',
    title: 'Fundamentals of Accounting',
    professor: 'CA Rohit Mehta',
    description: 'Double-entry bookkeeping, journal, ledger and the trial balance for first-year commerce.',
    tags: ['accountancy', 'bookkeeping', 'b.com'],
    pages: [
      'Double-entry bookkeeping records every transaction twice: a debit in one account and an equal credit in another. The accounting equation, assets equal liabilities plus capital, therefore always balances.',
      'The journal is the book of original entry where transactions are recorded in date order with a short narration. Entries are then posted to ledger accounts, each of which shows debits on the left and credits on the right.',
      'A trial balance lists the closing balances of all ledger accounts. Equal debit and credit totals show arithmetical accuracy but do not reveal errors of omission, errors of principle or compensating errors.',
      'Depreciation spreads the cost of a fixed asset over its useful life. The straight-line method charges an equal amount each year, while the written-down value method charges a fixed percentage on the reducing balance.',
    ],
  },
  {
    category: 'commerce',
    title: 'Principles of Microeconomics',
    professor: 'Dr. Sunita Rao',
    description: 'Demand and supply, elasticity, market equilibrium and the theory of the firm.',
    tags: ['economics', 'microeconomics', 'markets'],
    pages: [
      'The law of demand says that, other things being equal, the quantity demanded of a good falls as its price rises. A change in income, tastes or the prices of related goods shifts the whole demand curve.',
      'Price elasticity of demand measures the percentage change in quantity demanded for a one percent change in price. Necessities tend to be inelastic; luxuries and goods with close substitutes tend to be elastic.',
      'Market equilibrium occurs where the supply and demand curves intersect. A price ceiling below equilibrium causes a shortage; a price floor above it, such as a minimum support price, causes a surplus.',
    ],
  },
  {
    category: 'commerce',
    title: 'Business Management Principles',
    professor: 'Prof. Anil Deshpande',
    description: "Fayol's fourteen principles, Taylor's scientific management and the functions of a manager.",
    tags: ['business studies', 'management'],
    pages: [
      'Henri Fayol described fourteen principles of management, among them division of work, unity of command, scalar chain and esprit de corps. They are flexible guidelines rather than rigid rules.',
      'Frederick Taylor introduced scientific management: time and motion study, standardisation of tools and differential piece-rate wages. His aim was to find the one best way of doing each job.',
      'The functions of management are planning, organising, staffing, directing and controlling. Controlling compares actual performance with standards and takes corrective action where they differ.',
    ],
  },
  {
    category: 'artscivils',
    title: 'The Indian National Movement',
    professor: 'Dr. Farah Khan',
    description: 'From the founding of the Congress in 1885 to independence in 1947.',
    tags: ['history', 'modern india', 'upsc'],
    pages: [
      'The Indian National Congress was founded in 1885. Its early moderate leaders such as Dadabhai Naoroji petitioned the government and explained the drain of wealth from India to Britain.',
      'The partition of Bengal in 1905 led to the Swadeshi movement and the boycott of foreign goods. Extremist leaders like Bal Gangadhar Tilak demanded swaraj as a birthright.',
      'Gandhi led the Non-Cooperation Movement of 1920, the Salt Satyagraha and Civil Disobedience of 1930, and the Quit India Movement of 1942, drawing peasants, workers and women into mass politics.',
      'The Cabinet Mission of 1946 and the Mountbatten Plan of 1947 led to the transfer of power. India became independent on 15 August 1947, and the Constituent Assembly continued drafting the Constitution.',
    ],
  },
  {
    category: 'artscivils',
    title: 'Indian Polity: The Constitution',
    professor: 'Shri Vikram Singh',
    description: 'Preamble, fundamental rights, directive principles and the parliamentary system.',
    tags: ['polity', 'constitution', 'civil services'],
    pages: [
      'The Preamble declares India a sovereign, socialist, secular, democratic republic and promises justice, liberty, equality and fraternity. The words socialist and secular were added by the 42nd Amendment in 1976.',
      'Fundamental rights in Part III are enforceable in court. Article 32, the right to constitutional remedies, lets a citizen move the Supreme Court directly through writs such as habeas corpus and mandamus.',
      'Directive Principles of State Policy in Part IV are not justiciable but guide lawmaking. The parliamentary system makes the Council of Ministers collectively responsible to the Lok Sabha.',
    ],
  },
  {
    category: 'artscivils',
    title: 'Physical Geography of India',
    professor: 'Dr. Leela Menon',
    description: 'Relief, drainage, the monsoon and the soils of the Indian subcontinent.',
    tags: ['geography', 'monsoon'],
    status: 'draft',
    pages: [
      'The Himalayas, the Indo-Gangetic plain, the peninsular plateau, the coastal plains and the islands form the major physiographic divisions of India.',
      'The south-west monsoon arrives in Kerala in early June. Differential heating of land and sea, the shift of the intertropical convergence zone and the easterly jet stream all shape its onset and retreat.',
    ],
  },
];

export const DEMO_PYQS: readonly DemoPyq[] = [
  {
    category: 'sciTechnology',
    title: 'Physics Semester Examination',
    year: 2023,
    subject: 'Physics',
    tags: ['physics', 'semester'],
    pages: [
      'Section A. Answer any five. 1. State the work-energy theorem and prove it for a variable force. 2. Derive the expression for the range of a projectile on level ground. 3. Define moment of inertia and state the parallel axis theorem.',
      'Section B. 4. A block of mass 5 kg rests on an incline of 30 degrees with coefficient of friction 0.2; find its acceleration. 5. Explain simple harmonic motion and derive the period of a simple pendulum.',
      "Section C. 6. State Kepler's laws of planetary motion. 7. Calculate the escape velocity from the surface of the Earth and explain why the Moon has no atmosphere.",
    ],
  },
  {
    category: 'sciTechnology',
    title: 'Chemistry Board Paper',
    year: 2022,
    subject: 'Chemistry',
    tags: ['chemistry', 'board exam'],
    isAdminOwned: true,
    pages: [
      'Question 1. Explain hybridisation in methane, ethene and ethyne with diagrams. Question 2. Why is the bond angle of water smaller than that of ammonia? Use VSEPR theory.',
      'Question 3. State Le Chatelier principle and apply it to the Haber process for ammonia. Question 4. Balance the redox reaction of permanganate with oxalate in acidic medium.',
    ],
  },
  {
    category: 'commerce',
    title: 'Financial Accounting Paper',
    year: 2023,
    subject: 'Accountancy',
    tags: ['accountancy', 'b.com'],
    pages: [
      'Question 1. Prepare a bank reconciliation statement from the following particulars of Sharma Traders as on 31 March. Question 2. Distinguish between capital expenditure and revenue expenditure with examples.',
      'Question 3. From the trial balance given, prepare the trading and profit and loss account and the balance sheet, adjusting for closing stock, outstanding wages and depreciation on machinery at ten percent.',
      'Question 4. Write short notes on any two: (a) goodwill, (b) provision for doubtful debts, (c) consignment accounts.',
    ],
  },
  {
    category: 'commerce',
    title: 'Business Economics Paper',
    year: 2021,
    subject: 'Economics',
    tags: ['economics'],
    pages: [
      'Question 1. Explain the law of diminishing marginal utility with a schedule. Question 2. What are the features of perfect competition? How is price determined in the short run?',
      'Question 3. Distinguish between monopoly and monopolistic competition. Question 4. Explain the concepts of national income: GDP, GNP and net national product at factor cost.',
    ],
  },
  {
    category: 'artscivils',
    title: 'General Studies Paper I',
    year: 2023,
    subject: 'History and Geography',
    tags: ['upsc', 'general studies'],
    pages: [
      'Question 1. Discuss the contribution of the Bhakti and Sufi movements to the composite culture of medieval India. Question 2. Evaluate the role of the Permanent Settlement in the impoverishment of the peasantry.',
      'Question 3. Why are the Western Ghats richer in biodiversity than the Eastern Ghats? Question 4. Account for the uneven distribution of rainfall in India during the south-west monsoon.',
      'Question 5. Examine the causes and consequences of the revolt of 1857. Was it the first war of independence?',
    ],
  },
  {
    category: 'artscivils',
    title: 'Indian Polity Model Paper',
    year: 2022,
    subject: 'Polity',
    tags: ['polity', 'practice'],
    status: 'draft',
    pages: [
      'Question 1. Explain the doctrine of basic structure as laid down in the Kesavananda Bharati case. Question 2. Compare the powers of the Rajya Sabha and the Lok Sabha in money bills.',
      'Question 3. Discuss the role of the Election Commission in ensuring free and fair elections.',
    ],
  },
];

export const DEMO_VIDEOS: readonly DemoVideo[] = [
  {
    category: 'sciTechnology',
    title: 'The essence of calculus',
    description: 'A visual introduction to derivatives, integrals and why they are inverse operations.',
    youtubeId: 'WUvTyaaNkzM',
    tags: ['mathematics', 'calculus'],
  },
  {
    category: 'sciTechnology',
    title: 'Vectors: what even are they?',
    description: 'Vectors as arrows and as lists of numbers: the start of linear algebra for engineers.',
    youtubeId: 'fNk_zzaMoSs',
    tags: ['mathematics', 'linear algebra'],
  },
  {
    category: 'sciTechnology',
    title: 'But what is a neural network?',
    description: 'Neurons, layers, weights and biases, explained with handwritten digit recognition.',
    youtubeId: 'aircAruvnKk',
    tags: ['computer science', 'machine learning'],
    isAdminOwned: true,
  },
  {
    category: 'commerce',
    title: 'Intro to Economics',
    description: 'Scarcity, opportunity cost and the questions every economic system must answer.',
    youtubeId: '3ez10ADR_gM',
    tags: ['economics'],
  },
  {
    category: 'commerce',
    title: 'Specialization and Trade',
    description: 'Comparative advantage and why countries and people gain from trading with each other.',
    youtubeId: 'NI9TLDIPVcs',
    tags: ['economics', 'trade'],
  },
  {
    category: 'artscivils',
    title: 'The Agricultural Revolution',
    description: 'How farming changed human societies, settlements and the course of world history.',
    youtubeId: 'Yocja_N5s1I',
    tags: ['history', 'world history'],
  },
  {
    category: 'artscivils',
    title: 'What is Sociology?',
    description: 'The sociological imagination and how society shapes individual lives.',
    youtubeId: 'YnCJU6PaCio',
    tags: ['sociology'],
  },
  {
    category: 'artscivils',
    title: 'Introduction to Government and Politics',
    description: 'Branches of government, the separation of powers and checks and balances.',
    youtubeId: 'lrk4oY7UxpQ',
    tags: ['polity', 'government'],
    status: 'draft',
  },
];

export const DEMO_COURSES: readonly DemoCourse[] = [
  {
    category: 'sciTechnology',
    title: 'Engineering Mathematics Crash Course',
    description: 'Calculus and linear algebra for first-year engineering students, from limits to eigenvalues.',
    mentor: 'Dr. Meera Iyer',
    courseLevel: 'Beginner',
    duration: '8 weeks',
    price: 2999,
    offerPercent: 20,
    courseContents: 'Limits and continuity, derivatives, integrals, vectors, matrices, eigenvalues',
    whyChoose: 'Visual explanations first, then worked problems in the style of university papers.',
    benefits: 'Weekly practice sets, doubt sessions and a final mock test.',
    trialVideo: watch('WUvTyaaNkzM'),
    colours: [
      [37, 99, 235],
      [14, 165, 233],
    ],
    tags: ['mathematics', 'engineering'],
    lectures: [
      { title: 'The essence of calculus', videoUrl: watch('WUvTyaaNkzM') },
      { title: 'Vectors', videoUrl: watch('fNk_zzaMoSs') },
      { title: 'Neural networks as an application', videoUrl: watch('aircAruvnKk') },
    ],
  },
  {
    category: 'commerce',
    title: 'Economics for Commerce Students',
    description: 'Micro and macro economics for B.Com and BBA, built around past examination questions.',
    mentor: 'Dr. Sunita Rao',
    courseLevel: 'Intermediate',
    duration: '6 weeks',
    price: 1999,
    offerPercent: 10,
    courseContents: 'Demand and supply, elasticity, market structures, national income, trade',
    whyChoose: 'Every lecture ends with questions from previous university papers.',
    benefits: 'Chapter notes, solved papers and a revision planner.',
    trialVideo: watch('3ez10ADR_gM'),
    colours: [
      [5, 150, 105],
      [132, 204, 22],
    ],
    tags: ['economics', 'b.com'],
    lectures: [
      { title: 'Intro to economics', videoUrl: watch('3ez10ADR_gM') },
      { title: 'Specialization and trade', videoUrl: watch('NI9TLDIPVcs') },
    ],
  },
  {
    category: 'artscivils',
    title: 'Civil Services Foundation: History and Society',
    description: 'World history, Indian history and sociology for the civil services preliminary examination.',
    mentor: 'Dr. Farah Khan',
    courseLevel: 'Advanced',
    duration: '12 weeks',
    price: 4999,
    offerPercent: 25,
    courseContents: 'Agricultural revolution, ancient civilisations, national movement, society and culture',
    whyChoose: 'Links static syllabus topics to current affairs and answer writing.',
    benefits: 'Answer-writing practice with feedback and monthly tests.',
    trialVideo: watch('Yocja_N5s1I'),
    colours: [
      [180, 83, 9],
      [234, 179, 8],
    ],
    tags: ['upsc', 'history'],
    isAdminOwned: true,
    lectures: [
      { title: 'The agricultural revolution', videoUrl: watch('Yocja_N5s1I') },
      { title: 'What is sociology?', videoUrl: watch('YnCJU6PaCio') },
    ],
  },
  {
    category: 'artscivils',
    title: 'Polity Answer Writing Workshop',
    description: 'A workshop on writing structured answers on the Constitution and governance.',
    mentor: 'Shri Vikram Singh',
    courseLevel: 'Intermediate',
    duration: '4 weeks',
    price: 999,
    offerPercent: 0,
    courseContents: 'Preamble, fundamental rights, parliament, judiciary',
    whyChoose: 'Small batches and detailed evaluation.',
    benefits: 'Ten evaluated answers.',
    trialVideo: watch('lrk4oY7UxpQ'),
    colours: [
      [124, 58, 237],
      [236, 72, 153],
    ],
    tags: ['polity'],
    status: 'draft',
    lectures: [{ title: 'Introduction to government', videoUrl: watch('lrk4oY7UxpQ') }],
  },
];
