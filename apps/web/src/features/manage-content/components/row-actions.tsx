import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/** Edit and delete buttons, named after the item for screen readers. */
export function RowActions({ title, onEdit, onDelete }: { title: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <div className="flex items-center gap-1">
      <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Edit ${title}`}>
        <Pencil className="size-4" aria-hidden="true" />
        Edit
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="text-danger-text hover:bg-danger-soft"
        onClick={onDelete}
        aria-label={`Delete ${title}`}
      >
        <Trash2 className="size-4" aria-hidden="true" />
        Delete
      </Button>
    </div>
  );
}
