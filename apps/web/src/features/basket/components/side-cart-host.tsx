import { lazy, Suspense } from 'react';
import { sideCartOpen } from '../basket-state';
import { useSideCartOpen } from '../hooks/use-basket';

const SideCart = lazy(() => import('./side-cart'));

/** SPEC §2 shell: the side cart, loaded when first opened. */
export function SideCartHost() {
  const open = useSideCartOpen();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SideCart onClose={() => sideCartOpen.set(false)} />
    </Suspense>
  );
}
