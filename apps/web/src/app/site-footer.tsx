import { useRestaurant } from '../features/restaurant';
import { FooterInfo } from '../features/restaurant-info';
import { useTranslation } from '../lib/i18n';

const socialNames = ['facebook', 'instagram', 'twitter', 'linkedin', 'tiktok', 'youtube'] as const;

/** SPEC §2: footer (hidden when the side menu is active; the side navigation carries it then). */
export function SiteFooter() {
  const { t } = useTranslation();
  const restaurant = useRestaurant();
  if (restaurant.theme.sideMenu) return null;
  const social = socialNames.filter((name) => restaurant.social_links[name]);
  return (
    <footer className="mt-12 border-t border-stone-200 bg-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 text-sm text-stone-600 sm:grid-cols-3 sm:px-6">
        <div>
          <p className="text-base font-semibold text-stone-900">{restaurant.name}</p>
          {/* the restaurant's own text, in its own script: each line isolated (dir auto), so
              '10435 Berlin' keeps its order inside an Arabic page */}
          <address className="mt-2 not-italic">
            <bdi>{restaurant.address.street}</bdi>
            <br />
            <bdi>
              {restaurant.address.postal_code} {restaurant.address.city}
            </bdi>
          </address>
        </div>
        <div>
          <p className="font-semibold text-stone-900">{t('footer.contact')}</p>
          {restaurant.telephon && (
            <a
              className="mt-2 block hover:text-primary"
              href={`tel:${restaurant.telephon.replace(/\s+/g, '')}`}
            >
              {/* a number reads left to right in Arabic too; the link keeps the page's side */}
              <bdi dir="ltr">{restaurant.telephon}</bdi>
            </a>
          )}
          {restaurant.email && (
            <a className="block hover:text-primary" href={`mailto:${restaurant.email}`}>
              <bdi>{restaurant.email}</bdi>
            </a>
          )}
        </div>
        {social.length > 0 && (
          <div>
            <p className="font-semibold text-stone-900">{t('footer.followUs')}</p>
            <ul className="mt-2 flex flex-wrap gap-3">
              {social.map((name) => (
                <li key={name}>
                  <a
                    className="capitalize hover:text-primary"
                    href={restaurant.social_links[name]}
                    rel="noopener noreferrer"
                    target="_blank"
                  >
                    {name}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <FooterInfo />
      <div className="border-t border-stone-100 px-4 py-4 text-center text-xs text-stone-500">
        <p>{t('app.copyright', { year: new Date().getFullYear(), name: restaurant.name })}</p>
        {restaurant.settings.branding && <p className="mt-1">{t('app.createdBy', { name: 'Tavola' })}</p>}
      </div>
    </footer>
  );
}
