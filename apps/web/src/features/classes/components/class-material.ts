import type { ClassItem } from '@prepshelf/contract';

/** Where a class item opens: the reader for a PDF, the course page, the video list for a video. */
export function materialPath(item: ClassItem): string {
  if (item.type === 'course') return `/courses/${encodeURIComponent(item._id)}/learn`;
  if (item.type === 'video') return '/video';
  return `/pdfviewer?${new URLSearchParams({ view: item.fileUrl ?? '' }).toString()}`;
}
