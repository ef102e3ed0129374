import { CONTENT_MESSAGES, parseYoutubeId, VALIDATION } from '@prepshelf/contract';

/*
 * The checks of spec §5 for the content forms, in the order the spec gives them. Each answers the first
 * problem (the field to outline and focus, and the warning to show word for word) or null.
 */

export type FormMode = 'upload' | 'update';

/** The warning when "Only these classes" is chosen with none ticked (catalog key whoSees.chooseClass). */
export const WHO_SEES_MESSAGES = {
  chooseClass: 'Choose at least one class, or Everyone.',
} as const;

export interface FieldProblem<F extends string> {
  field: F;
  message: string;
}

const isBlank = (value: string) => value.trim() === '';
const isNumeric = (value: string) => !isBlank(value) && Number.isFinite(Number(value));

/** The PDF of a note or paper: the type of the file chosen in this visit, and the stored file id. */
export interface PdfState {
  chosenType: string | null;
  fileId: string;
}

/** Tags typed as 'a, b ,c': split on commas and trimmed; blanks dropped (spec §5). */
export function parseTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

export function isPdfType(type: string | null): boolean {
  return type === 'application/pdf';
}

function checkPdf(mode: FormMode, pdf: PdfState, updateMessage: string): FieldProblem<'file'> | null {
  if (mode === 'upload') return isPdfType(pdf.chosenType) ? null : { field: 'file', message: VALIDATION.notesPdf };
  return isBlank(pdf.fileId) ? { field: 'file', message: updateMessage } : null;
}

/** After the checks: an upload that gave no file id asks for the file again. */
export function checkUploadedFile(fileId: string): FieldProblem<'file'> | null {
  return isBlank(fileId) ? { field: 'file', message: VALIDATION.fileUploadFailed } : null;
}

export interface NoteValues {
  title: string;
  professor: string;
  category: string;
  status: string;
}
export type NoteField = 'file' | keyof NoteValues;

export function validateNote(mode: FormMode, values: NoteValues, pdf: PdfState): FieldProblem<NoteField> | null {
  const pdfProblem = checkPdf(mode, pdf, VALIDATION.updateNotePdf);
  if (pdfProblem) return pdfProblem;
  if (isBlank(values.title)) return { field: 'title', message: VALIDATION.notesTitleProfessor };
  if (isBlank(values.professor)) return { field: 'professor', message: VALIDATION.notesTitleProfessor };
  if (isBlank(values.category)) return { field: 'category', message: VALIDATION.notesCategoryStatus };
  if (isBlank(values.status)) return { field: 'status', message: VALIDATION.notesCategoryStatus };
  return null;
}

export interface PyqValues {
  title: string;
  year: string;
  subject: string;
  category: string;
  status: string;
}
export type PyqField = 'file' | keyof PyqValues;

export function validatePyq(mode: FormMode, values: PyqValues, pdf: PdfState): FieldProblem<PyqField> | null {
  const pdfProblem = checkPdf(mode, pdf, VALIDATION.updatePyqPdf);
  if (pdfProblem) return pdfProblem;
  if (isBlank(values.title)) return { field: 'title', message: VALIDATION.pyqTitleYearSubject };
  if (!isNumeric(values.year)) return { field: 'year', message: VALIDATION.pyqTitleYearSubject };
  if (isBlank(values.subject)) return { field: 'subject', message: VALIDATION.pyqTitleYearSubject };
  if (isBlank(values.category)) return { field: 'category', message: VALIDATION.pyqCategoryStatus };
  if (isBlank(values.status)) return { field: 'status', message: VALIDATION.pyqCategoryStatus };
  return null;
}

export interface VideoValues {
  fileUrl: string;
  title: string;
  category: string;
  status: string;
}
export type VideoField = keyof VideoValues;

export function validateVideo(mode: FormMode, values: VideoValues): FieldProblem<VideoField> | null {
  if (isBlank(values.fileUrl)) {
    return { field: 'fileUrl', message: mode === 'upload' ? VALIDATION.videoUrl : VALIDATION.updateVideoUrl };
  }
  if (isBlank(values.title)) return { field: 'title', message: VALIDATION.videoTitle };
  if (isBlank(values.category)) return { field: 'category', message: VALIDATION.videoCategoryStatus };
  if (isBlank(values.status)) return { field: 'status', message: VALIDATION.videoCategoryStatus };
  // The server keeps the video id, so a link that is not YouTube's cannot be played.
  if (parseYoutubeId(values.fileUrl) === undefined) return { field: 'fileUrl', message: VALIDATION.courseTrialVideo };
  return null;
}

export interface LectureValues {
  title: string;
  videoUrl: string;
}

export interface CourseValues {
  title: string;
  mentor: string;
  price: string;
  offerPercent: string;
  offerPrice: string;
  startDate: string;
  courseImage: string;
  trialVideo: string;
  lectures: LectureValues[];
}
export type CourseField = Exclude<keyof CourseValues, 'lectures'> | `lectures.${number}.${keyof LectureValues}`;

export const COURSE_MESSAGES = {
  priceNumber: 'Price must be a number.',
  offerPercentNumber: 'The offer percent must be a number from 0 to 100.',
  offerPriceNumber: 'The offer price must be a number.',
  startDate: 'Please pick a valid start date.',
} as const;

/** A web address the trial video may be: a YouTube URL (a bare id is not a URL). */
export function isYoutubeUrl(text: string): boolean {
  const value = text.trim();
  return parseYoutubeId(value) !== undefined && !/^[A-Za-z0-9_-]{11}$/.test(value);
}

export function validateCourse(values: CourseValues): FieldProblem<CourseField> | null {
  const required = ['title', 'mentor', 'price', 'courseImage', 'trialVideo'] as const;
  const missing = required.find((field) => isBlank(values[field]));
  if (missing) return { field: missing, message: VALIDATION.courseRequired };
  if (!isYoutubeUrl(values.trialVideo)) return { field: 'trialVideo', message: VALIDATION.courseTrialVideo };
  if (!isNumeric(values.price) || Number(values.price) < 0) {
    return { field: 'price', message: COURSE_MESSAGES.priceNumber };
  }
  if (!isBlank(values.offerPercent)) {
    const percent = Number(values.offerPercent);
    if (!isNumeric(values.offerPercent) || percent < 0 || percent > 100) {
      return { field: 'offerPercent', message: COURSE_MESSAGES.offerPercentNumber };
    }
  }
  if (!isBlank(values.offerPrice) && (!isNumeric(values.offerPrice) || Number(values.offerPrice) < 0)) {
    return { field: 'offerPrice', message: COURSE_MESSAGES.offerPriceNumber };
  }
  if (!isBlank(values.startDate)) {
    const day = values.startDate.trim().slice(0, 10);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) {
      return { field: 'startDate', message: COURSE_MESSAGES.startDate };
    }
  }
  for (const [index, lecture] of values.lectures.entries()) {
    // The form starts with one empty entry; an entry left wholly empty is simply not sent.
    if (isBlank(lecture.title) && isBlank(lecture.videoUrl)) continue;
    if (isBlank(lecture.title))
      return { field: `lectures.${index}.title`, message: CONTENT_MESSAGES.lectureTitleRequired };
    if (!isBlank(lecture.videoUrl) && !/^https?:\/\/\S+$/i.test(lecture.videoUrl.trim())) {
      return { field: `lectures.${index}.videoUrl`, message: CONTENT_MESSAGES.lectureUrl };
    }
  }
  return null;
}

/** The lectures to send: wholly empty entries dropped, the rest trimmed. */
export function lecturesToSend(lectures: readonly LectureValues[]): LectureValues[] {
  return lectures
    .map((lecture) => ({ title: lecture.title.trim(), videoUrl: lecture.videoUrl.trim() }))
    .filter((lecture) => lecture.title !== '' || lecture.videoUrl !== '');
}
