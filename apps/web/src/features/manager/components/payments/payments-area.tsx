import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../../lib/i18n';
import { paymentMethodsQuery, sellerDetailsQuery, tipsQuery, vouchersQuery } from '../../api/payments-api';
import { taxesQuery } from '../../api/taxes-api';
import { useManager } from '../../manager-context';
import { useManagerT } from '../../manager-i18n';
import { SectionCard as Card } from '../section-card';
import { usePageTitle } from '../tickets/use-page-title';
import {
  MollieCredentialsForm,
  PaymentMethodsForm,
  SaferpayCredentialsForm,
} from './payment-methods-section';
import { SellerDetailsForm } from './seller-details-form';
import { TaxRatesSection } from './tax-rates-section';
import { TipsForm } from './tips-form';
import { VouchersSection } from './vouchers-section';

/**
 * Issue 20 (back office), a chunk of its own: the restaurant's vouchers, tips, and the payment
 * methods it offers with its providers' credentials.
 */
export default function PaymentsArea() {
  const t = useManagerT();
  const { locale } = useTranslation();
  const { api, restaurant } = useManager();
  const vouchers = useQuery(vouchersQuery(api, restaurant.id, locale));
  const tips = useQuery(tipsQuery(api, restaurant.id, locale));
  const taxes = useQuery(taxesQuery(api, restaurant.id, locale));
  // payment methods and credentials are the owner's (decision 044): a manager's page leaves them out
  const owner = restaurant.role === 'owner';
  const methods = useQuery({ ...paymentMethodsQuery(api, restaurant.id, locale), enabled: owner });
  // issue 36: who the receipts name as the seller, the owner's too
  const seller = useQuery({ ...sellerDetailsQuery(api, restaurant.id, locale), enabled: owner });
  const title = owner ? t('payments.title') : t('nav.vouchers');
  usePageTitle(title);
  const loading =
    vouchers.isPending ||
    tips.isPending ||
    taxes.isPending ||
    (owner && (methods.isPending || seller.isPending));
  const failed = vouchers.isError || tips.isError || taxes.isError || methods.isError || seller.isError;

  return (
    <main id="main" className="mx-auto w-full max-w-6xl flex-1 space-y-5 px-4 py-4 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        <p className="text-sm text-stone-600">{t('payments.intro')}</p>
      </div>
      {loading && <p role="status">{t('area.loading')}</p>}
      {failed && (
        <p role="alert" className="text-red-700">
          {t('area.error')}
        </p>
      )}
      {vouchers.data && (
        <Card id="vouchers" title={t('vouchers.title')}>
          <VouchersSection data={vouchers.data} />
        </Card>
      )}
      {tips.data && (
        <Card id="tips" title={t('tips.title')}>
          <TipsForm tips={tips.data} />
        </Card>
      )}
      {taxes.data && (
        <Card id="taxes" title={t('taxes.title')}>
          <TaxRatesSection overview={taxes.data} />
        </Card>
      )}
      {seller.data && (
        <Card id="seller" title={t('seller.title')}>
          <SellerDetailsForm details={seller.data} />
        </Card>
      )}
      {methods.data && (
        <>
          <Card id="methods" title={t('methods.title')}>
            <p className="mb-3 text-sm text-stone-600">{t('methods.intro')}</p>
            <PaymentMethodsForm data={methods.data} />
          </Card>
          <Card id="credentials" title={t('credentials.title')}>
            {!methods.data.can_store_credentials && (
              <p role="alert" className="mb-4 rounded-2xl bg-amber-100 p-3 text-sm text-amber-900">
                {t('credentials.noKey')}
              </p>
            )}
            <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
              <MollieCredentialsForm data={methods.data} />
              <SaferpayCredentialsForm data={methods.data} />
            </div>
            <p className="mt-4 text-sm text-stone-600">{t('credentials.payFixNote')}</p>
          </Card>
        </>
      )}
    </main>
  );
}
