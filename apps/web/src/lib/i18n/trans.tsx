import type { ReactElement } from 'react';
import { TransNoContext } from '@lingui/react/server';
import type { MessageId } from '../../locales/message-id';
import { i18n } from './i18n';
import { useT } from './use-t';

interface TransProps {
  id: MessageId;
  values?: Record<string, unknown>;
  components?: Record<string, ReactElement>;
}

/**
 * A text with elements inside (`<0>…</0>` in the catalogs), through Lingui's own formatter; re-renders
 * with the language like useT (see there why not @lingui/react's provider).
 */
export function Trans(props: TransProps) {
  useT(); // subscribes: the text follows a change of language
  return <TransNoContext {...props} lingui={{ i18n }} />;
}
