import type { CheckInResponse } from '@tavola/contracts';
import { type FormEvent, useRef, useState } from 'react';
import { controlClass, Field, fieldErrorsOf } from '../../../../components/ui/form';
import { errorMessage } from '../../../../lib/api-client';
import { useTranslation } from '../../../../lib/i18n';
import { useCheckIn } from '../../api/ticket-queries';
import { formatDay } from '../../format';
import { useManagerT } from '../../manager-i18n';
import { CodeScanner } from './code-scanner';
import { usePageTitle } from './use-page-title';

type Outcome = { admitted: CheckInResponse } | { refused: string };

/**
 * Issue 18: check-in at the door by a ticket's code, typed or read by the camera. The server
 * decides (decision 028: once only); its words are shown as they come, "already checked in at
 * 18:02", an unknown code, a ticket of another restaurant.
 */
export function CheckInPage() {
  const t = useManagerT();
  const checkIn = useCheckIn();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [outcome, setOutcome] = useState<Outcome>();
  usePageTitle(t('tickets.checkIn'));

  function send(value: string) {
    setOutcome(undefined);
    checkIn.mutate(value.trim(), {
      onSuccess: (admitted) => {
        setOutcome({ admitted });
        setCode('');
      },
      onError: (error) => {
        if (!fieldErrorsOf(error).code) setOutcome({ refused: errorMessage(error, t('area.error')) });
      },
      onSettled: () => input.current?.focus(),
    });
  }
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send(code);
  }

  return (
    <main id="main" className="mx-auto max-w-lg space-y-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t('tickets.checkIn')}</h1>
        <p className="text-sm text-stone-600">{t('checkIn.intro')}</p>
      </div>
      <form
        onSubmit={submit}
        noValidate
        className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
      >
        <Field
          label={t('checkIn.code')}
          hint={t('checkIn.codeHint')}
          required
          errors={fieldErrorsOf(checkIn.error).code}
        >
          {(control) => (
            <input
              {...control}
              ref={input}
              name="code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoComplete="off"
              // issue 33: codes are capital letters and digits, but any case is taken
              autoCapitalize="characters"
              spellCheck={false}
              dir="ltr"
              className={controlClass}
            />
          )}
        </Field>
        <button
          type="submit"
          disabled={checkIn.isPending}
          className="h-12 w-full rounded-full bg-primary font-semibold text-primary-contrast disabled:opacity-60"
        >
          {t('checkIn.submit')}
        </button>
        <CodeScanner
          onCode={(scanned) => {
            setCode(scanned);
            send(scanned);
          }}
        />
      </form>
      <div role="status" aria-live="polite">
        {outcome && 'admitted' in outcome && <Admitted answer={outcome.admitted} />}
      </div>
      <div role="alert">
        {outcome && 'refused' in outcome && (
          <p className="flex items-start gap-3 rounded-2xl bg-red-50 p-4 font-semibold text-red-800 ring-1 ring-red-200">
            <span aria-hidden="true" className="text-xl leading-none">
              ✕
            </span>
            {outcome.refused}
          </p>
        )}
      </div>
    </main>
  );
}

function Admitted({ answer }: { answer: CheckInResponse }) {
  const t = useManagerT();
  const { locale } = useTranslation();
  const { data } = answer;
  const [date = '', time = ''] = data.slot.split(' ');
  return (
    <div className="space-y-2 rounded-2xl bg-emerald-50 p-4 text-emerald-900 ring-1 ring-emerald-300">
      <p className="flex items-start gap-3 text-lg font-bold">
        <span aria-hidden="true" className="text-xl leading-none">
          ✓
        </span>
        {answer.message.body}
      </p>
      <dl className="space-y-1 text-sm">
        <div className="flex gap-2">
          <dt className="font-semibold">{t('checkIn.product')}</dt>
          <dd>{data.product}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="font-semibold">{t('checkIn.slot')}</dt>
          <dd>
            {formatDay(date, locale)}, {time}
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="font-semibold">{t('attendees.order')}</dt>
          <dd>{t('checkIn.order', { id: String(data.order_id) })}</dd>
        </div>
      </dl>
    </div>
  );
}
