import { useEffect, useId, useRef } from 'react';
import { primaryButton } from '../../../components/ui/form/buttons';
import { Sheet } from '../../../components/ui/sheet';
import { useDeferredTexts, useTranslation } from '../../../lib/i18n';
import { DeliveryTypeSelector, useBasket, useBasketChanges } from '../../basket';
import { useRestaurant } from '../../restaurant';
import { DeliveryTimePicker } from './delivery-time-picker';

/**
 * SPEC §2 Menu screen: the delivery type selector and delivery time picker, from the menu. The
 * same picker as the checkout's (same domain rules, saved on the basket through
 * add-delivery-time), in a bottom sheet loaded only when the guest opens it; the menu's lists
 * carry the basket's time, so they show what can be had then. A basket is created when the
 * guest has none yet, as the first add would.
 */
export default function DeliveryTimeSheet({ onClose }: { onClose: () => void }) {
  useDeferredTexts();
  const { t } = useTranslation();
  const restaurant = useRestaurant();
  const basket = useBasket().data;
  const { ensureBasketId } = useBasketChanges();
  const problemId = useId();

  // a basket to save the time on, as the first add would create it; once, on opening
  const opening = useRef({ ensureBasketId, onClose });
  useEffect(() => {
    const { ensureBasketId: ensure, onClose: close } = opening.current;
    void ensure().catch(() => close());
  }, []);

  return (
    <Sheet title={t('menuTime.title')} placement="bottom" onClose={onClose}>
      <div className="space-y-5 pt-1 pb-[env(safe-area-inset-bottom)]">
        <DeliveryTypeSelector />
        {basket ? (
          <DeliveryTimePicker
            key={basket.deliveryType}
            restaurant={restaurant}
            basketId={basket.id}
            deliveryType={basket.deliveryType}
            deliveryTime={basket.deliveryTime}
            problemId={problemId}
            onUnconfirmedChange={() => {}}
          />
        ) : (
          <div className="h-24 animate-pulse rounded-2xl bg-stone-100" aria-hidden="true" />
        )}
        <button type="button" className={`${primaryButton} w-full`} onClick={onClose}>
          {t('menuTime.showMenu')}
        </button>
      </div>
    </Sheet>
  );
}
