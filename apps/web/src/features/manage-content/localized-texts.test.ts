import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  CATEGORY_LABELS,
  CONTENT_STATUS_LABELS,
  DELETE_LABELS,
  deleteFailed,
  deleteSucceeded,
  PAGE_TEXTS,
  type ContentStatus,
} from '@prepshelf/contract';
import { readBundle } from '../../../build/lingui-catalogs';
import { streamLabelId } from '../../lib/i18n/stream-label';
import type { MessageId } from '../../locales/message-id';
import { LOCALIZED_TEXTS } from './localized-texts';
import { SAVE_TOASTS } from './result-messages';
import { COURSE_MESSAGES } from './validation';

/*
 * The dashboard's English stays the spec's, word for word: every catalog message that stands
 * for a text of the contract or of validation.ts renders to exactly that text in English (compiled as
 * the build compiles it), and to a Devanagari text in Hindi.
 */

const locales = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../locales');

function compiledI18n(language: 'en' | 'hi') {
  // The staff bundle, with `common` (the streams' names) as the dashboard has both.
  const catalog = { ...readBundle(locales, language, 'common'), ...readBundle(locales, language, 'staff') };
  const messages = Object.fromEntries(Object.entries(catalog).map(([key, text]) => [key, compileMessage(text)]));
  const i18n = setupI18n({ locale: language, messages: { [language]: messages } });
  return (id: MessageId) => i18n._(id);
}

const english = compiledI18n('en');
const hindi = compiledI18n('hi');

const STATUS_KEYS: Record<ContentStatus, MessageId> = {
  public: 'manage.statusPublic',
  draft: 'manage.statusDraft',
  archived: 'manage.statusArchived',
};

/** Every spec text the dashboard's catalogs carry, with its key. */
const SPEC_TEXTS: readonly (readonly [string, MessageId])[] = [
  ...LOCALIZED_TEXTS,
  [PAGE_TEXTS.welcome, 'dashboard.welcome'],
  [PAGE_TEXTS.emptyList, 'manage.emptyList'],
  ...CATEGORIES.map((category) => [CATEGORY_LABELS[category], streamLabelId(category)] as const),
  ...Object.entries(STATUS_KEYS).map(([status, id]) => [CONTENT_STATUS_LABELS[status as ContentStatus], id] as const),
];

describe("the dashboard's spec texts", () => {
  it('render in English exactly as the spec writes them', () => {
    const differing = SPEC_TEXTS.filter(([text, id]) => english(id) !== text).map(([text, id]) => ({
      id,
      want: text,
      got: english(id),
    }));
    expect(differing).toEqual([]);
  });

  it('render in Hindi in Devanagari, not in English', () => {
    for (const [text, id] of SPEC_TEXTS) {
      const translated = hindi(id);
      expect(translated, id).not.toBe(text);
      expect(translated, id).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('cover every save toast, delete toast and course warning the dashboard shows', () => {
    const covered = new Set(LOCALIZED_TEXTS.map(([text]) => text));
    const shown = [
      ...Object.values(SAVE_TOASTS).flatMap((modes) =>
        Object.values(modes).flatMap((toasts) => [toasts.saved, toasts.failed.fallback, toasts.failed.exception]),
      ),
      ...DELETE_LABELS.flatMap((label) => [deleteSucceeded(label), deleteFailed(label)]),
      ...Object.values(COURSE_MESSAGES),
    ];
    expect(shown.filter((text) => !covered.has(text))).toEqual([]);
  });

  it('keep apostrophes and the course count in English', () => {
    expect(english('manage.noteUpdateIntro')).toBe(
      "Change the note's details, or pick a new PDF to replace the stored one.",
    );
    expect(english('manage.videoUploadIntro')).toBe("Paste the lecture's YouTube address and describe it.");
  });
});
