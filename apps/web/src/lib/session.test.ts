import { describe, expect, it } from 'vitest';
import { hasAnyRole } from './session';

describe('hasAnyRole', () => {
  it('matches a stored role that contains the role name (spec §6)', () => {
    expect(hasAnyRole(['Admin'], 'Admin')).toBe(true);
    expect(hasAnyRole(['Admin'], '"Admin"')).toBe(true);
    expect(hasAnyRole(['Admin', 'Instructor'], 'Instructor')).toBe(true);
  });

  it('refuses other roles and a missing role', () => {
    expect(hasAnyRole(['Admin'], 'Instructor')).toBe(false);
    expect(hasAnyRole(['Admin', 'Instructor'], 'Student')).toBe(false);
    expect(hasAnyRole(['Admin'], null)).toBe(false);
    expect(hasAnyRole(['Admin'], '')).toBe(false);
  });
});
