import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { AUTH_HEADER } from '@prepshelf/contract';
import { getStoredToken } from '../../lib/session';

/** Sent by the inbox when entries were marked read: the count is fetched again. */
export const INBOX_CHANGED_EVENT = 'prepshelf:inbox';

/**
 * The inbox's unread count (GET /api/inbox/unread), fetched again on every screen change and when the
 * inbox changes; 0 while unknown or when `isOn` is false. A plain fetch: this is in the entry, where
 * the API client's schemas have no room (the landing page's budget).
 */
export function useInboxUnread(isOn: boolean): number {
  const { pathname } = useLocation();
  const [unread, setUnread] = useState(0);

  useEffect(() => {
    const token = getStoredToken();
    if (!isOn || !token) return;
    const controller = new AbortController();
    const load = () =>
      void fetch('/api/inbox/unread', { headers: { [AUTH_HEADER]: token }, signal: controller.signal })
        .then((response) => response.json())
        .then((body: { unread?: unknown }) => setUnread(Number(body.unread) || 0))
        .catch(() => undefined);
    load();
    window.addEventListener(INBOX_CHANGED_EVENT, load);
    return () => {
      controller.abort();
      window.removeEventListener(INBOX_CHANGED_EVENT, load);
    };
  }, [isOn, pathname]);

  return isOn ? unread : 0;
}
