import type { BasketDto } from '@tavola/contracts';
import { useRestaurant } from '../../restaurant';
import { sectionCard } from './section-card';
import { TipChoice } from './tip-choice';
import { VoucherField } from './voucher-field';

/** SPEC §4: a voucher and a tip, each sent to the server at once; the server prices them. */
export function VoucherTipSection({ data }: { data: BasketDto }) {
  const { settings } = useRestaurant();
  if (!settings.available_voucher && !settings.tip_request) return null;
  return (
    <section className={sectionCard}>
      {settings.available_voucher && <VoucherField data={data} />}
      {settings.tip_request && <TipChoice data={data} />}
    </section>
  );
}
