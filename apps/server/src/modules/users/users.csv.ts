import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import {
  STUDENT_IMPORT_MAX_ROWS,
  STUDENT_IMPORT_MESSAGES,
  USER_STATUSES,
  emailSchema,
  usernameSchema,
  type UserStatus,
} from '@prepshelf/contract';
import { badRequest } from '../../lib/errors.ts';

/** One data row of an import file, checked on its own (the database is asked later). */
export type ParsedStudentRow =
  | { line: number; Username: string; Email: string; Status: UserStatus | null; Class?: string; isValid: true }
  | {
      line: number;
      Username: string;
      Email: string;
      Status: UserStatus | null;
      Class?: string;
      isValid: false;
      reason: string;
    };

/** A header cell as compared: lower case, without spaces, hyphens, underscores or dots ("E-Mail" → "email"). */
export function normaliseHeader(name: string): string {
  return name.toLowerCase().replace(/[\s\-_.]+/g, '');
}

/**
 * The header names a spreadsheet exported from elsewhere uses for each column, normalised: a
 * college's list has "Name" or "Full name", "E-mail" or "Email Address".
 */
export const HEADER_ALIASES = {
  Username: ['username', 'name', 'fullname', 'studentname'],
  Email: ['email', 'emailaddress', 'emailid'],
  Status: ['status'],
  // Optional: a class's name or join code puts the student in that class.
  Class: ['class', 'classname', 'classcode', 'joincode'],
} as const;

/** Where each known column is in a header row (-1 when absent): the earlier alias wins ("Username" before "Name"). */
export function findColumns(header: readonly string[]): Record<keyof typeof HEADER_ALIASES, number> {
  const names = header.map(normaliseHeader);
  const find = (aliases: readonly string[]) =>
    aliases.map((alias) => names.indexOf(alias)).find((index) => index >= 0) ?? -1;
  return {
    Username: find(HEADER_ALIASES.Username),
    Email: find(HEADER_ALIASES.Email),
    Status: find(HEADER_ALIASES.Status),
    Class: find(HEADER_ALIASES.Class),
  };
}

/**
 * Reads a student CSV: a header row naming Username and Email (any case, any order, under the names
 * of HEADER_ALIASES; Status
 * optional; other columns ignored), then up to 5,000 rows. A byte-order mark, quoted fields, CRLF
 * and blank lines are fine. Each row is checked with the contract's own schemas; an e-mail seen on
 * an earlier line makes the row invalid. Throws 400 for a file that cannot be read as a whole.
 */
export function parseStudentCsv(text: string): ParsedStudentRow[] {
  if (text.trim() === '') throw badRequest(STUDENT_IMPORT_MESSAGES.csvRequired);
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      trim: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    if (error instanceof CsvError) throw badRequest(STUDENT_IMPORT_MESSAGES.csvUnreadable);
    throw error;
  }
  const [header, ...body] = records;
  if (header === undefined) throw badRequest(STUDENT_IMPORT_MESSAGES.csvEmpty);
  const { Username: usernameAt, Email: emailAt, Status: statusAt, Class: classAt } = findColumns(header.record);
  if (usernameAt < 0 || emailAt < 0) throw badRequest(STUDENT_IMPORT_MESSAGES.csvMissingColumns);
  if (body.length === 0) throw badRequest(STUDENT_IMPORT_MESSAGES.csvEmpty);
  if (body.length > STUDENT_IMPORT_MAX_ROWS) throw badRequest(STUDENT_IMPORT_MESSAGES.csvTooManyRows);

  const firstLineOf = new Map<string, number>();
  return body.map(({ record, info }) => {
    const rawUsername = record[usernameAt] ?? '';
    const rawEmail = record[emailAt] ?? '';
    const rawStatus = statusAt < 0 ? '' : (record[statusAt] ?? '');
    const line = info.lines;
    const username = usernameSchema.safeParse(rawUsername);
    const email = emailSchema.safeParse(rawEmail);
    const statusText = rawStatus.trim().toLowerCase();
    const status = statusText === '' ? null : (USER_STATUSES.find((value) => value === statusText) ?? undefined);
    const shown = {
      line,
      Username: username.success ? username.data : rawUsername,
      Email: email.success ? email.data : rawEmail,
      Status: status ?? null,
      ...(classAt < 0 ? {} : { Class: (record[classAt] ?? '').trim() }),
    };
    const reason = !username.success
      ? (username.error.issues[0]?.message ?? 'Invalid username.')
      : !email.success
        ? (email.error.issues[0]?.message ?? 'Invalid e-mail address.')
        : status === undefined
          ? STUDENT_IMPORT_MESSAGES.invalidStatus
          : undefined;
    if (reason !== undefined) return { ...shown, isValid: false, reason };
    const earlier = firstLineOf.get(shown.Email);
    if (earlier !== undefined) {
      return { ...shown, isValid: false, reason: `${STUDENT_IMPORT_MESSAGES.duplicateInFile} (line ${earlier})` };
    }
    firstLineOf.set(shown.Email, line);
    return { ...shown, isValid: true };
  });
}

/** What splits a cell in some spreadsheet program: a comma, a semicolon (locales whose decimal mark is a comma), a tab, a line break. */
const CELL_SEPARATORS = /[,;\t\r\n]/;

/**
 * A cell a spreadsheet program would run as a formula (= + - @, or a tab or carriage return that some
 * read as one) gets an apostrophe before that character, so it shows as the text it is (OWASP "CSV
 * injection"): at the start of the cell, and right after any separator inside it, since a program
 * that splits `Raj;=2+5` on the semicolon sees a second cell `=2+5`.
 */
export function neutraliseFormula(value: string): string {
  return value.replace(/(^|[,;\t\r\n])(?=[=+\-@\t\r])/g, "$1'");
}

/**
 * The CSV text of `rows` under `header`: UTF-8 with a byte-order mark (for spreadsheet programs), CRLF,
 * formulas neutralised, and every cell that holds a separator quoted (whichever one the reader splits on).
 */
export function toSpreadsheetCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return stringify(
    rows.map((row) => row.map(neutraliseFormula)),
    { header: true, columns: [...header], bom: true, record_delimiter: 'windows', quoted_match: CELL_SEPARATORS },
  );
}
