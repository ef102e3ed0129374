import { CATEGORIES, type Category, type NotificationSettingsValues } from '@prepshelf/contract';
import type { MessageId } from '../../../locales/message-id';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { streamLabelId } from '../../../lib/i18n/stream-label';
import { useT } from '../../../lib/i18n/use-t';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { useNotifications, useUpdateNotifications } from '../api/notifications';

/** The three Settings toggles of the spec, and announcements. */
export const TOGGLES = [
  { key: 'newCourses', label: 'account.newCourses' },
  { key: 'notesUpdates', label: 'account.notesUpdates' },
  { key: 'videoAlerts', label: 'account.videoAlerts' },
] as const satisfies readonly { key: keyof NotificationSettingsValues; label: MessageId }[];

/** Each switch saves at once; the daily digest lists new items of the kinds that are on. */
export function NotificationToggles({ withAnnouncements = true }: { withAnnouncements?: boolean }) {
  const query = useNotifications();
  const update = useUpdateNotifications();
  const t = useT();
  if (query.isPending) return <Spinner label={t('account.loadingNotifications')} />;
  if (query.isError) return <p className="text-sm text-muted">{t('account.notificationsFailed')}</p>;
  const values = query.data;
  const save = (change: Partial<NotificationSettingsValues>) =>
    update.mutate(change, {
      onSuccess: (result) =>
        result.ok ? showSuccessToast(result.data.message ?? t('account.saved')) : showErrorToast(result.message),
    });
  const toggles = withAnnouncements
    ? [...TOGGLES, { key: 'announcements', label: 'account.announcements' } as const]
    : TOGGLES;
  return (
    <div className="flex flex-col gap-4">
      {toggles.map(({ key, label }) => (
        <Switch
          key={key}
          label={t(label)}
          checked={values[key]}
          disabled={update.isPending}
          onCheckedChange={(checked) => save({ [key]: checked })}
        />
      ))}
      <div className="max-w-xs">
        <Select<Category | 'all'>
          label={t('account.digestStream')}
          value={values.category ?? 'all'}
          disabled={update.isPending}
          options={[
            { value: 'all', label: t('account.allStreams') },
            ...CATEGORIES.map((category) => ({ value: category, label: t(streamLabelId(category)) })),
          ]}
          onValueChange={(value) => save({ category: value === 'all' ? null : value })}
        />
      </div>
    </div>
  );
}
