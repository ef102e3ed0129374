import { describe, expect, it } from 'vitest';
import { localStartDate, readCourseState, startDateLabel, textLines } from './course-state';

const course = {
  _id: 'c1',
  title: 'Thermodynamics Crash Course',
  description: 'All of it in four weeks.',
  mentor: 'Dr. Rao',
  courseLevel: '',
  duration: '4 weeks',
  price: 2000,
  offerPercent: 25,
  offerPrice: 1500,
  startDate: '2026-12-01T00:00:00.000Z',
  whyChoose: 'Short lectures',
  benefits: 'Certificate',
  courseImage: 'file-1',
  trialVideo: 'https://youtu.be/dQw4w9WgXcQ',
  lectures: [
    { title: 'Laws', videoUrl: 'https://x' },
    { title: '', videoUrl: '' },
  ],
};

describe('readCourseState', () => {
  it('reads a course passed as navigation state, defaulting the level to Intermediate', () => {
    const read = readCourseState(course);
    expect(read).toMatchObject({ title: 'Thermodynamics Crash Course', courseLevel: 'Intermediate', price: 2000 });
    expect(read?.lectures).toEqual([{ title: 'Laws' }]);
  });

  it('also reads a course wrapped as { course }', () => {
    expect(readCourseState({ course })?.title).toBe('Thermodynamics Crash Course');
  });

  it('turns numeric text into numbers and fills missing fields', () => {
    const read = readCourseState({ title: 'Old course', price: '999', offerPercent: 'x' });
    expect(read).toMatchObject({ price: 999, offerPercent: 0, offerPrice: 0, startDate: null, lectures: [] });
  });

  it('finds no course without state or without a title', () => {
    expect(readCourseState(null)).toBeNull();
    expect(readCourseState(undefined)).toBeNull();
    expect(readCourseState('course')).toBeNull();
    expect(readCourseState({ title: '  ' })).toBeNull();
    expect(readCourseState([course])).toBeNull();
  });
});

describe('startDateLabel', () => {
  it('shows the first 10 characters of the start date, or Coming Soon', () => {
    expect(startDateLabel('2026-12-01T00:00:00.000Z')).toBe('2026-12-01');
    expect(startDateLabel(null)).toBe('Coming Soon');
  });
});

describe('localStartDate', () => {
  const hindiDay = (day: Date) =>
    new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(day);

  it('keeps the spec’s first 10 characters in English and writes the day as the dashboard does in Hindi', () => {
    expect(localStartDate('2027-01-15T00:00:00.000Z', 'en', hindiDay)).toBe('2027-01-15');
    expect(localStartDate('2027-01-15', 'hi', hindiDay)).toBe(hindiDay(new Date('2027-01-15T00:00:00Z')));
    expect(localStartDate('2027-01-15', 'hi', hindiDay)).not.toBe('2027-01-15');
    expect(localStartDate('soon', 'hi', hindiDay)).toBe('soon');
    expect(localStartDate(null, 'hi', hindiDay)).toBeNull();
  });
});

describe('the course id', () => {
  it('comes with the state when the screen that opened the page gave it', () => {
    expect(readCourseState({ _id: 'abc', title: 'A course' })?._id).toBe('abc');
    expect(readCourseState({ title: 'A course' })?._id).toBeNull();
  });
});

describe('textLines', () => {
  it('splits a block into its non-empty lines without list markers', () => {
    expect(textLines('- Short lectures\n\n* Notes\r\n• Tests ')).toEqual(['Short lectures', 'Notes', 'Tests']);
  });
});
