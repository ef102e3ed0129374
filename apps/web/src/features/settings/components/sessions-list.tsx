import { Laptop } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useFormat, useT, type Translate } from '../../../lib/i18n/use-t';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { useEndSessions, useSessions } from '../api/sessions';

/**
 * The server's name for a session's device ("Chrome on Android", "Unknown device") in the page's language:
 * the browser's and the system's names stay as they are, the words around them are translated.
 */
export function deviceName(device: string, t: Translate): string {
  if (device === 'Unknown device') return t('account.deviceUnknown');
  const match = /^(.+) on (.+)$/.exec(device);
  return match ? t('account.deviceOn', { browser: match[1]!, system: match[2]! }) : device;
}

/** Where the account is logged in; any other session can be ended, or all of them at once. */
export function SessionsList() {
  const query = useSessions();
  const end = useEndSessions();
  const t = useT();
  const format = useFormat();
  if (query.isPending) return <Spinner label={t('account.loadingSessions')} />;
  if (query.isError) return <p className="text-sm text-muted">{t('account.sessionsFailed')}</p>;
  const others = query.data.filter((session) => !session.isCurrent);
  const onEnd = (target: { id: string } | 'others') =>
    end.mutate(target, {
      onSuccess: (result) => (result.ok ? showSuccessToast(result.data.message) : showErrorToast(result.message)),
    });
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col divide-y divide-line" aria-label={t('account.activeSessions')}>
        {query.data.map((session) => (
          <li key={session._id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="flex min-w-0 items-start gap-3">
              <Laptop className="mt-0.5 size-5 shrink-0 text-muted" aria-hidden="true" />
              <div className="min-w-0">
                <p className="font-medium">
                  {deviceName(session.device, t)}{' '}
                  {session.isCurrent ? (
                    <Badge tone="success" className="ml-1">
                      {t('account.thisDevice')}
                    </Badge>
                  ) : null}
                </p>
                <p className="text-sm text-muted">
                  {t('account.lastSeen', { time: format.dateTime(session.lastSeenAt) })}
                  {session.ip ? ` · ${session.ip}` : ''}
                </p>
              </div>
            </div>
            {session.isCurrent ? null : (
              <Button
                variant="outline"
                size="sm"
                disabled={end.isPending}
                onClick={() => onEnd({ id: session._id })}
                aria-label={t('account.logOutSession', {
                  device: deviceName(session.device, t),
                  time: format.dateTime(session.lastSeenAt),
                })}
              >
                {t('account.logOut')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <div>
          <Button variant="outline" isBusy={end.isPending} onClick={() => onEnd('others')}>
            {t('account.logOutOthers')}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted">{t('account.noOtherSessions')}</p>
      )}
    </div>
  );
}
