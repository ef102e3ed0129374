import { DEFAULT_CATEGORY, type Category, type ContentStatus } from '@prepshelf/contract';
import { booleanField, tagsField, textField, type NavigationItem } from './navigation-item';
import { parseTags } from './validation';

/** The fields every content form shares: where the item is filed and who may see it. */
export interface PublishingValues {
  category: string;
  status: string;
  tags: string;
  isPublic: boolean;
}

/** The item's publishing fields as form values; a new item is public, in the default category. */
export function initialPublishingValues(item: NavigationItem | null): PublishingValues {
  return {
    category: textField(item, 'category', DEFAULT_CATEGORY),
    status: textField(item, 'status', 'public'),
    tags: tagsField(item),
    isPublic: booleanField(item, 'isPublic', true),
  };
}

/**
 * The publishing fields as the API takes them; the selects offer only the contract's values. With "Who
 * sees it" (`audience`), class-only material goes out with isPublic off.
 */
export function publishingBody(values: PublishingValues, audience?: { isPublic: (switchValue: boolean) => boolean }) {
  return {
    category: values.category as Category,
    status: values.status as ContentStatus,
    tags: parseTags(values.tags),
    isPublic: audience === undefined ? values.isPublic : audience.isPublic(values.isPublic),
  };
}
