import { useId } from 'react';
import { useT } from '../../../lib/i18n/use-t';
import { useClassUnits } from '../api/audience';
import type { WhoSeesChoice, WhoSeesIt } from '../use-who-sees-it';
import { NativeSelect } from './form-controls';

const CHOICES: readonly WhoSeesChoice[] = ['everyone', 'classes'];

/**
 * "Who sees it": Everyone (the library, as before) or only the classes ticked, each with its unit. The
 * first class's box is named `audience`, so the form's warning focuses it.
 */
export function WhoSeesItFields({
  audience,
  isInvalid,
  onEveryone,
}: {
  audience: WhoSeesIt;
  isInvalid: boolean;
  /** Called when Everyone is chosen again: the Make public switch then starts on. */
  onEveryone?: () => void;
}) {
  const t = useT();
  const name = useId();
  const tickedIds = audience.entries.map((entry) => entry.classId);
  const units = useClassUnits(tickedIds);
  const classes = audience.classes.data ?? [];

  if (audience.isLoading) {
    return (
      <p className="text-sm text-muted" role="status">
        {t('whoSees.loading')}
      </p>
    );
  }

  return (
    <fieldset className="flex min-w-0 flex-col gap-3" aria-describedby={`${name}-hint`}>
      <legend className="mb-1 text-sm font-medium text-fg">{t('whoSees.legend')}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {CHOICES.map((choice) => (
          <label key={choice} className="inline-flex min-h-10 items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${name}-choice`}
              className="size-4 accent-primary"
              checked={audience.choice === choice}
              onChange={() => {
                audience.choose(choice);
                if (choice === 'everyone') onEveryone?.();
              }}
            />
            {t(choice === 'everyone' ? 'whoSees.everyone' : 'whoSees.classes')}
          </label>
        ))}
      </div>
      <p id={`${name}-hint`} className="text-sm text-muted">
        {t(audience.choice === 'everyone' ? 'whoSees.everyoneHint' : 'whoSees.classesHint')}
      </p>
      {audience.loadFailed ? (
        <p className="text-sm text-danger" role="alert">
          {t('whoSees.loadFailed')}
        </p>
      ) : null}
      {audience.choice === 'classes' ? (
        audience.classes.isPending ? (
          <p className="text-sm text-muted" role="status">
            {t('whoSees.loadingClasses')}
          </p>
        ) : audience.classes.isError ? (
          <p className="text-sm text-danger" role="alert">
            {t('whoSees.classesFailed')}
          </p>
        ) : classes.length === 0 ? (
          <p className="text-sm text-muted">{t('whoSees.noClasses')}</p>
        ) : (
          <ul className="flex flex-col gap-3" aria-label={t('whoSees.classList')}>
            {classes.map((entry, index) => {
              const ticked = audience.entries.find((chosen) => chosen.classId === entry._id);
              const unitList = units[tickedIds.indexOf(entry._id)]?.data ?? [];
              return (
                <li
                  key={entry._id}
                  className="flex min-w-0 flex-col gap-2 rounded-md border border-line p-3 sm:flex-row sm:items-end sm:justify-between"
                >
                  <label className="inline-flex min-h-10 min-w-0 items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      name={index === 0 ? 'audience' : undefined}
                      className="size-4 shrink-0 accent-primary"
                      aria-invalid={(isInvalid && index === 0) || undefined}
                      checked={ticked !== undefined}
                      onChange={(event) => audience.toggle(entry._id, event.target.checked)}
                    />
                    <span className="min-w-0 break-words">
                      {entry.name}
                      {entry.subject === '' && entry.term === '' ? null : (
                        <span className="text-muted"> · {[entry.subject, entry.term].filter(Boolean).join(' · ')}</span>
                      )}
                    </span>
                  </label>
                  {ticked === undefined ? null : (
                    <div className="sm:w-56">
                      <NativeSelect
                        label={t('whoSees.unitOf', { name: entry.name })}
                        options={[
                          { value: '', label: t('whoSees.noUnit') },
                          ...unitList.map((unit) => ({ value: unit._id, label: unit.name })),
                        ]}
                        value={ticked.unitId ?? ''}
                        onChange={(event) => audience.setUnit(entry._id, event.target.value || null)}
                      />
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )
      ) : null}
    </fieldset>
  );
}
