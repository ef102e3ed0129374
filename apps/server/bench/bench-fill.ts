import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';

// The benchmark's data: N content items with generated text, bulk-inserted with INSERT … SELECT
// generate_series (fast on both databases), plus PDF files with three pages of text each.

/** Words of the generated text; WORDS[0] is the common word of the search scenario. */
export const WORDS = [
  'introduction',
  'algebra',
  'calculus',
  'geometry',
  'statistics',
  'probability',
  'physics',
  'mechanics',
  'optics',
  'thermodynamics',
  'electricity',
  'magnetism',
  'chemistry',
  'organic',
  'inorganic',
  'reaction',
  'biology',
  'genetics',
  'ecology',
  'evolution',
  'botany',
  'zoology',
  'anatomy',
  'physiology',
  'economics',
  'accounting',
  'finance',
  'marketing',
  'management',
  'taxation',
  'banking',
  'auditing',
  'history',
  'geography',
  'polity',
  'constitution',
  'sociology',
  'philosophy',
  'psychology',
  'literature',
  'grammar',
  'poetry',
  'programming',
  'algorithms',
  'networks',
  'databases',
  'compilers',
  'robotics',
  'electronics',
  'circuits',
  'signals',
  'materials',
  'structures',
  'surveying',
  'hydraulics',
  'irrigation',
  'monsoon',
  'climate',
  'agriculture',
  'industry',
  'commerce',
  'trade',
  'markets',
  'demand',
  'supply',
  'inflation',
  'revision',
  'practice',
  'exercises',
  'solutions',
  'summary',
  'theory',
  'laboratory',
  'experiment',
];
/** Appears in about 5 items whatever N is. */
export const RARE_WORD = 'zymurgy';

/** A word of the list, chosen by an SQL integer expression. */
const word = (expression: string) => `(${sqlWordArray})[1 + ((${expression}) % ${WORDS.length})]`;
const sqlWordArray = `array[${WORDS.map((value) => `'${value}'`).join(',')}]`;
/** Eight words of description text. */
const sentence = (seed: string) =>
  [1, 3, 7, 11, 13, 17, 19, 23].map((k) => word(`${seed} * ${k} + ${k * 5}`)).join(` || ' ' || `);
/** Titles: every 5th item starts with the common word; about 5 items carry the rare word. */
const title = (ITEMS: number, i: string) =>
  `case when ${i} % 5 = 0 then 'Introduction to ' else '' end || initcap(${word(`${i} * 31 + 1`)}) || ' ' || ${word(`${i} * 17 + 2`)} || ' ' || ${word(`${i} * 13 + 3`)} || case when ${i} % ${Math.max(1, Math.floor(ITEMS / 5))} = 7 then ' ${RARE_WORD}' else '' end`;
const category = (i: string) => `(array['sciTechnology','commerce','artscivils'])[1 + ${i} % 3]::category`;
const status = (i: string) => `(case when ${i} % 10 = 9 then 'draft' else 'public' end)::content_status`;
const tags = (i: string) => `array[${word(`${i} * 7`)}, ${word(`${i} * 11 + 4`)}]`;
const createdAt = (i: string) => `now() - (${i} * interval '1 minute')`;

export async function fillDatabase(
  database: Database,
  ownerId: string,
  ITEMS: number,
): Promise<Record<string, number>> {
  const db = database.db;
  const run = (text: string) => db.execute(sql.raw(text));
  const counts = {
    notes: Math.round(ITEMS * 0.4),
    pyqs: Math.round(ITEMS * 0.2),
    videos: Math.round(ITEMS * 0.25),
    courses: ITEMS - Math.round(ITEMS * 0.4) - Math.round(ITEMS * 0.2) - Math.round(ITEMS * 0.25),
  };
  // One PDF for about every ten notes and PYQs (6 items share each, as a shared syllabus PDF might).
  const pdfFiles = Math.max(1, Math.floor(ITEMS / 10));
  // Files: fake content-addressed ids (64 hex characters), 3 pages of text each.
  await run(`insert into files (id, kind, mime_type, size, page_count, text_status)
    select md5('pdf' || i) || md5('pdf2' || i), 'pdf', 'application/pdf', 1000, 3, 'done' from generate_series(1, ${pdfFiles}) i`);
  await run(
    `insert into files (id, kind, mime_type, size) values (md5('image') || md5('image2'), 'image', 'image/png', 100)`,
  );
  await run(`insert into pdf_pages (file_id, page_number, text)
    select md5('pdf' || f) || md5('pdf2' || f), p,
      'Page ' || p || ' ' || ${sentence('f * 3 + p')} || ' ' || ${sentence('f * 5 + p * 2')} || case when f = 3 and p = 2 then ' ${RARE_WORD}' else '' end
    from generate_series(1, ${pdfFiles}) f, generate_series(1, 3) p`);

  const BATCH = 10_000;
  const insertInBatches = async (total: number, statement: (from: number, to: number) => string) => {
    for (let from = 1; from <= total; from += BATCH) await run(statement(from, Math.min(total, from + BATCH - 1)));
  };
  const owner = `'${ownerId}'::uuid`;
  await insertInBatches(
    counts.notes,
    (
      from,
      to,
    ) => `insert into notes (owner_id, category, status, tags, title, description, professor, file_id, created_at, updated_at)
      select ${owner}, ${category('i')}, ${status('i')}, ${tags('i')}, ${title(ITEMS, 'i')}, ${sentence('i')}, 'Prof. ' || initcap(${word('i * 3')}),
        md5('pdf' || (1 + i % ${pdfFiles})) || md5('pdf2' || (1 + i % ${pdfFiles})), ${createdAt('i')}, ${createdAt('i')}
      from generate_series(${from}, ${to}) i`,
  );
  await insertInBatches(
    counts.pyqs,
    (
      from,
      to,
    ) => `insert into pyqs (owner_id, category, status, tags, title, year, subject, file_id, created_at, updated_at)
      select ${owner}, ${category('i')}, ${status('i')}, ${tags('i')}, ${title(ITEMS, 'i + 1')}, 2000 + i % 25, initcap(${word('i * 5')}),
        md5('pdf' || (1 + i % ${pdfFiles})) || md5('pdf2' || (1 + i % ${pdfFiles})), ${createdAt('i')}, ${createdAt('i')}
      from generate_series(${from}, ${to}) i`,
  );
  await insertInBatches(
    counts.videos,
    (
      from,
      to,
    ) => `insert into videos (owner_id, category, status, tags, title, description, file_url, created_at, updated_at)
      select ${owner}, ${category('i')}, ${status('i')}, ${tags('i')}, ${title(ITEMS, 'i + 2')}, ${sentence('i + 2')}, 'dQw4w9WgXcQ', ${createdAt('i')}, ${createdAt('i')}
      from generate_series(${from}, ${to}) i`,
  );
  await insertInBatches(
    counts.courses,
    (
      from,
      to,
    ) => `insert into courses (owner_id, category, status, tags, title, description, mentor, price, course_image, trial_video, created_at, updated_at)
      select ${owner}, ${category('i')}, ${status('i')}, ${tags('i')}, ${title(ITEMS, 'i + 3')}, ${sentence('i + 3')}, 'Mentor ' || initcap(${word('i')}),
        999, md5('image') || md5('image2'), 'https://youtu.be/dQw4w9WgXcQ', ${createdAt('i')}, ${createdAt('i')}
      from generate_series(${from}, ${to}) i`,
  );
  await run(`insert into course_lectures (course_id, position, title, video_url)
    select id, p, 'Lecture ' || p, 'https://youtu.be/dQw4w9WgXcQ' from courses, generate_series(0, 2) p`);
  // VACUUM moves the bulk-inserted rows out of the GIN pending lists (autovacuum would, later), as in a steady state.
  await run('vacuum analyze');
  return { ...counts, pdfFiles, pdfPages: pdfFiles * 3 };
}
