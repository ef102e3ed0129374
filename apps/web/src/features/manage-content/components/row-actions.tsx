import { Link } from 'react-router';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/use-t';

/** Who opened it, edit and delete, named after the item for screen readers. */
export function RowActions({
  title,
  onEdit,
  onDelete,
  opensPath,
}: {
  title: string;
  onEdit: () => void;
  onDelete: () => void;
  /** The item's report of who opened it (`/dashboard/opens/<type>/<id>`). */
  opensPath?: string;
}) {
  const t = useT();
  return (
    <div className="flex items-center gap-1">
      {opensPath === undefined ? null : (
        <Link to={opensPath} className={buttonClasses('ghost', 'sm')} aria-label={t('itemOpens.linkOf', { title })}>
          <Eye className="size-4" aria-hidden="true" />
          {t('itemOpens.link')}
        </Link>
      )}
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
