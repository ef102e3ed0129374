import { describe, expect, it } from 'vitest';
import {
  buildUpdatePayload,
  missingAddField,
  missingUpdateField,
  parseStudentParams,
  shortUserId,
  studentParamsToSearch,
  serverMessageOr,
  totalPages,
} from './student-params';

describe('student list params', () => {
  it('reads search, status, role and page from the URL', () => {
    const params = parseStudentParams(new URLSearchParams('search=ann&status=inactive&role=Admin&page=3'), true);
    expect(params).toEqual({ search: 'ann', status: 'inactive', role: 'Admin', page: 3 });
  });

  it('ignores a role filter for an Instructor and unknown values for everyone', () => {
    const params = parseStudentParams(new URLSearchParams('status=public&role=Admin&page=-2'), false);
    expect(params).toEqual({ search: '', status: 'all', role: 'Student', page: 1 });
  });

  it('leaves defaults out of the URL and round-trips the rest', () => {
    expect(studentParamsToSearch({ search: ' ', status: 'all', role: 'Student', page: 1 }).toString()).toBe('');
    const search = studentParamsToSearch({ search: 'bo', status: 'active', role: 'Instructor', page: 2 });
    expect(parseStudentParams(search, true)).toEqual({ search: 'bo', status: 'active', role: 'Instructor', page: 2 });
  });

  it('cuts the user id to 8 characters', () => {
    expect(shortUserId('0d9c3a5e-1111-2222-3333-444455556666')).toBe('0d9c3a5e');
  });

  it('counts at least one page', () => {
    expect(totalPages(0, 3)).toBe(1);
    expect(totalPages(7, 3)).toBe(3);
  });
});

describe('student forms', () => {
  it('requires Username, Email and Password to add, in that order', () => {
    expect(missingAddField({ Username: '', Email: '', Password: '' })).toBe('Username');
    expect(missingAddField({ Username: 'a', Email: 'b', Password: ' ' })).toBe('Password');
    expect(missingAddField({ Username: 'a', Email: 'b', Password: 'c' })).toBeNull();
  });

  it('requires only Username and Email to update', () => {
    expect(missingUpdateField({ Username: 'a', Email: '', Password: '' })).toBe('Email');
    expect(missingUpdateField({ Username: 'a', Email: 'b', Password: '' })).toBeNull();
  });

  it('sends the password only when one was typed', () => {
    const original = { Role: 'Student' as const };
    expect(buildUpdatePayload({ Username: ' a ', Email: 'b', Password: '' }, original, false)).toEqual({
      Username: 'a',
      Email: 'b',
    });
    expect(buildUpdatePayload({ Username: 'a', Email: 'b', Password: 'new-pass' }, original, false)).toEqual({
      Username: 'a',
      Email: 'b',
      Password: 'new-pass',
    });
  });

  it("sends a changed role for an Admin only, never an Instructor's", () => {
    const original = { Role: 'Student' as const };
    const values = { Username: 'a', Email: 'b', Password: '', Role: 'Instructor' as const };
    expect(buildUpdatePayload(values, original, true).Role).toBe('Instructor');
    expect(buildUpdatePayload(values, original, false)).not.toHaveProperty('Role');
    expect(buildUpdatePayload({ ...values, Role: 'Student' }, original, true)).not.toHaveProperty('Role');
  });
});

describe('failure toasts', () => {
  it("prefer the server's message and fall back to the spec's text for generic client errors", () => {
    const generic = ['No connection.'];
    expect(serverMessageOr('An account with this e-mail already exists.', generic, 'Fallback')).toBe(
      'An account with this e-mail already exists.',
    );
    expect(serverMessageOr('No connection.', generic, 'Fallback')).toBe('Fallback');
    expect(serverMessageOr(' ', generic, 'Fallback')).toBe('Fallback');
  });
});
