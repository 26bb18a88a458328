import { Sheet } from '../../../components/ui/sheet';
import { useDeferredTexts, useTranslation } from '../../../lib/i18n';
import { basketButtonId } from '../basket-state';
import { CartContents } from './cart-contents';

/** SPEC §2: the side cart, at the end side of the page. */
export default function SideCart({ onClose }: { onClose: () => void }) {
  useDeferredTexts();
  const { t } = useTranslation();
  return (
    <Sheet
      title={t('basket.title')}
      placement="end"
      onClose={onClose}
      // opened by an 'Add' of a panel that is gone: the focus goes back to the basket button
      returnFocusTo={() => document.getElementById(basketButtonId)}
    >
      <CartContents variant="side" onLeave={onClose} />
    </Sheet>
  );
}
