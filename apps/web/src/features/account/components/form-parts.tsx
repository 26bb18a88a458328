import type { ReactNode } from 'react';

export const linkButton = 'font-medium text-stone-700 underline underline-offset-2 hover:text-stone-950';
export const card = 'rounded-3xl bg-white p-4 ring-1 ring-stone-200 sm:p-6';

export function Spinner({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-10" role="status">
      <span className="size-8 animate-spin rounded-full border-4 border-stone-200 border-t-primary" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

export function ErrorNote({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-2xl bg-red-50 p-4 text-red-800">
      {children}
    </p>
  );
}
