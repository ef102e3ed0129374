import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { buttonClasses } from '../../../components/ui/button-classes';
import { useT } from '../../../lib/i18n/use-t';

/** Submit (with the spec's busy labels) and cancel. */
export function FormActions({
  mode,
  isBusy,
  idleLabel,
  cancelTo,
}: {
  mode: 'upload' | 'update';
  isBusy: boolean;
  idleLabel: string;
  cancelTo: string;
}) {
  const t = useT();
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-line pt-5 sm:flex-row sm:justify-end">
      <Link to={cancelTo} className={buttonClasses('outline', 'lg')}>
        {t('manage.cancel')}
      </Link>
      <Button type="submit" size="lg" isBusy={isBusy}>
        {isBusy ? t(mode === 'upload' ? 'manage.uploading' : 'manage.saving') : idleLabel}
      </Button>
    </div>
  );
}
