import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/use-t';

/** Edit and delete buttons, named after the item for screen readers. */
export function RowActions({ title, onEdit, onDelete }: { title: string; onEdit: () => void; onDelete: () => void }) {
  const t = useT();
  return (
    <div className="flex items-center gap-1">
      <Button variant="ghost" size="sm" onClick={onEdit} aria-label={t('manage.editItem', { title })}>
        <Pencil className="size-4" aria-hidden="true" />
        {t('manage.edit')}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="text-danger-text hover:bg-danger-soft"
        onClick={onDelete}
        aria-label={t('manage.deleteItem', { title })}
      >
        <Trash2 className="size-4" aria-hidden="true" />
        {t('manage.delete')}
      </Button>
    </div>
  );
}
