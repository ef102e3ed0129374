import { useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { Notice } from '@prepshelf/contract';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useFormat, useT } from '../../../lib/i18n/use-t';
import { showErrorToast } from '../../../lib/toast';
import { INBOX_KEY, CLASSES_KEY, markAllNoticesRead, markNoticeRead, useInbox } from '../api/classes';
import { NoticeText } from '../components/notice-text';
import { INBOX_CHANGED_EVENT } from '../../../components/layout/use-inbox-unread';

function InboxNotice({ notice, onRead }: { notice: Notice; onRead: (id: string) => void }) {
  const t = useT();
  const format = useFormat();
  return (
    <Card className={notice.isRead ? 'flex flex-col gap-2 p-4' : 'flex flex-col gap-2 border-primary p-4'}>
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="font-semibold">
          {notice.classId === null ? (
            notice.subject
          ) : (
            <Link to={`/classes/${notice.classId}`} className="hover:underline">
              {notice.className}
            </Link>
          )}
        </h2>
        {notice.kind === 'announcement' ? <Badge tone="neutral">{t('classes.inbox.announcement')}</Badge> : null}
        {notice.isRead ? null : <Badge tone="primary">{t('classes.notices.unread')}</Badge>}
      </div>
      <p className="text-xs text-muted">
        {t('classes.notices.by', { name: notice.author?.username ?? '—', date: format.dateTime(notice.createdAt) })}
      </p>
      <NoticeText text={notice.body} />
      {notice.attachment === null ? null : (
        <p className="text-sm">{t('classes.notices.attachment', { title: notice.attachment.title })}</p>
      )}
      {notice.isRead ? null : (
        <Button variant="outline" size="sm" className="self-start" onClick={() => onRead(notice._id)}>
          {t('classes.inbox.markRead')}
        </Button>
      )}
    </Card>
  );
}

/** `/inbox`: every notice of the caller's classes, newest first, with what is unread. */
export function InboxPage() {
  const t = useT();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const inbox = useInbox(page);
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: INBOX_KEY });
    await queryClient.invalidateQueries({ queryKey: CLASSES_KEY });
    window.dispatchEvent(new Event(INBOX_CHANGED_EVENT));
  };
  const run = (call: Promise<unknown>) =>
    call.then(refresh, (error: unknown) => showErrorToast(error instanceof Error ? error.message : String(error)));

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-8">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{t('classes.inbox.title')}</h1>
          <p className="text-muted">{t('classes.inbox.intro')}</p>
        </div>
        {inbox.data !== undefined && inbox.data.unread > 0 ? (
          <Button variant="outline" onClick={() => void run(markAllNoticesRead())}>
            {t('classes.inbox.markAll')}
          </Button>
        ) : null}
      </header>
      {inbox.isPending ? (
        <Spinner label={t('classes.inbox.loading')} />
      ) : inbox.isError ? (
        <p role="alert">{inbox.error.message}</p>
      ) : inbox.data.notices.length === 0 ? (
        <p className="text-muted">{t('classes.inbox.empty')}</p>
      ) : (
        <>
          <p aria-live="polite">{t('classes.inbox.unread', { count: inbox.data.unread })}</p>
          <ul className="flex flex-col gap-3">
            {inbox.data.notices.map((notice) => (
              <li key={notice._id}>
                <InboxNotice notice={notice} onRead={(id) => void run(markNoticeRead(id))} />
              </li>
            ))}
          </ul>
          <nav className="flex gap-2" aria-label={t('classes.inbox.title')}>
            <Button variant="outline" disabled={page === 1} onClick={() => setPage(page - 1)}>
              {t('classes.inbox.previous')}
            </Button>
            <Button
              variant="outline"
              disabled={page * inbox.data.limit >= inbox.data.total}
              onClick={() => setPage(page + 1)}
            >
              {t('classes.inbox.next')}
            </Button>
          </nav>
        </>
      )}
    </div>
  );
}
