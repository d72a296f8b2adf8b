import type { ReactNode } from 'react';
import { ComingSoon } from './coming-soon';
import { PageHeader } from './page-header';

interface SoonPageProps {
  title: string;
  backTo?: string;
  children?: ReactNode;
}

/** A titled page whose body says the section opens soon: the minimal form of a later screen. */
export function SoonPage({ title, backTo, children }: SoonPageProps) {
  return (
    <>
      <PageHeader title={title} backTo={backTo} />
      <div className="m-page">
        <ComingSoon>{children}</ComingSoon>
      </div>
    </>
  );
}
