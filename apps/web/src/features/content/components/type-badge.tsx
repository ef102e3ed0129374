import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { useT } from '../../../lib/i18n/use-t';
import type { ListKind } from '../list-params';

const TONES: Record<ListKind, BadgeTone> = {
  note: 'primary',
  pyq: 'draft',
  video: 'success',
  course: 'neutral',
};

/** The small coloured label of an item's type (design.md: Note, PYQ, Video, Course). */
export function TypeBadge({ type }: { type: ListKind }) {
  const t = useT();
  return <Badge tone={TONES[type]}>{t(`contentLists.badge.${type}`)}</Badge>;
}
