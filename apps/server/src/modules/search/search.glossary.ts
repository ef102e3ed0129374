/**
 * Streams and subjects in Hindi with their English names (the categories of contract's constants.ts
 * and the subjects colleges teach): a student who types the Hindi word also finds the English items.
 * Used as synonyms of a typed word (search.words.ts), ranked as a typo is, below the word itself.
 * Each Hindi word is written as PostgreSQL's 'simple' parser splits it (one word, no spaces).
 */
const GLOSSARY: Readonly<Record<string, readonly string[]>> = {
  // Streams.
  विज्ञान: ['science'],
  प्रौद्योगिकी: ['technology'],
  तकनीक: ['technology'],
  वाणिज्य: ['commerce'],
  कला: ['arts'],
  मानविकी: ['humanities'],
  // Subjects.
  भौतिकी: ['physics'],
  रसायन: ['chemistry'],
  रसायनशास्त्र: ['chemistry'],
  जीवविज्ञान: ['biology'],
  गणित: ['mathematics', 'maths'],
  बीजगणित: ['algebra'],
  ज्यामिति: ['geometry'],
  सांख्यिकी: ['statistics'],
  वनस्पतिविज्ञान: ['botany'],
  प्राणीविज्ञान: ['zoology'],
  इतिहास: ['history'],
  भूगोल: ['geography'],
  राजनीति: ['politics', 'polity'],
  अर्थशास्त्र: ['economics'],
  समाजशास्त्र: ['sociology'],
  मनोविज्ञान: ['psychology'],
  दर्शनशास्त्र: ['philosophy'],
  लेखांकन: ['accounting', 'accountancy'],
  लेखाशास्त्र: ['accountancy', 'accounting'],
  व्यवसाय: ['business'],
  प्रबंधन: ['management'],
  विपणन: ['marketing'],
  वित्त: ['finance'],
  साहित्य: ['literature'],
  व्याकरण: ['grammar'],
  अंग्रेज़ी: ['english'],
  अंग्रेजी: ['english'],
  हिंदी: ['hindi'],
  कंप्यूटर: ['computer'],
  अभियांत्रिकी: ['engineering'],
  इंजीनियरिंग: ['engineering'],
  यांत्रिकी: ['mechanics'],
  प्रकाशिकी: ['optics'],
  ऊष्मागतिकी: ['thermodynamics'],
  विद्युत: ['electricity'],
  आनुवंशिकी: ['genetics'],
  पारिस्थितिकी: ['ecology'],
};

/** The English words the glossary gives for a typed word (lower case), none for a word it does not hold. */
export function synonymsOf(word: string): readonly string[] {
  return Object.hasOwn(GLOSSARY, word) ? GLOSSARY[word]! : [];
}
