import type { ListKind, ListParams } from '../list-params';

/**
 * Query keys of the content screens. The My Learning page's key lives here too, because a change made
 * on a list card must also update that page (and the other way round).
 */
export const contentKeys = {
  all: ['content'] as const,
  list: (kind: ListKind) => ['content', kind] as const,
  page: (kind: ListKind, params: ListParams) => ['content', kind, params] as const,
  myLearning: ['my-learning'] as const,
  readingProgress: (fileId: string) => ['reading-progress', fileId] as const,
  allVideoProgress: ['video-progress'] as const,
  videoProgress: (videoId: string) => ['video-progress', videoId] as const,
};
