import type { Category } from '@prepshelf/contract';
import type { MessageId } from '../../locales/message-id';

/*
 * The streams' names, one set for every screen (navbar menu, lists, forms, settings).
 * `Sci-Technology`, `Commerce` and `Arts & civils` are the spec's names (CATEGORY_LABELS in
 * packages/contract), and English shows them exactly. In Hindi they are shown as Hindi labels
 * (विज्ञान-प्रौद्योगिकी, वाणिज्य, कला और सिविल सेवा): a student picks a stream by reading it, and an English
 * word in the middle of Hindi chrome reads as untranslated. Only the label changes: the value in the
 * address (`?category=sciTechnology`) and sent to the server stays the contract's. In the `common`
 * catalog, as the navbar shows the chosen one.
 */
export function streamLabelId(category: Category): MessageId {
  return `stream.${category}`;
}
