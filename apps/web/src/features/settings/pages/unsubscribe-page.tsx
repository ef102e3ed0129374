import { Link, useSearchParams } from 'react-router';
import { UNSUBSCRIBE_LISTS, type UnsubscribeList } from '@prepshelf/contract';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useT } from '../../../lib/i18n/use-t';
import { useUnsubscribe } from '../api/notifications';

/**
 * /unsubscribe?list=…&token=…, the link in every digest and announcement. One click on the button
 * unsubscribes (mail scanners that open links do not press buttons); mail clients use the RFC 8058
 * header instead and never see this page.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const listParam = params.get('list') ?? '';
  const list = (UNSUBSCRIBE_LISTS as readonly string[]).includes(listParam)
    ? (listParam as UnsubscribeList)
    : undefined;
  const unsubscribe = useUnsubscribe();
  const result = unsubscribe.data;
  const t = useT();

  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-6 px-4 py-14">
      <h1 className="text-2xl font-bold tracking-tight">{t('account.unsubscribeTitle')}</h1>
      <Card className="flex flex-col gap-4 p-6 hover:shadow-none">
        {list === undefined || token === '' ? (
          <p>{t('account.unsubscribeInvalid')}</p>
        ) : result?.ok ? (
          <p role="status">{t('account.unsubscribed', { list })}</p>
        ) : (
          <>
            <p>{t('account.unsubscribeQuestion', { list })}</p>
            {result && !result.ok ? (
              <p role="alert" className="text-danger-text">
                {result.message}
              </p>
            ) : null}
            <div>
              <Button isBusy={unsubscribe.isPending} onClick={() => unsubscribe.mutate({ token, list })}>
                {t('account.unsubscribe')}
              </Button>
            </div>
          </>
        )}
        <Link to="/" className="text-sm text-primary-text hover:underline">
          {t('account.goToPrepShelf')}
        </Link>
      </Card>
    </div>
  );
}
