import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../lib/i18n/use-t';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { CLASSES_KEY, joinClass, useJoinPreview } from '../api/classes';

/** `/classes/join/:code`: the class a join link names, and one button to join it. */
export function JoinClassPage() {
  const t = useT();
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const preview = useJoinPreview(code);
  const [isBusy, setBusy] = useState(false);

  const join = () => {
    setBusy(true);
    joinClass(code).then(
      async (answer) => {
        showSuccessToast(answer.message ?? '');
        await queryClient.invalidateQueries({ queryKey: CLASSES_KEY });
        void navigate(`/classes/${answer.class._id}`);
      },
      (error: unknown) => {
        setBusy(false);
        showErrorToast(error instanceof Error ? error.message : String(error));
      },
    );
  };

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 py-8">
      {preview.isPending ? (
        <Spinner label={t('classes.join.checking')} />
      ) : preview.isError ? (
        <>
          <h1 className="text-2xl font-bold">{t('classes.join.heading')}</h1>
          <p role="alert">{preview.error.message}</p>
          <Link to="/classes" className={buttonClasses('outline', 'md', 'self-start')}>
            {t('classes.page.back')}
          </Link>
        </>
      ) : (
        <Card className="flex flex-col gap-3 p-6">
          <h1 className="text-2xl font-bold">{t('classes.join.pageTitle', { name: preview.data.name })}</h1>
          {preview.data.subject || preview.data.term ? (
            <p className="text-muted">{[preview.data.subject, preview.data.term].filter(Boolean).join(' · ')}</p>
          ) : null}
          {preview.data.isMember ? (
            <>
              <p>{t('classes.join.already')}</p>
              <Link to={`/classes/${preview.data._id}`} className={buttonClasses('primary', 'md', 'self-start')}>
                {t('classes.join.open')}
              </Link>
            </>
          ) : (
            <Button className="self-start" isBusy={isBusy} onClick={join}>
              {t('classes.join.submit')}
            </Button>
          )}
        </Card>
      )}
    </div>
  );
}
