import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useAuthProviders } from '../api/get-auth-providers';
import { useT } from '../../../lib/i18n/use-t';

/** Google's "G", drawn in SVG (no image files, no third-party script on the page). */
function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
      />
      <path
        fill="#FBBC05"
        d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
      />
    </svg>
  );
}

/**
 * Sends the browser to the server's Google start address (which redirects to the provider). When the
 * server has Google sign-in switched off, the button stays visible but disabled and says why.
 */
export function GoogleButton({ label }: { label: string }) {
  const providers = useAuthProviders();
  const t = useT();
  const [isLeaving, setIsLeaving] = useState(false);
  const hintId = useId();
  // Coming back with the browser's Back button may restore this page from the back-forward cache.
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => {
      if (event.persisted) setIsLeaving(false);
    };
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);
  const google = providers.data?.google;
  const startUrl = google?.isEnabled ? google.startUrl : undefined;
  const isUnavailable = providers.isSuccess && startUrl === undefined;

  return (
    <div className="flex flex-col gap-1.5">
      <Button
        variant="outline"
        size="lg"
        className="w-full"
        disabled={startUrl === undefined}
        isBusy={providers.isPending || isLeaving}
        aria-describedby={isUnavailable ? hintId : undefined}
        onClick={() => {
          if (startUrl === undefined) return;
          setIsLeaving(true);
          window.location.assign(startUrl);
        }}
      >
        {providers.isPending || isLeaving ? null : <GoogleMark />}
        {label}
      </Button>
      {isUnavailable ? (
        <p id={hintId} className="text-center text-sm text-muted">
          {t('auth.googleUnavailable')}
        </p>
      ) : null}
    </div>
  );
}

/** A divider between the e-mail form and the Google button. */
export function OrDivider() {
  const t = useT();
  return (
    <div className="flex items-center gap-3 text-sm text-muted" role="separator">
      <span className="h-px flex-1 bg-line" />
      {t('auth.or')}
      <span className="h-px flex-1 bg-line" />
    </div>
  );
}
