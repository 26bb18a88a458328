import { lazy, Suspense } from 'react';
import { useMediaQuery } from '../../../lib/use-media-query';
import { sideBasketColumn, sideCartMedia } from '../basket-state';

const SideBasket = lazy(() => import('./side-basket'));

/**
 * Issue 15, SPEC §4/§9: from 768 px the side cart is a column beside the menu that stays open
 * and changes in place as dishes are added, so no panel has to be closed before the next add.
 * Its width is kept from the first paint; its contents load with the first wide view. A dish
 * added before they are in shows there too: the place counts as the column, no dialog opens.
 */
export function SideBasketColumn() {
  const wide = useMediaQuery(sideCartMedia);
  return (
    <div
      ref={wide ? sideBasketColumn.attachPlace : undefined}
      className="sticky top-[4.5rem] hidden w-80 shrink-0 self-start pt-6 pb-4 md:block lg:w-88"
    >
      {wide && (
        <Suspense fallback={null}>
          <SideBasket />
        </Suspense>
      )}
    </div>
  );
}
