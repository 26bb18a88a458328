import { type DeliveryType, deliveryTypes, slugFromName } from '@tavola/domain';
import { localeInfo, locales } from '@tavola/i18n/locales';
import { type FormEvent, useEffect, useId, useState } from 'react';
import {
  controlClass,
  Field,
  fieldErrorsOf,
  primaryButton,
  TextField,
  useFormErrors,
} from '../../../../components/ui/form';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { useTranslation } from '../../../../lib/i18n';
import { type ManagerApi, managerToken } from '../../api/manager-api';
import { useManagerT } from '../../manager-i18n';
import { LanguageSelect } from '../language-select';
import { DeliveryTypesSection } from './delivery-types-section';
import { countryOfZone, LegalDetailsSection } from './legal-details-section';
import { sectionClass } from './section-class';

interface Created {
  data: { restaurant: { slug: string }; access_token: string };
}

/** The token the server printed, taken from the address once and then removed from it. */
function tokenFromAddress(): string {
  const search = new URLSearchParams(location.search);
  const token = search.get('setup') ?? '';
  if (token) {
    search.delete('setup');
    history.replaceState(history.state, '', `${location.pathname}${search.size ? `?${search}` : ''}`);
  }
  return token;
}

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'Europe/Berlin';

/**
 * Issue 20 (decision 049): an installation without restaurants opens here. The first
 * restaurant and its manager are made through the same service as `npm run create-restaurant`,
 * then the manager goes on signed in.
 */
export default function FirstRunPage({ api }: { api: ManagerApi }) {
  const t = useManagerT();
  const { locale } = useTranslation();
  const id = useId();
  const { formRef, errors, show, clear } = useFormErrors();
  const [token] = useState(tokenFromAddress);
  const [name, setName] = useState('');
  const [slug, setSlug] = useState<string>();
  const [language, setLanguage] = useState<string>(locale);
  const [types, setTypes] = useState<DeliveryType[]>([...deliveryTypes]);
  const [country, setCountry] = useState(() => countryOfZone(browserZone()));
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<{ text: string; done: boolean }>();
  const address = slug ?? slugFromName(name);
  useEffect(() => {
    document.title = `${t('setup.title')} – ${t('area.name')}`;
  }, [t]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (field: string) => String(form.get(field) ?? '').trim();
    setPending(true);
    setFailure(undefined);
    try {
      const created = await api.post<Created>('setup/restaurant', {
        name,
        slug: address,
        time_zone: text('time_zone'),
        currency: text('currency').toUpperCase(),
        language,
        email: text('email'),
        password: String(form.get('password') ?? ''),
        setup_token: text('setup_token'),
        delivery_types: types,
        // issue 33: what the storefront must show about who sells
        legal_name: text('legal_name'),
        street: text('street'),
        postal_code: text('postal_code'),
        city: text('city'),
        country,
        telephone: text('telephone'),
        contact_email: text('contact_email'),
        // issue 36: the tax identifiers its receipts print
        vat_id: text('vat_id'),
        tax_number: text('tax_number'),
        imprint: text('imprint'),
      });
      managerToken.set(created.data.access_token);
      // the installation has its restaurant now: the manager area loads with it
      location.assign('/manager');
    } catch (error) {
      setPending(false);
      const fields = fieldErrorsOf(error);
      if (Object.keys(fields).length) show(fields);
      else
        setFailure({
          text: errorMessage(error, t('area.error')),
          done: error instanceof ApiError && error.status === 409,
        });
    }
  }

  return (
    <div className="flex min-h-dvh flex-col bg-stone-100">
      <header className="flex items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <span className="text-lg font-bold tracking-tight">{t('area.name')}</span>
        <LanguageSelect />
      </header>
      <main id="main" className="mx-auto w-full max-w-xl flex-1 px-4 pt-4 pb-12 sm:pt-10">
        <h1 className="text-3xl font-bold tracking-tight">{t('setup.title')}</h1>
        <p className="mt-2 text-stone-600">{t('setup.intro')}</p>
        <form ref={formRef} onSubmit={submit} noValidate className="mt-6 space-y-6">
          <section aria-labelledby={`${id}-restaurant`} className={sectionClass}>
            <h2 id={`${id}-restaurant`} className="text-lg font-semibold">
              {t('setup.restaurantTitle')}
            </h2>
            <TextField
              label={t('setup.name')}
              required
              name="name"
              autoComplete="organization"
              maxLength={120}
              value={name}
              errors={errors.name}
              onChange={(event) => {
                setName(event.target.value);
                clear('name');
              }}
            />
            <TextField
              label={t('setup.slug')}
              required
              name="slug"
              dir="ltr"
              autoComplete="off"
              spellCheck={false}
              maxLength={60}
              // isolated left to right, so an Arabic sentence keeps the address in one piece
              hint={t('setup.slugHint', {
                address: `\u2066${location.origin}/?restaurant=${address || '…'}\u2069`,
              })}
              value={address}
              errors={errors.slug}
              onChange={(event) => {
                setSlug(event.target.value.toLowerCase());
                clear('slug');
              }}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label={t('setup.timeZone')}
                required
                name="time_zone"
                dir="ltr"
                autoComplete="off"
                spellCheck={false}
                list={`${id}-zones`}
                hint={t('setup.timeZoneHint')}
                defaultValue={browserZone()}
                errors={errors.time_zone}
                onChange={() => clear('time_zone')}
              />
              <datalist id={`${id}-zones`}>
                {Intl.supportedValuesOf('timeZone').map((zone) => (
                  <option key={zone} value={zone} />
                ))}
              </datalist>
              <TextField
                label={t('setup.currency')}
                required
                name="currency"
                dir="ltr"
                autoComplete="off"
                spellCheck={false}
                maxLength={3}
                hint={t('setup.currencyHint')}
                defaultValue="EUR"
                errors={errors.currency}
                onChange={() => clear('currency')}
              />
            </div>
            <Field label={t('setup.language')} required errors={errors.language}>
              {(control) => (
                <select
                  {...control}
                  name="language"
                  value={language}
                  onChange={(event) => {
                    setLanguage(event.target.value);
                    clear('language');
                  }}
                  className={controlClass}
                >
                  {locales.map((code) => (
                    <option key={code} value={code} lang={code}>
                      {localeInfo[code].nativeName}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </section>
          <DeliveryTypesSection types={types} onTypes={setTypes} errors={errors} clear={clear} />
          <LegalDetailsSection country={country} onCountry={setCountry} errors={errors} clear={clear} />
          <section aria-labelledby={`${id}-account`} className={sectionClass}>
            <h2 id={`${id}-account`} className="text-lg font-semibold">
              {t('setup.accountTitle')}
            </h2>
            <TextField
              label={t('setup.email')}
              required
              name="email"
              type="email"
              dir="ltr"
              autoComplete="username"
              errors={errors.email}
              onChange={() => clear('email')}
            />
            <TextField
              label={t('setup.password')}
              required
              name="password"
              type="password"
              autoComplete="new-password"
              hint={t('setup.passwordHint')}
              errors={errors.password}
              onChange={() => clear('password')}
            />
            <TextField
              label={t('setup.token')}
              required
              name="setup_token"
              dir="ltr"
              autoComplete="off"
              spellCheck={false}
              hint={t('setup.tokenHint')}
              defaultValue={token}
              errors={errors.setup_token}
              onChange={() => clear('setup_token')}
            />
          </section>
          {failure && (
            <div role="alert" className="rounded-2xl bg-red-50 px-4 py-3 text-red-800">
              <p>{failure.text}</p>
              {failure.done && (
                <a href="/manager" className="mt-2 inline-block font-semibold underline">
                  {t('setup.toManager')}
                </a>
              )}
            </div>
          )}
          <button type="submit" disabled={pending} className={`${primaryButton} w-full`}>
            {pending ? t('setup.submitting') : t('setup.submit')}
          </button>
        </form>
      </main>
    </div>
  );
}
