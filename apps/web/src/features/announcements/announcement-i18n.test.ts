import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TOASTS, VALIDATION, VALIDATION_HI } from '@prepshelf/contract';
import { readBundle } from '../../../build/lingui-catalogs';

const locales = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../locales');
const english = readBundle(locales, 'en', 'staff');
const hindi = readBundle(locales, 'hi', 'staff');

describe('the announcement screen keeps the contract’s English texts', () => {
  it('has the spec’s toasts and warnings byte for byte, and the server’s Hindi for the warnings', () => {
    expect(english['announcements.toastSent']).toBe(TOASTS.announcementSent);
    expect(english['announcements.toastError']).toBe(TOASTS.announcementError);
    expect(english['announcements.noUsersSelected']).toBe(VALIDATION.announcementNoUsers);
    expect(english['announcements.noSubject']).toBe(VALIDATION.announcementNoSubject);
    expect(hindi['announcements.noUsersSelected']).toBe(VALIDATION_HI.announcementNoUsers);
    expect(hindi['announcements.noSubject']).toBe(VALIDATION_HI.announcementNoSubject);
  });
});
