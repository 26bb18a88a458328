import { Sheet } from '../../../components/ui/sheet';
import { useDeferredTexts, useTranslation } from '../../../lib/i18n';
import { CartContents } from './cart-contents';

/** SPEC §2: the side cart, at the end side of the page. */
export default function SideCart({ onClose }: { onClose: () => void }) {
  useDeferredTexts();
  const { t } = useTranslation();
  return (
    <Sheet title={t('basket.title')} placement="end" onClose={onClose}>
      <CartContents variant="side" onLeave={onClose} />
    </Sheet>
  );
}
