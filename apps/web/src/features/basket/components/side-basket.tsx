import { useCallback, useId, useRef } from 'react';
import { useDeferredTexts, useTranslation } from '../../../lib/i18n';
import { sideBasketColumn } from '../basket-state';
import { useFitToViewport } from '../hooks/use-fit-to-viewport';
import { CartContents } from './cart-contents';

/**
 * The side basket beside the menu (issue 15): its lines scroll, its total and Continue stay in
 * view at its foot, and the header's basket button brings the focus here.
 */
export default function SideBasket() {
  useDeferredTexts();
  const { t } = useTranslation();
  const id = useId();
  const element = useRef<HTMLElement | null>(null);
  // room below for the newsletter's tab at the window's foot (SPEC §2 newsletter box)
  useFitToViewport(element, 56);
  const attach = useCallback((node: HTMLElement | null) => {
    element.current = node;
    sideBasketColumn.attach(node);
  }, []);
  return (
    <aside
      ref={attach}
      tabIndex={-1}
      aria-labelledby={id}
      className="flex flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-stone-200 outline-none focus-visible:ring-2 focus-visible:ring-primary"
    >
      <h2 id={id} className="px-5 pt-4 pb-2 text-lg font-semibold">
        {t('basket.title')}
      </h2>
      <div className="min-h-0 flex-1 overflow-y-auto px-5 pb-6">
        <CartContents variant="column" />
      </div>
    </aside>
  );
}
