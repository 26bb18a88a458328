import { useQuery } from '@tanstack/react-query';
import type { CategoryDto, ProductDto } from '@tavola/contracts';
import { formatMoney } from '@tavola/i18n/money';
import { useLayoutEffect, useRef, useState } from 'react';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { RichText } from '../../../components/ui/rich-text';
import { Sheet } from '../../../components/ui/sheet';
import { useAppContext } from '../../../lib/app-context';
import { useDeferredTexts, useTranslation } from '../../../lib/i18n';
import { showsCatalogueOnly, useLocale, useRestaurant } from '../../restaurant';
import { attributeGroupsQuery, packageStepsQuery } from '../api/menu-queries';
import { AllergyIcons } from './allergy-icons';
import { AttributesFlow } from './attributes-flow';
import { PackageFlow } from './package-flow';
import { ProductPrice } from './product-price';

/** SPEC §9: the description collapses when taller than 80 px. */
const collapsedHeight = 80;

/**
 * SPEC §2 Product side panel: breadcrumb, image, allergens, name, price, description, and the
 * Packages flow (is_package) or the Attributes flow; in catalogue mode the choices as information.
 */
export default function ProductPanel({
  product,
  categories,
  onClose,
}: {
  product: ProductDto;
  categories: CategoryDto[];
  onClose: () => void;
}) {
  useDeferredTexts();
  const { t } = useTranslation();
  const restaurant = useRestaurant();
  const locale = useLocale();
  const category = categories.find((c) => c.id === product.category_id);
  const crumbs = [category?.name, product.subcategory_name, product.name].filter((c): c is string =>
    Boolean(c),
  );
  return (
    <Sheet title={product.name} placement="end" onClose={onClose} hideTitle>
      <nav aria-label={t('product.breadcrumb')} className="mb-3 text-xs text-stone-500">
        <ol className="flex flex-wrap items-center gap-1">
          {crumbs.map((crumb, index) => (
            <li key={`${crumb}-${index}`} className="flex items-center gap-1">
              {index > 0 && <span aria-hidden="true">›</span>}
              <span aria-current={index === crumbs.length - 1 ? 'page' : undefined}>{crumb}</span>
            </li>
          ))}
        </ol>
      </nav>
      {restaurant.settings.product_image && product.image && (
        <ResponsiveImage
          src={product.image}
          sizes="(min-width: 640px) 32rem, 100vw"
          loading="eager"
          className="mb-4 aspect-[4/3] w-full rounded-2xl bg-stone-100 object-cover"
        />
      )}
      <h2 className="text-2xl font-bold">{product.name}</h2>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <ProductPrice product={product} className="text-lg font-semibold text-primary" />
        {product.stock === 0 && (
          <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-700 ring-1 ring-red-200">
            {t('product.outOfStock')}
          </span>
        )}
      </div>
      {product.depot && (
        <p className="mt-1 text-xs text-stone-500">
          {t('product.deposit', {
            price: formatMoney(product.depot.price, restaurant.currency, locale),
            name: product.depot.name,
          })}
        </p>
      )}
      {product.allergy_info.length > 0 && (
        <div className="mt-4">
          <h3 className="mb-2 text-sm font-semibold">{t('product.allergens')}</h3>
          <AllergyIcons codes={product.allergy_info} size="md" />
        </div>
      )}
      {product.description && <CollapsibleDescription html={product.description} />}
      {showsCatalogueOnly(restaurant) ? (
        // SPEC §6: catalogue mode shows what there is to choose, without adding
        product.is_package === 1 ? (
          <PackageSteps productId={product.id} />
        ) : (
          product.extra && <AttributeGroups product={product} />
        )
      ) : product.stock === 0 ? (
        // SPEC §4 Add flow: out of stock blocks
        <p className="mt-6 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200">
          {t('basket.outOfStock')}
        </p>
      ) : product.is_package === 1 ? (
        <PackageFlow product={product} onAdded={onClose} />
      ) : (
        <AttributesFlow product={product} onAdded={onClose} />
      )}
    </Sheet>
  );
}

function CollapsibleDescription({ html }: { html: string }) {
  const { t } = useTranslation();
  const content = useRef<HTMLDivElement>(null);
  const [tall, setTall] = useState(false);
  const [expanded, setExpanded] = useState(false);
  useLayoutEffect(() => {
    setTall((content.current?.scrollHeight ?? 0) > collapsedHeight);
  }, []);
  return (
    <div className="mt-4">
      <div
        ref={content}
        id="product-description"
        className="overflow-hidden text-stone-700"
        style={tall && !expanded ? { maxHeight: collapsedHeight } : undefined}
      >
        <RichText html={html} />
      </div>
      {tall && (
        <button
          type="button"
          className="mt-1 text-sm font-medium text-primary underline-offset-2 hover:underline"
          aria-expanded={expanded}
          aria-controls="product-description"
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? t('product.showLess') : t('product.showMore')}
        </button>
      )}
    </div>
  );
}

function PackageSteps({ productId }: { productId: number }) {
  const { t, locale } = useTranslation();
  const { api } = useAppContext();
  const steps = useQuery(packageStepsQuery(api, locale, productId));
  if (!steps.data) return <p className="mt-6 text-sm text-stone-500">{t('app.loading')}</p>;
  return (
    <section className="mt-6" aria-labelledby="package-steps">
      <h3 id="package-steps" className="mb-3 font-semibold">
        {t('product.steps')}
      </h3>
      <ol className="space-y-3">
        {steps.data.map((step, index) => (
          <li key={step.id} className="rounded-2xl p-4 ring-1 ring-stone-200">
            <p className="font-medium">
              {index + 1}. {step.name}
            </p>
            {step.question && <p className="text-sm text-stone-500">{step.question}</p>}
            <p className="mt-1 text-xs text-stone-500">
              {step.min === 0
                ? t('product.optional')
                : t('product.stepChoose', { count: step.max, min: step.min })}
            </p>
            <p className="mt-2 text-sm text-stone-700">
              {step.products.map((choice) => choice.name).join(' · ')}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}

function AttributeGroups({ product }: { product: ProductDto }) {
  const { t, locale } = useTranslation();
  const { api } = useAppContext();
  const restaurant = useRestaurant();
  const groups = useQuery(attributeGroupsQuery(api, locale, product.category_id));
  const mine = groups.data?.find((entry) => entry.productId === product.id)?.groups ?? [];
  if (!groups.data) return <p className="mt-6 text-sm text-stone-500">{t('app.loading')}</p>;
  return (
    <section className="mt-6 space-y-3" aria-label={t('product.choices')}>
      {mine.map((group) => (
        <div key={group.id} className="rounded-2xl p-4 ring-1 ring-stone-200">
          <p className="flex flex-wrap items-baseline gap-2 font-medium">
            {group.name}
            <span className="text-xs font-normal text-stone-500">
              {group.minimum_value > 0 ? t('product.required') : t('product.optional')}
              {group.is_multi_select && group.maximum_value
                ? ` ${t('product.maxItems', { count: group.maximum_value })}`
                : ''}
            </span>
          </p>
          <ul className="mt-2 space-y-1 text-sm">
            {group.items.map((item) => (
              <li key={item.id} className="flex justify-between gap-3">
                <span>{item.name}</span>
                {item.pivot.price > 0 && (
                  <span className="text-stone-500" dir="ltr">
                    +{formatMoney(item.pivot.price, restaurant.currency, locale)}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
