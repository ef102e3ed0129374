import { describe, expect, it } from 'vitest';
import {
  checkUploadedFile,
  lecturesToSend,
  parseTags,
  validateCourse,
  validateNote,
  validatePyq,
  validateVideo,
  type CourseValues,
} from './validation';

const PDF = { chosenType: 'application/pdf', fileId: '' };
const note = { title: 'Thermodynamics', professor: 'Prof. Rao', category: 'sciTechnology', status: 'public' };
const pyq = { title: 'Physics 2023', year: '2023', subject: 'Physics', category: 'commerce', status: 'draft' };
const video = {
  fileUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  title: 'Kinematics',
  category: 'sciTechnology',
  status: 'public',
};
const course: CourseValues = {
  title: 'Organic chemistry',
  mentor: 'Dr. Rao',
  price: '1999',
  offerPercent: '25',
  offerPrice: '1499',
  startDate: '2026-12-01',
  courseImage: 'a'.repeat(64),
  trialVideo: 'https://youtu.be/dQw4w9WgXcQ',
  lectures: [{ title: '', videoUrl: '' }],
};

describe('validateNote', () => {
  it('asks for a PDF when no file or another kind of file was chosen', () => {
    const expected = { field: 'file', message: 'Please upload a PDF or valid PDF file' };
    expect(validateNote('upload', note, { chosenType: null, fileId: '' })).toEqual(expected);
    expect(validateNote('upload', note, { chosenType: 'image/png', fileId: '' })).toEqual(expected);
  });

  it('wants the title and the professor, in that order', () => {
    const message = 'Notes title & professor must be important !';
    expect(validateNote('upload', { ...note, title: ' ' }, PDF)).toEqual({ field: 'title', message });
    expect(validateNote('upload', { ...note, professor: '' }, PDF)).toEqual({ field: 'professor', message });
  });

  it('wants the category and the status', () => {
    const message = 'Notes Category & Status reuired !';
    expect(validateNote('upload', { ...note, category: '' }, PDF)).toEqual({ field: 'category', message });
    expect(validateNote('upload', { ...note, status: '' }, PDF)).toEqual({ field: 'status', message });
  });

  it('on an update needs a stored file id, not a new file', () => {
    expect(validateNote('update', note, { chosenType: null, fileId: '' })).toEqual({
      field: 'file',
      message: 'Please Update a PDF or valid PDF file',
    });
    expect(validateNote('update', note, { chosenType: null, fileId: 'abc' })).toBeNull();
  });

  it('accepts a complete note', () => {
    expect(validateNote('upload', note, PDF)).toBeNull();
  });
});

describe('checkUploadedFile', () => {
  it('asks to upload again when the file host gave no file id', () => {
    expect(checkUploadedFile('')).toEqual({ field: 'file', message: 'Some thing went wrong please Re upload' });
    expect(checkUploadedFile('abc')).toBeNull();
  });
});

describe('validatePyq', () => {
  it('asks for a PDF, and on an update for the stored one in its own words', () => {
    expect(validatePyq('upload', pyq, { chosenType: 'text/plain', fileId: '' })?.message).toBe(
      'Please upload a PDF or valid PDF file',
    );
    expect(validatePyq('update', pyq, { chosenType: null, fileId: '' })?.message).toBe(
      'Pleaseupdatea PDF or valid PDF file',
    );
  });

  it('wants title, a numeric year and subject', () => {
    const message = 'PYQ title & year,subject must be important !';
    expect(validatePyq('upload', { ...pyq, title: '' }, PDF)).toEqual({ field: 'title', message });
    expect(validatePyq('upload', { ...pyq, year: 'last year' }, PDF)).toEqual({ field: 'year', message });
    expect(validatePyq('upload', { ...pyq, subject: ' ' }, PDF)).toEqual({ field: 'subject', message });
  });

  it('wants the category and the status', () => {
    expect(validatePyq('upload', { ...pyq, status: '' }, PDF)).toEqual({
      field: 'status',
      message: 'PYQ Category & Status reuired !',
    });
    expect(validatePyq('upload', pyq, PDF)).toBeNull();
  });
});

describe('validateVideo', () => {
  it('asks to paste the video address, in the upload and the update words', () => {
    expect(validateVideo('upload', { ...video, fileUrl: '' })).toEqual({
      field: 'fileUrl',
      message: 'Please upload and paste video url',
    });
    expect(validateVideo('update', { ...video, fileUrl: ' ' })?.message).toBe('Please update and paste video url');
  });

  it('wants a title, a category and a status', () => {
    expect(validateVideo('upload', { ...video, title: '' })?.message).toBe('Video title must be important !');
    expect(validateVideo('upload', { ...video, category: '' })?.message).toBe('Video Category & Status reuired !');
  });

  it('refuses an address that is not a YouTube video', () => {
    expect(validateVideo('upload', { ...video, fileUrl: 'https://example.com/v.mp4' })).toEqual({
      field: 'fileUrl',
      message: 'Please paste a valid YouTube video URL.',
    });
    expect(validateVideo('upload', video)).toBeNull();
  });
});

describe('validateCourse', () => {
  it('wants title, mentor, price, thumbnail and trial video', () => {
    for (const field of ['title', 'mentor', 'price', 'courseImage', 'trialVideo'] as const) {
      expect(validateCourse({ ...course, [field]: '' })).toEqual({
        field,
        message: 'Please fill all required fields!',
      });
    }
  });

  it('wants the trial video to be a YouTube URL', () => {
    expect(validateCourse({ ...course, trialVideo: 'https://vimeo.com/1' })).toEqual({
      field: 'trialVideo',
      message: 'Please paste a valid YouTube video URL.',
    });
    expect(validateCourse({ ...course, trialVideo: 'dQw4w9WgXcQ' })?.field).toBe('trialVideo');
  });

  it('wants numbers for the prices and a date for the start', () => {
    expect(validateCourse({ ...course, price: 'free' })?.field).toBe('price');
    expect(validateCourse({ ...course, offerPercent: '120' })?.field).toBe('offerPercent');
    expect(validateCourse({ ...course, offerPrice: '-1' })?.field).toBe('offerPrice');
    expect(validateCourse({ ...course, startDate: 'soon' })?.field).toBe('startDate');
  });

  it('skips the empty first lecture but checks the filled ones', () => {
    expect(validateCourse(course)).toBeNull();
    expect(validateCourse({ ...course, lectures: [{ title: '', videoUrl: 'https://a.b/c' }] })?.field).toBe(
      'lectures.0.title',
    );
    expect(validateCourse({ ...course, lectures: [{ title: 'One', videoUrl: 'not a url' }] })?.field).toBe(
      'lectures.0.videoUrl',
    );
  });
});

describe('parseTags and lecturesToSend', () => {
  it('splits tags on commas and trims them', () => {
    expect(parseTags(' algebra, semester 2 ,, exam ')).toEqual(['algebra', 'semester 2', 'exam']);
  });

  it('drops lectures left wholly empty', () => {
    expect(
      lecturesToSend([
        { title: ' Intro ', videoUrl: '' },
        { title: '', videoUrl: ' ' },
      ]),
    ).toEqual([{ title: 'Intro', videoUrl: '' }]);
  });
});
