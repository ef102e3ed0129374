import { useState } from 'react';
import { Ban, CircleCheck, Pencil, Trash2 } from 'lucide-react';
import type { PublicUser } from '@prepshelf/contract';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';

export interface StudentActionsProps {
  student: PublicUser;
  isBusy: boolean;
  onEdit: (student: PublicUser) => void;
  onToggleStatus: (student: PublicUser) => void;
  onDelete: (student: PublicUser) => void;
}

/** Edit, block/unblock and delete (with a Yes / No confirmation, spec §4). */
export function StudentActions({ student, isBusy, onEdit, onToggleStatus, onDelete }: StudentActionsProps) {
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  const isBlocked = student.Status === 'inactive';
  return (
    <div className="flex flex-wrap items-center gap-1.5 sm:flex-nowrap sm:gap-0.5">
      <Button
        variant="ghost"
        size="sm"
        onClick={() => onEdit(student)}
        aria-label={`Edit ${student.Username}`}
        title="Edit"
      >
        <Pencil className="size-4" aria-hidden="true" />
        <span className="sm:sr-only">Edit</span>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        disabled={isBusy}
        onClick={() => onToggleStatus(student)}
        aria-label={`${isBlocked ? 'Unblock' : 'Block'} ${student.Username}`}
        title={isBlocked ? 'Unblock' : 'Block'}
        className={isBlocked ? 'text-accent-text' : 'text-amber-text'}
      >
        {isBlocked ? (
          <CircleCheck className="size-4" aria-hidden="true" />
        ) : (
          <Ban className="size-4" aria-hidden="true" />
        )}
        <span className="sm:sr-only">{isBlocked ? 'Unblock' : 'Block'}</span>
      </Button>
      <Dialog
        open={isConfirmOpen}
        onOpenChange={setIsConfirmOpen}
        title="Delete this student?"
        description={`${student.Username} (${student.Email}) and their My Learning list will be removed for good.`}
        trigger={
          <Button
            variant="ghost"
            size="sm"
            disabled={isBusy}
            aria-label={`Delete ${student.Username}`}
            title="Delete"
            className="text-danger-text"
          >
            <Trash2 className="size-4" aria-hidden="true" />
            <span className="sm:sr-only">Delete</span>
          </Button>
        }
        footer={
          <>
            <DialogClose asChild>
              <Button variant="outline">No</Button>
            </DialogClose>
            <Button
              variant="danger"
              onClick={() => {
                setIsConfirmOpen(false);
                onDelete(student);
              }}
            >
              Yes
            </Button>
          </>
        }
      />
    </div>
  );
}
