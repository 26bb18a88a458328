import { useTranslation } from '../../../../lib/i18n';
import { useRestaurant } from '../../../restaurant';
import { SocialLinks } from '../social-links';

/** SPEC §2 event layout: the top bar with the address, the telephone and the social links. */
export function EventTopBar() {
  const { t } = useTranslation();
  const restaurant = useRestaurant();
  const { street, postal_code, city } = restaurant.address;
  const address = [street, [postal_code, city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <section aria-label={t('event.contactBar')} className="bg-primary text-(--color-primary-contrast)">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-5 gap-y-1 px-4 py-2 text-xs sm:px-6 sm:text-sm">
        {address && (
          <p className="flex min-w-0 items-center gap-1.5">
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0">
              <path
                fill="currentColor"
                d="M10 2a6 6 0 0 1 6 6c0 4.5-6 10-6 10S4 12.5 4 8a6 6 0 0 1 6-6m0 3.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5"
              />
            </svg>
            <span dir="auto" className="truncate">
              {address}
            </span>
          </p>
        )}
        {restaurant.telephon && (
          <a
            href={`tel:${restaurant.telephon.replace(/[^\d+]/g, '')}`}
            aria-label={t('event.call', { phone: restaurant.telephon })}
            className="flex items-center gap-1.5 hover:underline"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0">
              <path
                fill="currentColor"
                d="M6.6 2.5 8.4 6 7 7.6a11 11 0 0 0 5.4 5.4L14 11.6l3.5 1.8v2.9A1.7 1.7 0 0 1 15.8 18 13.8 13.8 0 0 1 2 4.2a1.7 1.7 0 0 1 1.7-1.7z"
              />
            </svg>
            <span dir="ltr">{restaurant.telephon}</span>
          </a>
        )}
        <SocialLinks
          className="flex flex-wrap gap-x-3 sm:ms-auto"
          linkClassName="capitalize underline-offset-2 hover:underline"
        />
      </div>
    </section>
  );
}
