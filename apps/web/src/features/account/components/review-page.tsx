import { useQuery, useQueryClient } from '@tanstack/react-query';
import { localeInfo } from '@tavola/i18n/locales';
import { type FormEvent, useId, useState } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { fieldErrorsOf, primaryButton, TextAreaField, useFormErrors } from '../../../components/ui/form';
import { LoadError } from '../../../components/ui/load-error';
import { useAppContext } from '../../../lib/app-context';
import { useTranslation } from '../../../lib/i18n';
import { snackbar } from '../../../lib/snackbar';
import { PageHeader, useRestaurant } from '../../restaurant';
import { useAccountT } from '../account-i18n';
import { accountApi, accountKeys, reviewsQuery } from '../api/account-api';
import { useFailureText } from '../hooks/use-failure-text';
import { useLoggedIn } from '../session';
import { card, Spinner } from './form-parts';

const Stars = ({ rating }: { rating: number }) => (
  <span aria-hidden="true" className="text-amber-500">
    {'★'.repeat(rating)}
    <span className="text-stone-300">{'★'.repeat(5 - rating)}</span>
  </span>
);

/**
 * SPEC §2 /review (shop providing, reviews active): rate an order (from the order history or
 * its status page, `?orderId=&token=`) and read what other guests say.
 */
export default function ReviewPage() {
  const t = useAccountT();
  const { t: tApp, locale } = useTranslation();
  const { api } = useAppContext();
  const restaurant = useRestaurant();
  const [search] = useSearchParams();
  const orderId = Number.parseInt(search.get('orderId') ?? '', 10);
  const token = search.get('token') ?? undefined;
  const reviews = useQuery(reviewsQuery(api, locale));
  const dateFormat = new Intl.DateTimeFormat(localeInfo[locale].intl, {
    dateStyle: 'medium',
    timeZone: restaurant.time_zone,
  });
  const listId = useId();

  return (
    <>
      <PageHeader />
      <main id="main" className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:px-6">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title.reviews')}</h1>
        {Number.isInteger(orderId) && orderId > 0 ? (
          <ReviewForm orderId={orderId} token={token} />
        ) : (
          <p className={card}>{t('review.chooseOrder')}</p>
        )}
        <section aria-labelledby={listId} className="space-y-3">
          <h2 id={listId} className="text-xl font-semibold">
            {t('review.latest')}
          </h2>
          {reviews.isError ? (
            <LoadError message={t('review.loadError')} onRetry={() => void reviews.refetch()} />
          ) : !reviews.data ? (
            <Spinner label={tApp('app.loading')} />
          ) : reviews.data.data.length === 0 ? (
            <p className="text-stone-600">{t('review.none')}</p>
          ) : (
            <>
              {reviews.data.meta.average_rating !== null && (
                <p className="font-medium">
                  {t('review.average', {
                    rating: new Intl.NumberFormat(localeInfo[locale].intl).format(
                      reviews.data.meta.average_rating,
                    ),
                    count: reviews.data.meta.total,
                  })}
                </p>
              )}
              <ul className="space-y-3">
                {reviews.data.data.map((review) => (
                  <li key={review.id} className={card}>
                    <p className="flex flex-wrap items-center gap-x-3">
                      <Stars rating={review.rating} />
                      <span className="sr-only">{t('review.ratedOutOf', { rating: review.rating })}</span>
                      <span className="font-semibold">{review.author_name}</span>
                      <span className="text-sm text-stone-500">
                        {dateFormat.format(new Date(review.created_at))}
                      </span>
                    </p>
                    {review.comment && <p className="mt-2 text-stone-700">{review.comment}</p>}
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      </main>
    </>
  );
}

function ReviewForm({ orderId, token }: { orderId: number; token?: string }) {
  const t = useAccountT();
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const loggedIn = useLoggedIn();
  const failure = useFailureText();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const { formRef, errors, show: setErrors, clear } = useFormErrors();
  const [busy, setBusy] = useState(false);
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const answer = await accountApi.review(api, {
        orderId,
        token,
        rating,
        comment: comment.trim() || undefined,
      });
      if (answer.message) snackbar.show({ text: answer.message.body, tone: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['reviews'] });
      await queryClient.invalidateQueries({ queryKey: accountKeys.all });
      navigate(loggedIn ? '/dashboard/orders' : '/menu', { replace: true });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      // a 422 names its fields: the messages stand beside them (issue 15)
      if (Object.keys(fields).length === 0) snackbar.error(failure(error));
      setBusy(false);
    }
  }

  return (
    <form
      ref={formRef}
      className={`${card} space-y-4`}
      onSubmit={submit}
      noValidate
      aria-busy={busy}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('review.rateOrder', { id: orderId })}
      </h2>
      <fieldset>
        <legend className="mb-2 text-sm font-medium">
          {t('review.rating')}
          <span aria-hidden="true"> *</span>
        </legend>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((value) => (
            <label key={value} className="cursor-pointer text-3xl leading-none">
              <input
                type="radio"
                name={`${id}-rating`}
                value={value}
                checked={rating === value}
                onChange={() => {
                  setRating(value);
                  clear('rating');
                }}
                aria-invalid={errors.rating && value === 1 ? true : undefined}
                aria-describedby={errors.rating ? `${id}-rating-error` : undefined}
                className="peer sr-only"
                aria-label={t('review.stars', { count: value })}
              />
              <span
                aria-hidden="true"
                className={`rounded peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-stone-900 ${
                  value <= rating ? 'text-amber-500' : 'text-stone-300'
                }`}
              >
                ★
              </span>
            </label>
          ))}
        </div>
        {errors.rating?.[0] && (
          <p id={`${id}-rating-error`} className="mt-1 text-sm font-medium text-red-700">
            {errors.rating[0]}
          </p>
        )}
      </fieldset>
      <TextAreaField
        label={t('review.comment')}
        maxLength={1000}
        rows={4}
        errors={errors.comment}
        value={comment}
        onChange={(event) => {
          setComment(event.target.value);
          clear('comment');
        }}
      />
      <div className="flex justify-end">
        <button type="submit" className={primaryButton} disabled={busy || rating === 0}>
          {busy ? t('auth.working') : t('review.submit')}
        </button>
      </div>
    </form>
  );
}
