import type { Database } from '@tavola/db';
import { serverTranslator } from '@tavola/i18n';
import type { FastifyBaseLogger } from 'fastify';
import type { CredentialCipher } from '../../lib/credential-cipher';
import { HttpError } from '../../lib/http-error';
import { renderMail } from '../../lib/mail-layout';
import type { WindowLimit } from '../../lib/window-limit';
import type { Mailer } from '../../plugins/mailer';
import { type RestaurantRow, restaurantLocale, restaurantSettings } from '../restaurants';
import { insertContactMessage, recaptchaSecretOf } from './contact.repository';
import type { RecaptchaVerifier } from './recaptcha-verifier';

export interface ContactDeps {
  db: Database;
  credentials: CredentialCipher;
  mailer: Mailer;
  recaptcha: RecaptchaVerifier;
  limiter: WindowLimit;
  log: FastifyBaseLogger;
}

export interface ContactInput {
  name: string;
  email: string;
  phone?: string;
  message: string;
  recaptchaToken?: string;
}

const recaptchaRefused = () =>
  new HttpError(422, 'recaptcha_invalid', undefined, { recaptcha: [{ key: 'recaptcha_invalid' }] });

/**
 * SPEC §7 api/contact: the message is kept and mailed to the restaurant in its own language.
 * Each address may send a few messages per window (before any reCAPTCHA round trip); with a
 * site key and its secret the widget's answer must pass Google's check.
 */
export async function sendContactMessage(
  deps: ContactDeps,
  restaurant: RestaurantRow,
  input: ContactInput,
  remoteIp: string,
): Promise<void> {
  const wait = await deps.limiter.take(`${restaurant.id}:${remoteIp}`);
  if (wait > 0) throw new HttpError(429, 'too_many_requests', { seconds: wait });

  const siteKey = restaurantSettings(restaurant).recaptcha_site_key;
  if (siteKey) {
    const secret = await recaptchaSecretOf(deps.db, deps.credentials, restaurant.id);
    if (!secret) {
      deps.log.warn(
        { restaurantId: restaurant.id },
        'reCAPTCHA site key without a stored secret: not verified',
      );
    } else {
      if (!input.recaptchaToken) throw recaptchaRefused();
      let valid: boolean;
      try {
        valid = await deps.recaptcha.verify({ secret, token: input.recaptchaToken, remoteIp });
      } catch (error) {
        deps.log.error({ err: error }, 'reCAPTCHA verification failed');
        throw new HttpError(503, 'something_went_wrong');
      }
      if (!valid) throw recaptchaRefused();
    }
  }

  await insertContactMessage(deps.db, {
    restaurantId: restaurant.id,
    name: input.name,
    email: input.email,
    phone: input.phone,
    message: input.message,
  });
  if (!restaurant.email) return;
  const lang = restaurantLocale(restaurant);
  const t = serverTranslator(lang);
  const subject = t('mail_contact_subject', { name: input.name });
  const sender = [
    t('mail_contact_from', { name: input.name, email: input.email }),
    ...(input.phone ? [t('mail_contact_phone', { phone: input.phone })] : []),
  ];
  try {
    await deps.mailer.send({
      to: restaurant.email,
      lang,
      subject,
      ...renderMail({
        locale: lang,
        restaurant,
        title: subject,
        paragraphs: [sender.join('\n'), input.message],
      }),
    });
  } catch (error) {
    // the message is stored; a mail problem is logged, the guest is not asked to send it again
    deps.log.error({ err: error, restaurantId: restaurant.id }, 'contact mail could not be sent');
  }
}
