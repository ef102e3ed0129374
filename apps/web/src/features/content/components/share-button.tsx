import { Share2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/use-t';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';

/** The address to share for an app path: absolute, on this site (it opens through the login wall). */
export function shareUrl(path: string): string {
  return new URL(path, window.location.origin).href;
}

function isCancelled(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Share an item's page: the system's share sheet where the browser has one (phones: WhatsApp, Telegram),
 * otherwise the link goes to the clipboard with a "Link copied" toast.
 */
export function ShareButton({ title, path }: { title: string; path: string }) {
  const t = useT();

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      showSuccessToast(t('arriving.linkCopied'));
    } catch {
      showErrorToast(t('arriving.copyFailed'));
    }
  }

  async function share() {
    const url = shareUrl(path);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The student closed the sheet: nothing to do. Any other refusal falls back to copying.
        if (isCancelled(error)) return;
      }
    }
    await copy(url);
  }

  return (
    <Button variant="outline" size="sm" onClick={() => void share()} aria-label={t('arriving.shareLabel', { title })}>
      <Share2 className="size-4" aria-hidden="true" />
      {t('arriving.share')}
    </Button>
  );
}
