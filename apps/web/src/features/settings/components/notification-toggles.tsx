import { CATEGORIES, CATEGORY_LABELS, type Category, type NotificationSettingsValues } from '@prepshelf/contract';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { useNotifications, useUpdateNotifications } from '../api/notifications';

/** The three Settings toggles of the spec, and announcements. */
export const TOGGLES = [
  { key: 'newCourses', label: 'New Course Notifications' },
  { key: 'notesUpdates', label: 'Notes Updates' },
  { key: 'videoAlerts', label: 'Video Lecture Alerts' },
] as const satisfies readonly { key: keyof NotificationSettingsValues; label: string }[];

/** Each switch saves at once; the daily digest lists new items of the kinds that are on. */
export function NotificationToggles({ withAnnouncements = true }: { withAnnouncements?: boolean }) {
  const query = useNotifications();
  const update = useUpdateNotifications();
  if (query.isPending) return <Spinner label="Loading your notification settings" />;
  if (query.isError) return <p className="text-sm text-muted">We couldn&apos;t load your notification settings.</p>;
  const values = query.data;
  const save = (change: Partial<NotificationSettingsValues>) =>
    update.mutate(change, {
      onSuccess: (result) =>
        result.ok ? showSuccessToast(result.data.message ?? 'Saved.') : showErrorToast(result.message),
    });
  const toggles = withAnnouncements
    ? [...TOGGLES, { key: 'announcements', label: 'Announcements from PrepShelf' } as const]
    : TOGGLES;
  return (
    <div className="flex flex-col gap-4">
      {toggles.map(({ key, label }) => (
        <Switch
          key={key}
          label={label}
          checked={values[key]}
          disabled={update.isPending}
          onCheckedChange={(checked) => save({ [key]: checked })}
        />
      ))}
      <div className="max-w-xs">
        <Select<Category | 'all'>
          label="Stream in the digest"
          value={values.category ?? 'all'}
          disabled={update.isPending}
          options={[
            { value: 'all', label: 'All streams' },
            ...CATEGORIES.map((category) => ({ value: category, label: CATEGORY_LABELS[category] })),
          ]}
          onValueChange={(value) => save({ category: value === 'all' ? null : value })}
        />
      </div>
    </div>
  );
}
