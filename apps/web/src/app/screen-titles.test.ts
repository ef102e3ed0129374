import { describe, expect, it } from 'vitest';
import { screenTitle } from './screen-titles';

describe('screenTitle', () => {
  it('names each screen before the product', () => {
    expect(screenTitle('/notes')).toBe('Notes · PrepShelf');
    expect(screenTitle('/Q-paper')).toBe('Previous-year papers · PrepShelf');
    expect(screenTitle('/dashboard/dashboard-notes')).toBe('Notes · Dashboard · PrepShelf');
    expect(screenTitle('/uploadNotes')).toBe('Upload notes · PrepShelf');
  });

  it('keeps the product name alone on home', () => {
    expect(screenTitle('/')).toBe('PrepShelf');
  });

  it('matches like the router: any case, a trailing slash ignored', () => {
    expect(screenTitle('/myLearning/')).toBe('My Learning · PrepShelf');
    expect(screenTitle('/MYLEARNING')).toBe('My Learning · PrepShelf');
  });

  it('titles an unknown path as the not-found page', () => {
    expect(screenTitle('/no-such-page')).toBe('Page not found · PrepShelf');
  });
});
