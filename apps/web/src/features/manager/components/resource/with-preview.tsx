import type { ReactNode } from 'react';

/**
 * Issue 35: a form with its live preview beside it on a wide screen and below it on a narrow
 * one (the hours page shows the next seven days as guests see them next to the week's hours).
 */
export function WithPreview({ preview, children }: { preview: ReactNode; children: ReactNode }) {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      {children}
      {preview}
    </div>
  );
}
