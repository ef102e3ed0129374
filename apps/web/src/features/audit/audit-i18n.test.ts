import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, ROLES } from '@prepshelf/contract';
import { readBundle } from '../../../build/lingui-catalogs';
import type { Translate } from '../../lib/i18n/use-t';
import { actionLabel, auditActionLabel, roleName, targetName } from './audit-params';

const locales = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../locales');
const english = readBundle(locales, 'en', 'staff');
const hindi = readBundle(locales, 'hi', 'staff');
const lookup =
  (catalog: Record<string, string>): Translate =>
  (id) =>
    catalog[id] ?? id;

describe('the audit log in both languages', () => {
  it('names every action as before in English, and in Devanagari in Hindi', () => {
    for (const action of AUDIT_ACTIONS) {
      expect(auditActionLabel(lookup(english), action)).toBe(actionLabel(action));
      expect(auditActionLabel(lookup(hindi), action), action).toMatch(/^[\u0900-\u097F\s()-]+$/);
    }
    // An action the web app does not know yet is shown as before.
    expect(auditActionLabel(lookup(hindi), 'plan.bought')).toBe('Plan bought');
  });

  it('shows target types and roles as the English table did', () => {
    for (const type of AUDIT_TARGET_TYPES) {
      expect(targetName(lookup(english), type)).toBe(type);
      expect(english[`audit.target.${type}`]).toBe(type.charAt(0).toUpperCase() + type.slice(1));
      expect(targetName(lookup(hindi), type)).toMatch(/[\u0900-\u097F]/);
    }
    for (const role of ROLES) {
      expect(roleName(lookup(english), role)).toBe(role);
      expect(roleName(lookup(hindi), role)).toMatch(/[\u0900-\u097F]/);
    }
    expect(roleName(lookup(hindi), 'Owner')).toBe('Owner');
  });
});
