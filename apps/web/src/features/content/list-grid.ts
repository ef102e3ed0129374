import type { ListKind } from './list-params';

/*
 * The lists' grids and placeholder heights, shared by the list screen and the frame the router paints
 * on a direct link before the screen's code arrives (app/screen-placeholder.tsx): the same boxes in the
 * same places, so nothing moves when the cards come. No imports beyond types: it is in the entry chunk.
 */
export const LIST_GRID_CLASSES: Record<ListKind, string> = {
  note: 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3',
  pyq: 'grid gap-4 sm:grid-cols-2',
  video: 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3',
  course: 'grid gap-4 sm:grid-cols-2 lg:grid-cols-4',
};

export const LIST_SKELETON_HEIGHTS: Record<ListKind, string> = {
  note: 'h-52',
  pyq: 'h-48',
  video: 'h-80',
  course: 'h-96',
};
