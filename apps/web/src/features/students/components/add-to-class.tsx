import { useState } from 'react';
import { UsersRound } from 'lucide-react';
import type { PublicUser } from '@prepshelf/contract';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { Select } from '../../../components/ui/select';
import { useT } from '../../../lib/i18n/use-t';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { addMembers, useClasses } from '../../classes/api/classes';

/** Adds one student to a class the staff member manages (the class's own add-by-e-mail route). */
export function AddToClass({ student }: { student: PublicUser }) {
  const t = useT();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog
      open={isOpen}
      onOpenChange={setIsOpen}
      title={t('students.addToClassTitle', { name: student.Username })}
      trigger={
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('students.addToClassName', { name: student.Username })}
          title={t('students.addToClass')}
        >
          <UsersRound className="size-4" aria-hidden="true" />
          <span className="sm:sr-only">{t('students.addToClass')}</span>
        </Button>
      }
    >
      <ClassChoice email={student.Email} onAdded={() => setIsOpen(false)} />
    </Dialog>
  );
}

/** The dialog's body: the classes are asked for only once it is open. */
function ClassChoice({ email, onAdded }: { email: string; onAdded: () => void }) {
  const t = useT();
  const [isBusy, setIsBusy] = useState(false);
  const [chosen, setChosen] = useState('');
  const classes = useClasses();
  const open = (classes.data ?? []).filter((one) => one.canManage && one.status !== 'archived');
  const classId = chosen === '' ? open[0]?._id : chosen;
  const add = async () => {
    if (classId === undefined) return;
    setIsBusy(true);
    try {
      const answer = await addMembers(classId, [email]);
      onAdded();
      (answer.notFound.length > 0 ? showErrorToast : showSuccessToast)(answer.message);
    } catch (error) {
      showErrorToast(error instanceof Error ? error.message : String(error));
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-4">
      {classes.isPending ? null : open.length === 0 ? (
        <p className="text-muted">{t('students.noClasses')}</p>
      ) : (
        <Select<string>
          label={t('students.classLabel')}
          value={classId ?? ''}
          onValueChange={setChosen}
          options={open.map((one) => ({ value: one._id, label: one.name }))}
        />
      )}
      <div className="flex justify-end gap-2">
        <DialogClose asChild>
          <Button variant="outline">{t('students.cancel')}</Button>
        </DialogClose>
        <Button onClick={() => void add()} isBusy={isBusy} disabled={classId === undefined}>
          {t('students.addToClass')}
        </Button>
      </div>
    </div>
  );
}
