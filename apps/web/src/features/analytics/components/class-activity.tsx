import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { classActivityResponseSchema } from '@prepshelf/contract';
import { apiClient } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/use-t';
import { ApiResultError } from '../../../lib/query-client';
import { NativeSelect } from '../../manage-content/components/form-controls';
import { WeeklyActivitySection } from './weekly-activity';

/** GET /api/analytics/classes: per class the caller teaches (an Admin: every class), 8 weeks of opens. */
function useClassActivity() {
  return useQuery({
    queryKey: ['analytics', 'classes'],
    queryFn: async ({ signal }) => {
      const result = await apiClient.get('/analytics/classes', { schema: classActivityResponseSchema, signal });
      if (!result.ok) throw new ApiResultError(result.message, result.status);
      return result.data.classes;
    },
  });
}

/** Opens and active students per week of one class at a time (chosen); nothing when the caller has no class. */
export function ClassActivitySection() {
  const t = useT();
  const query = useClassActivity();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const classes = query.data ?? [];
  if (classes.length === 0) return null;
  const shown = classes.find((entry) => entry._id === chosenId) ?? classes[0]!;
  return (
    <WeeklyActivitySection
      weeks={shown.weekly}
      headingId="class-activity"
      title={t('classActivity.title')}
      intro={t('classActivity.intro')}
    >
      <div className="max-w-md pt-2">
        <NativeSelect
          label={t('classActivity.class')}
          options={classes.map((entry) => ({
            value: entry._id,
            label: t('classActivity.option', { name: entry.name, count: entry.memberCount }),
          }))}
          value={shown._id}
          onChange={(event) => setChosenId(event.target.value)}
        />
      </div>
    </WeeklyActivitySection>
  );
}
