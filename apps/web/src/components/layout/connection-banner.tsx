import { Link } from 'react-router';
import { useIsOnline, useWaitingUpdate } from '../../lib/offline/connection';
import { useSession } from '../../lib/use-session';
import { buttonClasses } from '../ui/button-classes';
import { HardDriveDownloadIcon, WifiOffIcon } from '../ui/icons';
import { useT } from '../../lib/i18n/use-t';

/**
 * Above every screen: a plain "you're offline" strip while the network is gone (with the way to the
 * Offline shelf for a logged-in reader), and "A new version is ready — Reload" when an update waits.
 * In the entry chunk, so it needs no lazy code to appear offline; a few hundred bytes.
 */
export function ConnectionBanner() {
  const isOnline = useIsOnline();
  const applyUpdate = useWaitingUpdate();
  const { isLoggedIn } = useSession();
  const t = useT();

  return (
    <>
      {isOnline ? null : (
        <div role="status" className="border-b border-line bg-amber-soft text-amber-text">
          <p className="mx-auto flex max-w-[1200px] items-center gap-2 px-4 py-2 text-sm font-medium sm:px-6">
            <WifiOffIcon className="size-4 shrink-0" />
            <span>
              {t('connection.offline')}{' '}
              {isLoggedIn ? (
                <Link
                  to="/offline-shelf"
                  className="underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-ring"
                >
                  {t('connection.shelf')}
                </Link>
              ) : (
                t('connection.shelf')
              )}
              {t('connection.offlineEnd')}
            </span>
          </p>
        </div>
      )}
      {applyUpdate === null ? null : (
        <div role="status" className="border-b border-line bg-primary-soft text-primary-text">
          <p className="mx-auto flex max-w-[1200px] items-center gap-3 px-4 py-2 text-sm font-medium sm:px-6">
            <HardDriveDownloadIcon className="size-4 shrink-0" />
            <span className="flex-1">{t('connection.update')}</span>
            <button type="button" className={buttonClasses('primary', 'sm')} onClick={applyUpdate}>
              {t('connection.reload')}
            </button>
          </p>
        </div>
      )}
    </>
  );
}
