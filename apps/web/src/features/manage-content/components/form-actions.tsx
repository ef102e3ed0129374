import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { buttonClasses } from '../../../components/ui/button-classes';

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
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-line pt-5 sm:flex-row sm:justify-end">
      <Link to={cancelTo} className={buttonClasses('outline', 'lg')}>
        Cancel
      </Link>
      <Button type="submit" size="lg" isBusy={isBusy}>
        {isBusy ? (mode === 'upload' ? 'Uploading...' : 'Saving...') : idleLabel}
      </Button>
    </div>
  );
}
