import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

/** The frame of every account screen: a centred card under a heading, full width on phones. */
export function AuthShell({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-10 sm:py-16">
      <header className="flex flex-col gap-2 text-center">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {intro ? <p className="text-muted">{intro}</p> : null}
      </header>
      <Card className="p-5 hover:shadow-none sm:p-6">{children}</Card>
      {footer ? <div className="text-center text-sm text-muted">{footer}</div> : null}
    </div>
  );
}
