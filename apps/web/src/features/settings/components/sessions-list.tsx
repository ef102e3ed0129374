import { Laptop } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { useEndSessions, useSessions } from '../api/sessions';

const formatTime = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** Where the account is logged in; any other session can be ended, or all of them at once. */
export function SessionsList() {
  const query = useSessions();
  const end = useEndSessions();
  if (query.isPending) return <Spinner label="Loading your sessions" />;
  if (query.isError) return <p className="text-sm text-muted">We couldn&apos;t load your sessions.</p>;
  const others = query.data.filter((session) => !session.isCurrent);
  const onEnd = (target: { id: string } | 'others') =>
    end.mutate(target, {
      onSuccess: (result) => (result.ok ? showSuccessToast(result.data.message) : showErrorToast(result.message)),
    });
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col divide-y divide-line" aria-label="Active sessions">
        {query.data.map((session) => (
          <li key={session._id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="flex min-w-0 items-start gap-3">
              <Laptop className="mt-0.5 size-5 shrink-0 text-muted" aria-hidden="true" />
              <div className="min-w-0">
                <p className="font-medium">
                  {session.device}{' '}
                  {session.isCurrent ? (
                    <Badge tone="success" className="ml-1">
                      This device
                    </Badge>
                  ) : null}
                </p>
                <p className="text-sm text-muted">
                  Last seen {formatTime(session.lastSeenAt)}
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
                aria-label={`Log out ${session.device}, last seen ${formatTime(session.lastSeenAt)}`}
              >
                Log out
              </Button>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <div>
          <Button variant="outline" isBusy={end.isPending} onClick={() => onEnd('others')}>
            Log out all other sessions
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted">You are not logged in anywhere else.</p>
      )}
    </div>
  );
}
