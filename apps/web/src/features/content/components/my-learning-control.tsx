import { useState } from 'react';
import { BookmarkCheck, BookmarkPlus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { useToggleMyLearning, type LearnableItem } from '../api/use-toggle-my-learning';

const TYPE_NAMES = { note: 'notes', pyq: 'paper', video: 'video' } as const;

/**
 * Adds an item to My Learning or takes it out, after a Close / Confirm dialog (spec §2, §4). The
 * state comes with the item (`isWatching`), so no card asks the server on its own.
 */
export function MyLearningControl({ item }: { item: LearnableItem }) {
  const [isOpen, setIsOpen] = useState(false);
  const toggle = useToggleMyLearning();
  const isIn = item.isWatching;
  const action = isIn ? 'remove' : 'add';
  // The accessible name starts with the visible words; the title tells the cards' buttons apart.
  const label = isIn ? 'Remove from My Learning' : 'Add to My Learning';

  const confirm = () => {
    setIsOpen(false);
    toggle.mutate({ item, action });
  };

  return (
    <Dialog
      open={isOpen}
      onOpenChange={setIsOpen}
      trigger={
        <Button variant={isIn ? 'secondary' : 'outline'} size="sm" aria-label={`${label}: ${item.title}`}>
          {isIn ? (
            <BookmarkCheck className="size-4" aria-hidden="true" />
          ) : (
            <BookmarkPlus className="size-4" aria-hidden="true" />
          )}
          {label}
        </Button>
      }
      title={isIn ? 'Remove from My Learning?' : 'Add to My Learning?'}
      description={
        isIn
          ? `“${item.title}” will leave your My Learning list. You can add it again at any time.`
          : `Keep “${item.title}” in My Learning to find these ${TYPE_NAMES[item.type]} again quickly.`
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
          <Button variant={isIn ? 'danger' : 'primary'} onClick={confirm}>
            Confirm
          </Button>
        </>
      }
    />
  );
}
