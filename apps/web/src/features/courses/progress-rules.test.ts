import { describe, expect, it } from 'vitest';
import { formatPosition, isSaveDue, isWatchedAt, startPosition } from './progress-rules';

describe('lecture progress rules', () => {
  it('resumes at the saved position, and from the start once played to the end', () => {
    expect(startPosition({ position: 0, duration: null })).toBe(0);
    expect(startPosition({ position: 90, duration: 600 })).toBe(90);
    expect(startPosition({ position: 90, duration: null })).toBe(90);
    expect(startPosition({ position: 599.5, duration: 600 })).toBe(0);
  });

  it('saves every five seconds while playing, and at once when forced', () => {
    expect(isSaveDue(10_000, 6_000, false)).toBe(false);
    expect(isSaveDue(11_000, 6_000, false)).toBe(true);
    expect(isSaveDue(6_001, 6_000, true)).toBe(true);
  });

  it('counts a lecture watched at 90 % played, a position past the end as the end', () => {
    expect(isWatchedAt(539, 600)).toBe(false);
    expect(isWatchedAt(540, 600)).toBe(true);
    expect(isWatchedAt(700, 600)).toBe(true);
    expect(isWatchedAt(5, 0)).toBe(false);
  });

  it('writes positions as the player does', () => {
    expect(formatPosition(90)).toBe('1:30');
    expect(formatPosition(5)).toBe('0:05');
    expect(formatPosition(3725)).toBe('1:02:05');
  });
});
