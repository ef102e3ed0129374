import { useState } from 'react';
import { Ban, CircleCheck, Pencil, Trash2 } from 'lucide-react';
import type { PublicUser } from '@prepshelf/contract';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { useT } from '../../../lib/i18n/use-t';
import { AddToClass } from './add-to-class';

export interface StudentActionsProps {
  student: PublicUser;
  isBusy: boolean;
  onEdit: (student: PublicUser) => void;
  onToggleStatus: (student: PublicUser) => void;
  onDelete: (student: PublicUser) => void;
}

/** Edit, block/unblock and delete (with a Yes / No confirmation, spec §4). */
export function StudentActions({ student, isBusy, onEdit, onToggleStatus, onDelete }: StudentActionsProps) {
  const t = useT();
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  const isBlocked = student.Status === 'inactive';
  return (
    <div className="flex flex-wrap items-center gap-1.5 sm:flex-nowrap sm:gap-0.5">
      <Button
        variant="ghost"
        size="sm"
        onClick={() => onEdit(student)}
        aria-label={t('students.editName', { name: student.Username })}
        title={t('students.edit')}
      >
        <Pencil className="size-4" aria-hidden="true" />
        <span className="sm:sr-only">{t('students.edit')}</span>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        disabled={isBusy}
        onClick={() => onToggleStatus(student)}
        aria-label={t(isBlocked ? 'students.unblockName' : 'students.blockName', { name: student.Username })}
        title={t(isBlocked ? 'students.unblock' : 'students.block')}
        className={isBlocked ? 'text-accent-text' : 'text-amber-text'}
      >
        {isBlocked ? (
          <CircleCheck className="size-4" aria-hidden="true" />
        ) : (
          <Ban className="size-4" aria-hidden="true" />
        )}
        <span className="sm:sr-only">{t(isBlocked ? 'students.unblock' : 'students.block')}</span>
      </Button>
      {student.Role === 'Student' ? <AddToClass student={student} /> : null}
      <Dialog
        open={isConfirmOpen}
        onOpenChange={setIsConfirmOpen}
        title={t('students.deleteTitle')}
        description={t('students.deleteDescription', { name: student.Username, email: student.Email })}
        trigger={
          <Button
            variant="ghost"
            size="sm"
            disabled={isBusy}
            aria-label={t('students.deleteName', { name: student.Username })}
            title={t('students.delete')}
            className="text-danger-text"
          >
            <Trash2 className="size-4" aria-hidden="true" />
            <span className="sm:sr-only">{t('students.delete')}</span>
          </Button>
        }
        footer={
          <>
            <DialogClose asChild>
              <Button variant="outline">{t('students.no')}</Button>
            </DialogClose>
            <Button
              variant="danger"
              onClick={() => {
                setIsConfirmOpen(false);
                onDelete(student);
              }}
            >
              {t('students.yes')}
            </Button>
          </>
        }
      />
    </div>
  );
}
