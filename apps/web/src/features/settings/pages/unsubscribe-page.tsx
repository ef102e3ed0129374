import { Link, useSearchParams } from 'react-router';
import { UNSUBSCRIBE_LISTS, type UnsubscribeList } from '@prepshelf/contract';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useUnsubscribe } from '../api/notifications';

const LIST_NAMES: Record<UnsubscribeList, string> = {
  digest: 'the daily digest',
  announcements: 'announcements',
};

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

  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-6 px-4 py-14">
      <h1 className="text-2xl font-bold tracking-tight">Unsubscribe</h1>
      <Card className="flex flex-col gap-4 p-6 hover:shadow-none">
        {list === undefined || token === '' ? (
          <p>This unsubscribe link is not valid.</p>
        ) : result?.ok ? (
          <p role="status">
            You have been unsubscribed from {LIST_NAMES[list]}. You can turn it back on in your account settings.
          </p>
        ) : (
          <>
            <p>Stop receiving {LIST_NAMES[list]} from PrepShelf?</p>
            {result && !result.ok ? (
              <p role="alert" className="text-danger-text">
                {result.message}
              </p>
            ) : null}
            <div>
              <Button isBusy={unsubscribe.isPending} onClick={() => unsubscribe.mutate({ token, list })}>
                Unsubscribe
              </Button>
            </div>
          </>
        )}
        <Link to="/" className="text-sm text-primary-text hover:underline">
          Go to PrepShelf
        </Link>
      </Card>
    </div>
  );
}
