import { contactBodySchema } from '@tavola/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  fieldErrorsOf,
  issuesOf,
  primaryButton,
  TextAreaField,
  TextField,
  useFormErrors,
  useIssueText,
} from '../../../components/ui/form';
import { useRestaurant } from '../../restaurant';
import { useInfoTranslation } from '../hooks/use-info-translation';
import { useInfoServices } from '../services';
import { FormStatus } from './form-status';

interface Grecaptcha {
  render(
    container: HTMLElement,
    options: {
      sitekey: string;
      callback: (token: string) => void;
      'expired-callback': () => void;
      hl?: string;
    },
  ): number;
  reset(id?: number): void;
}
declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    tavolaRecaptchaLoaded?: () => void;
  }
}

/** SPEC §7: the reCAPTCHA script comes from Google's host with the restaurant's site key. */
function useRecaptcha(siteKey: string | null, locale: string, onToken: (token: string) => void) {
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!siteKey || !container.current) return;
    const element = container.current;
    const render = () => {
      if (!window.grecaptcha || widget.current !== undefined) return;
      widget.current = window.grecaptcha.render(element, {
        sitekey: siteKey,
        hl: locale,
        callback: onToken,
        'expired-callback': () => onToken(''),
      });
    };
    if (window.grecaptcha) render();
    else {
      window.tavolaRecaptchaLoaded = render;
      const script = document.createElement('script');
      script.src = `https://www.google.com/recaptcha/api.js?onload=tavolaRecaptchaLoaded&render=explicit&hl=${locale}`;
      script.async = true;
      document.head.append(script);
    }
  }, [siteKey, locale, onToken]);
  return { container, reset: () => window.grecaptcha?.reset(widget.current) };
}

const empty = { name: '', email: '', phone: '', message: '' };

/** SPEC §2 contact panel: the restaurant's address and a form sent to it (api/contact). */
export function ContactForm() {
  const { ti, locale } = useInfoTranslation();
  const restaurant = useRestaurant();
  const { api, messageOf } = useInfoServices();
  const issueText = useIssueText();
  const [values, setValues] = useState(empty);
  const { formRef, errors, show, clear } = useFormErrors();
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [sending, setSending] = useState(false);
  const [token, setToken] = useState('');
  const siteKey = restaurant.settings.recaptcha_site_key;
  const recaptcha = useRecaptcha(siteKey, locale, setToken);
  const set = (name: keyof typeof empty) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [name]: event.target.value }));
    clear(name);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setStatus(null);
    // the contract the API checks, checked here first (STYLE: one schema on both sides)
    const problems = issueText(issuesOf(contactBodySchema, { ...values, restaurantId: restaurant.id }));
    if (Object.keys(problems).length > 0) return show(problems);
    if (siteKey && !token) {
      setStatus({ tone: 'error', text: ti('contact.recaptcha') });
      return;
    }
    setSending(true);
    try {
      const answer = await api.post<{ message: { body: string } }>('contact', {
        ...values,
        ...(token ? { recaptchaToken: token } : {}),
      });
      setValues(empty);
      setStatus({ tone: 'success', text: answer.message.body });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (Object.keys(fields).length > 0) show(fields);
      else setStatus({ tone: 'error', text: messageOf(error) });
    } finally {
      setSending(false);
      if (siteKey) {
        recaptcha.reset();
        setToken('');
      }
    }
  }

  const { address } = restaurant;
  return (
    <div className="space-y-5">
      <dl className="grid gap-3 rounded-2xl bg-stone-50 p-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-semibold text-stone-900">{ti('contact.address')}</dt>
          <dd className="text-stone-700">
            {/* isolated: a Latin address keeps its order on an Arabic page */}
            <bdi>
              {address.street}, {address.postal_code} {address.city}
            </bdi>
          </dd>
        </div>
        {restaurant.telephon && (
          <div>
            <dt className="font-semibold text-stone-900">{ti('contact.phoneUs')}</dt>
            <dd>
              <a
                className="text-stone-700 underline"
                href={`tel:${restaurant.telephon.replace(/\s+/g, '')}`}
                dir="ltr"
              >
                {restaurant.telephon}
              </a>
            </dd>
          </div>
        )}
        {restaurant.email && (
          <div>
            <dt className="font-semibold text-stone-900">{ti('contact.emailUs')}</dt>
            <dd>
              <a className="text-stone-700 underline" href={`mailto:${restaurant.email}`}>
                {restaurant.email}
              </a>
            </dd>
          </div>
        )}
      </dl>
      <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <p className="text-sm text-stone-600">{ti('contact.intro')}</p>
        <p className="text-xs text-stone-500">{ti('form.required')}</p>
        <TextField
          label={ti('form.name')}
          required
          errors={errors.name}
          name="name"
          autoComplete="name"
          maxLength={100}
          value={values.name}
          onChange={set('name')}
        />
        <TextField
          label={ti('form.email')}
          required
          errors={errors.email}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={254}
          value={values.email}
          onChange={set('email')}
        />
        <TextField
          label={ti('form.phone')}
          errors={errors.phone}
          name="phone"
          type="tel"
          autoComplete="tel"
          maxLength={30}
          value={values.phone}
          onChange={set('phone')}
        />
        <TextAreaField
          label={ti('contact.message')}
          required
          errors={errors.message}
          name="message"
          rows={5}
          maxLength={5000}
          value={values.message}
          onChange={set('message')}
        />
        {siteKey && <div ref={recaptcha.container} />}
        <FormStatus status={status} />
        <button type="submit" className={`${primaryButton} w-full`} disabled={sending}>
          {sending ? ti('form.sending') : ti('contact.send')}
        </button>
      </form>
    </div>
  );
}
