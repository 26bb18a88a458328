import type { ReactNode } from 'react';
import { EventHeader } from './event-header';
import { EventTopBar } from './event-top-bar';

/** SPEC §2 event layout around a page: the top bar, the header, then the page's own content. */
export function EventShell({ children }: { children: ReactNode }) {
  return (
    <>
      <EventTopBar />
      <EventHeader />
      <main id="main" className="mx-auto min-h-[70dvh] max-w-7xl px-4 pt-5 pb-10 sm:px-6">
        {children}
      </main>
    </>
  );
}
