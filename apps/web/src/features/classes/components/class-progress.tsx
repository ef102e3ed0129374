import { useState } from 'react';
import type { ClassProgressResponse } from '@prepshelf/contract';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ExportButton } from '../../../components/ui/export-button';
import { Spinner } from '../../../components/ui/spinner';
import { useFormat, useT } from '../../../lib/i18n/use-t';
import { downloadClassProgressCsv, useClassProgress } from '../api/class-progress';

type Report = Omit<ClassProgressResponse, 'success'>;
type Open = Report['opens'][number];

const keyOf = (type: string, itemId: string, userId: string) => `${type}:${itemId}:${userId}`;

/** "4 pages read (of 12)", or nothing for an item without a PDF or a member who did not read it in the reader. */
function PagesRead({ open }: { open: Open | undefined }) {
  const t = useT();
  if (open?.page === null || open?.page === undefined) return null;
  return (
    <span>
      {open.pageCount === null
        ? t('classProgress.pagesRead', { count: open.page })
        : t('classProgress.pagesReadOf', { count: open.page, pages: open.pageCount })}
    </span>
  );
}

function ItemRows({ report, opens }: { report: Report; opens: Map<string, Open> }) {
  const t = useT();
  const format = useFormat();
  const total = report.members.length;
  const unitOrder = new Map(report.units.map((unit, index) => [unit._id, index]));
  const unitName = new Map(report.units.map((unit) => [unit._id, unit.name]));
  const items = [...report.items].sort(
    (a, b) =>
      (a.unitId === null ? Infinity : (unitOrder.get(a.unitId) ?? Infinity)) -
      (b.unitId === null ? Infinity : (unitOrder.get(b.unitId) ?? Infinity)),
  );
  if (items.length === 0) return <p className="text-muted">{t('classProgress.noItems')}</p>;
  return (
    <ul className="flex flex-col divide-y divide-line" aria-label={t('classProgress.byItem')}>
      {items.map((item) => {
        const openedBy = report.members.filter((member) => opens.has(keyOf(item.type, item._id, member._id)));
        const notYet = report.members.filter((member) => !opens.has(keyOf(item.type, item._id, member._id)));
        return (
          <li key={`${item.type}:${item._id}`} className="flex flex-col gap-1 py-3">
            <div className="flex flex-wrap items-center gap-2">
              <Badge>{t(`classes.material.type.${item.type}`)}</Badge>
              <span className="min-w-0 font-medium break-words">{item.title}</span>
              {item.unitId === null ? null : <span className="text-sm text-muted">{unitName.get(item.unitId)}</span>}
            </div>
            <p className="text-sm">
              {t('classProgress.openedOf', { opened: format.number(item.opened), total: format.number(total) })}
            </p>
            <details className="text-sm">
              <summary className="cursor-pointer text-primary-text">
                {t('classProgress.showWho', { title: item.title })}
              </summary>
              <div className="mt-2 grid gap-3 sm:grid-cols-2">
                <div>
                  <h4 className="font-medium">{t('classProgress.openedHeading', { count: openedBy.length })}</h4>
                  <ul className="mt-1 flex flex-col gap-1">
                    {openedBy.map((member) => {
                      const open = opens.get(keyOf(item.type, item._id, member._id));
                      return (
                        <li key={member._id} className="flex flex-wrap gap-x-2">
                          <span className="font-medium break-all">{member.username}</span>
                          <PagesRead open={open} />
                          {open?.lastOpenedAt ? (
                            <span className="text-muted">
                              {t('classProgress.lastOpened', { date: format.dateTime(open.lastOpenedAt) })}
                            </span>
                          ) : null}
                        </li>
                      );
                    })}
                  </ul>
                </div>
                <div>
                  <h4 className="font-medium">{t('classProgress.notYetHeading', { count: notYet.length })}</h4>
                  <ul className="mt-1 flex flex-col gap-1">
                    {notYet.map((member) => (
                      <li key={member._id} className="break-all">
                        {member.username}
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
            </details>
          </li>
        );
      })}
    </ul>
  );
}

function MemberRows({ report, opens }: { report: Report; opens: Map<string, Open> }) {
  const t = useT();
  const format = useFormat();
  if (report.members.length === 0) return <p className="text-muted">{t('classProgress.noMembers')}</p>;
  return (
    <ul className="flex flex-col divide-y divide-line" aria-label={t('classProgress.byStudent')}>
      {report.members.map((member) => {
        const opened = report.items.filter((item) => opens.has(keyOf(item.type, item._id, member._id)));
        return (
          <li key={member._id} className="flex flex-col gap-1 py-3">
            <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span className="font-medium break-all">{member.username}</span>
              <span className="text-sm text-muted break-all">{member.email}</span>
            </div>
            <p className="text-sm">
              {t('classProgress.memberOpened', {
                opened: format.number(member.opened),
                total: format.number(report.items.length),
              })}
              {' · '}
              {member.lastActiveAt === null
                ? t('classProgress.neverActive')
                : t('classProgress.lastActive', { date: format.dateTime(member.lastActiveAt) })}
            </p>
            {opened.length === 0 ? null : (
              <details className="text-sm">
                <summary className="cursor-pointer text-primary-text">
                  {t('classProgress.whatOpened', { name: member.username })}
                </summary>
                <ul className="mt-1 flex flex-col gap-1">
                  {opened.map((item) => (
                    <li key={`${item.type}:${item._id}`} className="flex flex-wrap gap-x-2">
                      <span className="break-words">{item.title}</span>
                      <PagesRead open={opens.get(keyOf(item.type, item._id, member._id))} />
                    </li>
                  ))}
                </ul>
              </details>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The class's staff: who of the members opened each item (and the pages read of a PDF), and who has not. */
export function ClassProgress({ classId }: { classId: string }) {
  const t = useT();
  const query = useClassProgress(classId);
  const [view, setView] = useState<'items' | 'students'>('items');

  return (
    <section aria-labelledby="progress-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="progress-heading" className="text-xl font-semibold">
          {t('classProgress.heading')}
        </h2>
        <ExportButton
          download={() => downloadClassProgressCsv(classId)}
          failedMessage={t('classProgress.exportFailed')}
        >
          {t('classProgress.export')}
        </ExportButton>
      </div>
      <p className="text-sm text-muted">{t('classProgress.intro')}</p>
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <p role="alert">{query.error.message}</p>
      ) : (
        <>
          <div role="group" aria-label={t('classProgress.viewLabel')} className="flex flex-wrap gap-2">
            {(['items', 'students'] as const).map((value) => (
              <Button
                key={value}
                size="sm"
                variant={view === value ? 'primary' : 'outline'}
                aria-pressed={view === value}
                onClick={() => setView(value)}
              >
                {t(value === 'items' ? 'classProgress.byItem' : 'classProgress.byStudent')}
              </Button>
            ))}
          </div>
          {view === 'items' ? (
            <ItemRows report={query.data} opens={openMap(query.data)} />
          ) : (
            <MemberRows report={query.data} opens={openMap(query.data)} />
          )}
        </>
      )}
    </section>
  );
}

function openMap(report: Report): Map<string, Open> {
  return new Map(report.opens.map((open) => [keyOf(open.type, open.itemId, open.userId), open]));
}
