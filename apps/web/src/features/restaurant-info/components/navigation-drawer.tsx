import { useRestaurant } from '../../restaurant';
import { useInfoTranslation } from '../hooks/use-info-translation';
import { infoPanels } from '../panel-store';
import { InfoEntryControl, useInfoEntries } from './info-links';
import { NewsletterForm } from './newsletter-form';

/** SPEC §2 mobile nav: every information entry of the header, and the newsletter's mobile form. */
export function NavigationDrawer() {
  const { ti } = useInfoTranslation();
  const restaurant = useRestaurant();
  const entries = useInfoEntries();
  return (
    <div className="space-y-6">
      <nav aria-label={ti('entry.more')}>
        <ul className="divide-y divide-stone-100">
          {entries.map((entry) => (
            // a link leaves the page: the drawer closes with it
            <li key={entry.id} onClickCapture={() => entry.to && infoPanels.close()}>
              <InfoEntryControl
                entry={entry}
                className="block w-full py-3 text-start text-base font-medium text-stone-800 hover:text-primary"
              />
            </li>
          ))}
        </ul>
      </nav>
      {restaurant.settings.newsletter && !restaurant.theme.eventMode && (
        <section aria-labelledby="newsletter-mobile-title" className="rounded-2xl bg-stone-50 p-4">
          <h2 id="newsletter-mobile-title" className="text-lg font-bold">
            {ti('newsletter.title')}
          </h2>
          <p className="mb-3 mt-1 text-sm text-stone-600">{ti('newsletter.text')}</p>
          <NewsletterForm />
        </section>
      )}
    </div>
  );
}
