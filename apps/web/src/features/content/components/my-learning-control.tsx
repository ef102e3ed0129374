import { useState } from 'react';
import { BookmarkCheck, BookmarkPlus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { useT } from '../../../lib/i18n/use-t';
import { useToggleMyLearning, type LearnableItem } from '../api/use-toggle-my-learning';

/**
 * Adds an item to My Learning or takes it out, after a Close / Confirm dialog (spec §2, §4). The
 * state comes with the item (`isWatching`), so no card asks the server on its own.
 */
export function MyLearningControl({ item }: { item: LearnableItem }) {
  const t = useT();
  const [isOpen, setIsOpen] = useState(false);
  const toggle = useToggleMyLearning();
  const isIn = item.isWatching;
  const action = isIn ? 'remove' : 'add';
  // The accessible name starts with the visible words; the title tells the cards' buttons apart.
  const label = t(isIn ? 'contentLists.removeFromMyLearning' : 'contentLists.addToMyLearning');

  const confirm = () => {
    setIsOpen(false);
    toggle.mutate({ item, action });
  };

  return (
    <Dialog
      open={isOpen}
      onOpenChange={setIsOpen}
      trigger={
        <Button
          variant={isIn ? 'secondary' : 'outline'}
          size="sm"
          aria-label={t('contentLists.toggleLabel', { label, title: item.title })}
        >
          {isIn ? (
            <BookmarkCheck className="size-4" aria-hidden="true" />
          ) : (
            <BookmarkPlus className="size-4" aria-hidden="true" />
          )}
          {label}
        </Button>
      }
      title={t(isIn ? 'contentLists.removeTitle' : 'contentLists.addTitle')}
      description={
        isIn
          ? t('contentLists.removeDescription', { title: item.title })
          : t('contentLists.addDescription', { title: item.title, type: item.type })
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">{t('contentLists.close')}</Button>
          </DialogClose>
          <Button variant={isIn ? 'danger' : 'primary'} onClick={confirm}>
            {t('contentLists.confirm')}
          </Button>
        </>
      }
    />
  );
}
