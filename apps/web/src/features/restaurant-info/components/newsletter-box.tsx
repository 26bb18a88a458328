import { useEffect, useId, useRef, useState } from 'react';
import { useInfoTranslation } from '../hooks/use-info-translation';
import { NewsletterForm } from './newsletter-form';

/**
 * SPEC §2/§4 Newsletter box on wide screens: a 'SUBSCRIBE' tab that slides the box up; it
 * toggles, and a click outside (or Escape) closes it. Phones get the form in the navigation.
 */
export default function NewsletterBox() {
  const { ti } = useInfoTranslation();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const id = useId();
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (box.current && event.target instanceof Node && !box.current.contains(event.target)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return (
    <aside
      ref={box}
      aria-label={ti('newsletter.title')}
      className="pointer-events-none fixed bottom-0 end-6 z-30 hidden w-80 lg:block [&>*]:pointer-events-auto"
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        className="ms-auto block rounded-t-xl bg-primary px-4 py-2 text-xs font-bold tracking-widest text-(--color-primary-contrast) shadow-lg"
      >
        {ti('newsletter.tab')}
      </button>
      <div
        id={id}
        hidden={!open}
        className="rounded-tl-2xl bg-white p-5 shadow-2xl ring-1 ring-stone-200 rtl:rounded-tl-none rtl:rounded-tr-2xl"
      >
        <h2 className="text-lg font-bold">{ti('newsletter.title')}</h2>
        <p className="mb-3 mt-1 text-sm text-stone-600">{ti('newsletter.text')}</p>
        <NewsletterForm />
      </div>
    </aside>
  );
}
