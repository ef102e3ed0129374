import { Badge, type BadgeTone } from '../../../components/ui/badge';
import type { ListKind } from '../list-params';

const LABELS: Record<ListKind, { label: string; tone: BadgeTone }> = {
  note: { label: 'Note', tone: 'primary' },
  pyq: { label: 'PYQ', tone: 'draft' },
  video: { label: 'Video', tone: 'success' },
  course: { label: 'Course', tone: 'neutral' },
};

/** The small coloured label of an item's type (design.md: Note, PYQ, Video, Course). */
export function TypeBadge({ type }: { type: ListKind }) {
  const { label, tone } = LABELS[type];
  return <Badge tone={tone}>{label}</Badge>;
}
