import { describe, expect, it } from 'vitest';
import { STUDENT_IMPORT_MESSAGES } from '@prepshelf/contract';
import { findColumns, parseStudentCsv } from './users.csv.ts';

const valid = (csv: string) =>
  parseStudentCsv(csv).map((row) => (row.isValid ? [row.Username, row.Email, row.Status] : row.reason));

describe('the student CSV header', () => {
  it.each([
    ['Username,Email'],
    ['Name,E-mail'],
    ['Full name,E-Mail'],
    ['  FULL NAME , Email Address '],
    ['full_name,email-address'],
    ['Student Name,Email ID'],
  ])('reads %s as Username and Email', (header) => {
    expect(valid(`${header}\r\nAsha Rao,asha@college.example.edu`)).toEqual([
      ['Asha Rao', 'asha@college.example.edu', null],
    ]);
  });

  it('prefers an exact Username column to a Name column, wherever they stand, and reads Status in any case', () => {
    expect(findColumns(['Name', 'E-mail', 'Username', 'STATUS'])).toEqual({
      Username: 2,
      Email: 1,
      Status: 3,
      Class: -1,
    });
    expect(findColumns(['Full name', 'Email', 'Class'])).toEqual({ Username: 0, Email: 1, Status: -1, Class: 2 });
    expect(valid('Name,E-mail,Username,STATUS\r\nAsha Rao,asha@college.example.edu,asha,Inactive')).toEqual([
      ['asha', 'asha@college.example.edu', 'inactive'],
    ]);
  });

  it('still refuses a header without a name or an e-mail column', () => {
    for (const csv of ['Username,Mail\r\nAna,ana@example.com', 'Roll no,Email\r\n1,ana@example.com']) {
      expect(() => parseStudentCsv(csv)).toThrow(STUDENT_IMPORT_MESSAGES.csvMissingColumns);
    }
  });
});
