import { useState, useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@prepshelf/contract';
import { subscribeToSession } from '../../lib/session';
import { UserRoundIcon } from '../ui/icons';

function readPhoto(): string {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEYS.profile) ?? '';
  } catch {
    return '';
  }
}

/** Only addresses an <img> may load: our own paths and http(s). */
function isImageAddress(value: string): boolean {
  return /^(?:https?:\/\/|\/(?!\/))/i.test(value);
}

/**
 * The account button's face: the user's photo when the account has one (its address is stored
 * at login and after a change in Settings, localStorage `Profile`), else the generic person icon. No
 * request for it on the landing page beyond the image itself.
 */
export function AccountAvatar() {
  const photo = useSyncExternalStore(subscribeToSession, readPhoto, () => '');
  const [failed, setFailed] = useState<string | null>(null);
  if (photo === '' || !isImageAddress(photo) || failed === photo) return <UserRoundIcon className="size-5" />;
  return (
    <img
      src={photo}
      alt=""
      width={40}
      height={40}
      referrerPolicy="no-referrer"
      decoding="async"
      onError={() => setFailed(photo)}
      className="size-10 rounded-full object-cover"
    />
  );
}
