import type { RefObject } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useScrollEdges } from '../hooks/use-scroll-edges';

/**
 * Issue 15: the category strip's faded edges where more chips hide, with arrow buttons from
 * 768 px, so guests see that it scrolls.
 */
export default function StripEdges({
  list,
  contentKey,
}: {
  list: RefObject<HTMLUListElement | null>;
  contentKey: string;
}) {
  const { t } = useTranslation();
  const strip = useScrollEdges(list, contentKey);
  return (
    <>
      {strip.more.start && (
        <StripEdge side="start" label={t('categories.scrollBack')} onClick={() => strip.scroll(-1)} />
      )}
      {strip.more.end && (
        <StripEdge side="end" label={t('categories.scrollForward')} onClick={() => strip.scroll(1)} />
      )}
    </>
  );
}

/** One faded edge, with its arrow button from 768 px. */
function StripEdge({ side, label, onClick }: { side: 'start' | 'end'; label: string; onClick: () => void }) {
  const start = side === 'start';
  return (
    <div
      className={`pointer-events-none absolute inset-y-0 flex w-14 items-center ${
        start
          ? 'start-0 justify-start bg-linear-to-r from-white rtl:bg-linear-to-l'
          : 'end-0 justify-end bg-linear-to-l from-white rtl:bg-linear-to-r'
      }`}
    >
      <button
        type="button"
        onClick={onClick}
        aria-label={label}
        // the chips stay reachable by Tab (each scrolls into view): the arrows serve the mouse
        tabIndex={-1}
        className="pointer-events-auto hidden size-9 items-center justify-center rounded-full bg-white text-stone-700 shadow ring-1 ring-stone-200 hover:text-stone-950 md:flex"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`size-5 ${start ? 'rtl:-scale-x-100' : 'ltr:-scale-x-100'}`}
        >
          <path fill="currentColor" d="M12.7 4.3 14.1 5.7 9.8 10l4.3 4.3-1.4 1.4L7 10z" />
        </svg>
      </button>
    </div>
  );
}
