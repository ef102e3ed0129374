import type { NoteItem, PyqItem } from '@prepshelf/contract';
import { CalendarDays, GraduationCap } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { useT } from '../../../lib/i18n/use-t';
import { streamLabelId } from '../../../lib/i18n/stream-label';
import { cutPyqSubject } from '../text-cuts';
import { CutTextView } from './cut-text';
import { MyLearningControl } from './my-learning-control';
import { viewerPath } from '../viewer-path';
import { PdfActions } from './pdf-actions';
import { ShareButton } from './share-button';
import { TypeBadge } from './type-badge';

/** A note's card: title, professor, description, View Notes (and Continue at page N), My Learning. */
export function NoteCard({ note }: { note: NoteItem }) {
  const t = useT();
  return (
    <Card className="flex h-full flex-col gap-3 p-5">
      <div className="flex items-center justify-between gap-2">
        <TypeBadge type="note" />
        <span className="text-xs text-muted">{t(streamLabelId(note.category))}</span>
      </div>
      <h3 className="line-clamp-2 text-lg leading-snug font-semibold" title={note.title}>
        {note.title}
      </h3>
      {note.professor ? (
        <p className="flex items-center gap-1.5 text-sm text-muted">
          <GraduationCap className="size-4 shrink-0" aria-hidden="true" />
          <span className="sr-only">{t('contentLists.professorPrefix')}</span>
          {note.professor}
        </p>
      ) : null}
      {note.description ? <p className="line-clamp-3 text-sm text-muted">{note.description}</p> : null}
      <div className="mt-auto flex flex-wrap items-center gap-2 pt-2">
        <PdfActions fileId={note.fileUrl} title={note.title} kind="note" />
        <MyLearningControl item={note} />
        <ShareButton title={note.title} path={viewerPath(note.fileUrl)} />
      </div>
    </Card>
  );
}

/** A previous-year paper's card: title, year, subject cut to 25 characters (spec §9), actions. */
export function PyqCard({ pyq }: { pyq: PyqItem }) {
  const t = useT();
  return (
    <Card className="flex h-full flex-col gap-3 p-5">
      <div className="flex items-center justify-between gap-2">
        <TypeBadge type="pyq" />
        <span className="inline-flex items-center gap-1 text-xs text-muted">
          <CalendarDays className="size-3.5" aria-hidden="true" />
          <span className="sr-only">{t('contentLists.yearPrefix')}</span>
          {pyq.year}
        </span>
      </div>
      <h3 className="line-clamp-2 text-lg leading-snug font-semibold" title={pyq.title}>
        {pyq.title}
      </h3>
      <p className="text-sm text-muted">
        <span className="font-medium text-fg">{t('contentLists.subjectPrefix')}</span>
        <CutTextView text={cutPyqSubject(pyq.subject)} />
      </p>
      <div className="mt-auto flex flex-wrap items-center gap-2 pt-2">
        <PdfActions fileId={pyq.fileUrl} title={pyq.title} kind="pyq" />
        <MyLearningControl item={pyq} />
        <ShareButton title={pyq.title} path={viewerPath(pyq.fileUrl)} />
      </div>
    </Card>
  );
}
