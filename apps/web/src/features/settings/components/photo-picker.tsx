import { useRef, type ChangeEvent } from 'react';
import type { AccountUser } from '@prepshelf/contract';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/use-t';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { useAccountUpdated } from '../api/account-query';
import { useRemovePhoto, useUploadPhoto } from '../api/photo';

const MAX_BYTES = 5 * 1024 * 1024;

/** The avatar with "Change photo" (uploaded at once, resized by the server) and "Remove". */
export function PhotoPicker({ user }: { user: AccountUser }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadPhoto();
  const remove = useRemovePhoto();
  const onUpdated = useAccountUpdated();
  const t = useT();

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_BYTES) {
      showErrorToast(t('account.photoTooLarge'));
      return;
    }
    upload.mutate(file, {
      onSuccess: (result) => {
        if (!result.ok) return showErrorToast(result.message);
        onUpdated(result.data.user);
        showSuccessToast(result.data.message);
      },
    });
  };

  return (
    <div className="flex flex-wrap items-center gap-4">
      {user.Profile === '' ? (
        <span
          aria-hidden="true"
          className="inline-flex size-20 items-center justify-center rounded-full bg-primary-soft text-2xl font-bold text-primary-text"
        >
          {user.Username.trim().charAt(0).toUpperCase() || '?'}
        </span>
      ) : (
        <img
          src={user.Profile}
          alt={t('account.photoAlt')}
          width={80}
          height={80}
          referrerPolicy="no-referrer"
          className="size-20 rounded-full border border-line object-cover"
        />
      )}
      <div className="flex flex-col gap-2">
        <label htmlFor="account-photo" className="text-sm font-medium">
          {t('account.photoLabel')}
        </label>
        <input
          ref={input}
          id="account-photo"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          onChange={onPick}
          className="sr-only"
        />
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" isBusy={upload.isPending} onClick={() => input.current?.click()}>
            {t('account.changePhoto')}
          </Button>
          {user.Profile === '' ? null : (
            <Button
              variant="ghost"
              size="sm"
              isBusy={remove.isPending}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: (result) => {
                    if (!result.ok) return showErrorToast(result.message);
                    onUpdated(result.data.user);
                    showSuccessToast(result.data.message);
                  },
                })
              }
            >
              {t('account.removePhoto')}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
