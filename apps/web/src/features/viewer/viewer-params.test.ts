import { describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../lib/testing/memory-storage';
import {
  chooseStartPage,
  clampPage,
  parsePageParam,
  parseViewParam,
  readSavedZoom,
  saveZoom,
  zoomIn,
  zoomOut,
} from './viewer-params';

const ID = 'a'.repeat(64);

describe('the viewer’s address', () => {
  it('takes a file id, or the file’s address (also encoded or absolute)', () => {
    expect(parseViewParam(ID)).toBe(ID);
    expect(parseViewParam(ID.toUpperCase())).toBe(ID);
    expect(parseViewParam(`/api/files/${ID}`)).toBe(ID);
    expect(parseViewParam(encodeURIComponent(`https://prepshelf.example/api/files/${ID}`))).toBe(ID);
  });

  it('names no file for a missing, malformed or foreign value', () => {
    expect(parseViewParam(null)).toBeUndefined();
    expect(parseViewParam('')).toBeUndefined();
    expect(parseViewParam('abc')).toBeUndefined();
    expect(parseViewParam(`https://evil.example/${ID}x`)).toBeUndefined();
    expect(parseViewParam('%E0%A4%A')).toBeUndefined();
  });

  it('reads a page number from 1', () => {
    expect(parsePageParam('3')).toBe(3);
    expect(parsePageParam(null)).toBeUndefined();
    expect(parsePageParam('0')).toBeUndefined();
    expect(parsePageParam('-2')).toBeUndefined();
    expect(parsePageParam('2.5')).toBeUndefined();
    expect(parsePageParam('two')).toBeUndefined();
  });
});

describe('where reading starts', () => {
  it('prefers the link’s page, then the saved page, then page 1', () => {
    expect(chooseStartPage(3, 2)).toBe(3);
    expect(chooseStartPage(undefined, 2)).toBe(2);
    expect(chooseStartPage(undefined, 0)).toBe(1);
    expect(chooseStartPage(undefined, undefined)).toBe(1);
  });

  it('keeps a page inside the document', () => {
    expect(clampPage(9, 4)).toBe(4);
    expect(clampPage(0, 4)).toBe(1);
    expect(clampPage(Number.NaN, 4)).toBe(1);
  });
});

describe('zoom', () => {
  it('steps in and out and stops at the ends', () => {
    expect(zoomIn(1)).toBe(1.25);
    expect(zoomOut(1)).toBe(0.75);
    expect(zoomIn(3)).toBe(3);
    expect(zoomOut(0.5)).toBe(0.5);
    expect(zoomIn(1.1)).toBe(1.25);
  });

  it('keeps a pinch’s zoom within the steps’ range, rounded to a percent, and reads it back', () => {
    vi.stubGlobal('localStorage', new MemoryStorage());
    expect(saveZoom(1.234)).toBe(1.23);
    expect(readSavedZoom()).toBe(1.23);
    expect(saveZoom(9)).toBe(3);
    expect(saveZoom(0.1)).toBe(0.5);
    expect(readSavedZoom()).toBe(0.5);
  });
});
