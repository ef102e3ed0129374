import { MAX_PAGE_LIMIT, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';

/**
 * The field messages of the zod schemas: kept in one table, not written inline, so that
 * each has a Hindi twin (`FIELD_MESSAGES_HI` in i18n.ts). The English texts are the ones the schemas
 * always gave. A validation answer names its field first ("Email: Email is required."); the server
 * translates the part after the field name.
 */
export const FIELD_MESSAGES = {
  emailRequired: 'Email is required.',
  emailTooLong: 'Email is too long.',
  emailInvalid: 'Please enter a valid e-mail address.',
  passwordRequired: 'Password is required.',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
  usernameRequired: 'Username is required.',
  usernameTooLong: 'Username must be at most 50 characters long.',
  codeRequired: 'The code is required.',
  codeSixDigits: 'The code must be 6 digits.',
  confirmPasswordRequired: 'Confirm Password is required.',
  confirmNewPasswordRequired: 'Confirm password is required.',
  nameRequired: 'Name is required.',
  subjectRequired: 'Subject is required.',
  messageRequired: 'Message is required.',
  googleCodeMissing: 'The Google code is missing.',
  nothingToChange: 'Nothing to change.',
  unknownSession: 'Unknown session.',
  tagsShape: 'Tags must be a list or a comma-separated text.',
  tagTooLong: 'Each tag must be at most 50 characters long.',
  tooManyTags: 'At most 30 tags.',
  isPublicBoolean: 'isPublic must be true or false.',
  lecturesShape: 'lectures must be a list of {title, videoUrl}.',
  startDate: 'startDate must be a date.',
  startDateFormat: 'startDate must be a date (YYYY-MM-DD).',
  searchTooLong: 'The search text is too long.',
  contentType: 'type must be notes, video, pyq or course.',
  fileKind: 'kind must be pdf or image.',
  pageNumber: 'page must be a number.',
  pageWhole: 'page must be a whole number.',
  pageMin: 'page must be 1 or more.',
  readAt: 'readAt must be an ISO date and time.',
  searchPage: 'page must be a whole number from 1.',
  searchLimit: `limit must be a whole number from 1 to ${MAX_PAGE_LIMIT}.`,
  roleQuery: 'role must be Admin, Instructor or Student.',
  roleBody: 'Role must be Admin, Instructor or Student.',
  classUnknown: 'One of the chosen classes does not exist.',
  announcementSubjectTooLong: 'The subject is too long.',
  announcementBodyTooLong: 'The message is too long.',
  tooManyRecipients: 'Too many recipients in one announcement.',
  language: 'language must be en or hi.',
  /** Built from a limit: matched by its English shape when translated. */
  keepUnder: (max: number) => `Please keep it under ${max} characters.`,
  aboutTooLong: (max: number) => `About must be at most ${max} characters long.`,
  institutionTooLong: (max: number) => `Institution must be at most ${max} characters long.`,
} as const;
