import { describe, expect, it } from 'vitest';
import english from '../locales/en/app/titles.json';
import hindi from '../locales/hi/app/titles.json';
import type { MessageId } from '../locales/message-id';
import { screenTitle } from './screen-titles';

const inEnglish = (id: MessageId) => (english as Record<string, string>)[id] ?? id;
const inHindi = (id: MessageId) => (hindi as Record<string, string>)[id] ?? id;

describe('screenTitle', () => {
  it('names each screen before the product', () => {
    expect(screenTitle('/notes', inEnglish)).toBe('Notes · PrepShelf');
    expect(screenTitle('/Q-paper', inEnglish)).toBe('Previous-year papers · PrepShelf');
    expect(screenTitle('/dashboard/dashboard-notes', inEnglish)).toBe('Notes · Dashboard · PrepShelf');
    expect(screenTitle('/uploadNotes', inEnglish)).toBe('Upload notes · PrepShelf');
  });

  it('keeps the product name alone on home', () => {
    expect(screenTitle('/', inEnglish)).toBe('PrepShelf');
    expect(screenTitle('/', inHindi)).toBe('PrepShelf');
  });

  it('matches like the router: any case, a trailing slash ignored', () => {
    expect(screenTitle('/myLearning/', inEnglish)).toBe('My Learning · PrepShelf');
    expect(screenTitle('/MYLEARNING', inEnglish)).toBe('My Learning · PrepShelf');
  });

  it('names the screens whose path holds a course id', () => {
    expect(screenTitle('/courses/0b7c5d2e-1f3a-4c1e-9d5a-2b6f8e9a1c3d/learn', inEnglish)).toBe('Course · PrepShelf');
    expect(screenTitle('/dashboard/courses/0b7c5d2e-1f3a-4c1e-9d5a-2b6f8e9a1c3d/students/', inEnglish)).toBe(
      'Course students · Dashboard · PrepShelf',
    );
    expect(screenTitle('/courses/x/learn', inHindi)).toBe('कोर्स · PrepShelf');
    expect(screenTitle('/courses/learn', inEnglish)).toBe('Page not found · PrepShelf');
  });

  it('titles an unknown path as the not-found page', () => {
    expect(screenTitle('/no-such-page', inEnglish)).toBe('Page not found · PrepShelf');
  });

  it('names the screens in Hindi too', () => {
    expect(screenTitle('/notes', inHindi)).toBe('नोट्स · PrepShelf');
    expect(screenTitle('/about', inHindi)).toBe('हमारे बारे में · PrepShelf');
    expect(screenTitle('/no-such-page', inHindi)).toBe('पेज नहीं मिला · PrepShelf');
  });
});
