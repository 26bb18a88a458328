import type { ReactNode } from 'react';

/** A back-office page's section: a white card named by its heading (a region for screen readers). */
export function SectionCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`section-${id}`}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5"
    >
      <h2 id={`section-${id}`} className="mb-3 text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
