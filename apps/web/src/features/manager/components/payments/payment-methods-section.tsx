import type { PaymentMethodsDto, StoredSecret } from '@tavola/contracts';
import { offerablePaymentTypes } from '@tavola/domain';
import { type FormEvent, useState } from 'react';
import {
  CheckboxField,
  choiceClass,
  fieldErrorsOf,
  primaryButton,
  secondaryButton,
  TextField,
  useFormErrors,
} from '../../../../components/ui/form';
import { errorMessage } from '../../../../lib/api-client';
import {
  type ConnectionOutcome,
  type CredentialsInput,
  useSaveCredentials,
  useSavePaymentMethods,
  useTestConnection,
} from '../../api/payments-api';
import { useManager } from '../../manager-context';
import { type ManagerTranslate, useManagerT } from '../../manager-i18n';
import { notify, notifyError } from '../../notices';

const methodLabel = (t: ManagerTranslate, type: (typeof offerablePaymentTypes)[number]) =>
  t(`methods.type.${type}`);

/** Which ways to pay the restaurant offers (SPEC §4); online providers only while their credentials work. */
export function PaymentMethodsForm({ data }: { data: PaymentMethodsDto }) {
  const t = useManagerT();
  const { api, restaurant } = useManager();
  const save = useSavePaymentMethods(api, restaurant.id);
  const types = offerablePaymentTypes.filter((type) => type !== 'demo' || data.demo_mode);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    save.mutate(
      { methods: types.filter((type) => form.get(type) === 'on') },
      {
        onSuccess: (answer) => notify(answer.message.body, 'info', 3000),
        onError: (error) => notifyError(error, t('area.error')),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-stone-800">{t('methods.offered')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {types.map((type) => (
            <label key={type} className="flex min-h-11 cursor-pointer items-center gap-3">
              <input
                type="checkbox"
                name={type}
                className={choiceClass}
                defaultChecked={data.methods.includes(type)}
              />
              {methodLabel(t, type)}
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" disabled={save.isPending} className={`h-11 ${secondaryButton}`}>
        {t('methods.save')}
      </button>
    </form>
  );
}

/** "Set, ends in …4f2a" or "Not set": a stored secret never reaches the browser (decision 042). */
function SecretState({ label, secret }: { label: string; secret: StoredSecret }) {
  const t = useManagerT();
  const state = !secret.set
    ? t('credentials.notSet')
    : secret.ends_in
      ? t('credentials.set', { last: secret.ends_in })
      : t('credentials.setHidden');
  return (
    <p className="text-sm">
      <span className="font-medium">{label}: </span>
      <span dir="auto">{state}</span>
    </p>
  );
}

/** Saves a provider's credentials, then offers to test them with the provider. */
function useCredentialsForm(provider: 'mollie' | 'saferPay') {
  const t = useManagerT();
  const { api, restaurant } = useManager();
  const errors = useFormErrors();
  const save = useSaveCredentials(api, restaurant.id);
  const check = useTestConnection(api, restaurant.id);
  const [outcome, setOutcome] = useState<{ kind: ConnectionOutcome; text: string }>();
  return {
    ...errors,
    save,
    check,
    outcome,
    submit: (input: CredentialsInput, form: HTMLFormElement) =>
      save.mutate(input, {
        onSuccess: (answer) => {
          notify(answer.message.body, 'info', 3000);
          setOutcome(undefined);
          // the typed secrets are not kept in the page once stored
          for (const field of form.querySelectorAll<HTMLInputElement>('input[type="password"]'))
            field.value = '';
        },
        onError: (error) => {
          const fields = fieldErrorsOf(error);
          if (Object.keys(fields).length) errors.show(fields);
          else notifyError(error, t('area.error'));
        },
      }),
    test: () =>
      check.mutate(provider, {
        onSuccess: (answer) => setOutcome({ kind: answer.data.outcome, text: answer.message.body }),
        onError: (error) => setOutcome({ kind: 'unreachable', text: errorMessage(error, t('area.error')) }),
      }),
  };
}

function TestButton({
  form,
  provider,
  enabled,
}: {
  form: ReturnType<typeof useCredentialsForm>;
  provider: string;
  enabled: boolean;
}) {
  const t = useManagerT();
  return (
    <>
      <button
        type="button"
        disabled={!enabled || form.check.isPending}
        onClick={form.test}
        className={`h-11 ${secondaryButton}`}
      >
        {t('credentials.test', { provider })}
      </button>
      <p
        role="status"
        className={`text-sm font-medium ${form.outcome?.kind === 'ok' ? 'text-emerald-900' : 'text-red-700'}`}
      >
        {form.outcome?.text}
      </p>
    </>
  );
}

export function MollieCredentialsForm({ data }: { data: PaymentMethodsDto }) {
  const t = useManagerT();
  const form = useCredentialsForm('mollie');
  return (
    <form
      ref={form.formRef}
      noValidate
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        const apiKey = String(new FormData(event.currentTarget).get('apiKey') ?? '').trim();
        form.submit({ provider: 'mollie', apiKey }, event.currentTarget);
      }}
    >
      <h3 className="text-lg font-bold">Mollie</h3>
      <SecretState label={t('credentials.apiKey')} secret={data.mollie.apiKey} />
      <TextField
        label={t('credentials.apiKey')}
        name="apiKey"
        type="password"
        autoComplete="off"
        dir="ltr"
        required
        className="w-full"
        errors={form.errors.apiKey}
        onChange={() => form.clear('apiKey')}
      />
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          disabled={form.save.isPending || !data.can_store_credentials}
          className={`h-11 ${primaryButton}`}
        >
          {t('credentials.save', { provider: 'Mollie' })}
        </button>
        <TestButton form={form} provider="Mollie" enabled={data.mollie.apiKey.set} />
      </div>
    </form>
  );
}

export function SaferpayCredentialsForm({ data }: { data: PaymentMethodsDto }) {
  const t = useManagerT();
  const form = useCredentialsForm('saferPay');
  const stored = data.saferPay;
  const text = (name: string, value: string) => (
    <TextField
      label={t(`credentials.${name}` as 'credentials.customerId')}
      name={name}
      required
      inputMode="numeric"
      dir="ltr"
      autoComplete="off"
      defaultValue={value}
      errors={form.errors[name]}
      onChange={() => form.clear(name)}
    />
  );
  const secret = (name: 'username' | 'password') => (
    <TextField
      label={t(`credentials.${name}`)}
      name={name}
      type={name === 'password' ? 'password' : 'text'}
      dir="ltr"
      autoComplete="off"
      required={!stored[name].set}
      hint={stored[name].set ? t('credentials.keepHint') : undefined}
      errors={form.errors[name]}
      onChange={() => form.clear(name)}
    />
  );
  return (
    <form
      ref={form.formRef}
      noValidate
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        const values = new FormData(event.currentTarget);
        const read = (name: string) => String(values.get(name) ?? '').trim();
        form.submit(
          {
            provider: 'saferPay',
            customerId: read('customerId'),
            terminalId: read('terminalId'),
            username: read('username'),
            password: read('password'),
            test_environment: values.get('test_environment') === 'on',
          },
          event.currentTarget,
        );
      }}
    >
      <h3 className="text-lg font-bold">Saferpay</h3>
      <SecretState label={t('credentials.username')} secret={stored.username} />
      <SecretState label={t('credentials.password')} secret={stored.password} />
      <div className="grid gap-4 sm:grid-cols-2">
        {text('customerId', stored.customerId)}
        {text('terminalId', stored.terminalId)}
        {secret('username')}
        {secret('password')}
      </div>
      <CheckboxField
        label={t('credentials.testEnvironment')}
        name="test_environment"
        defaultChecked={stored.test_environment}
      />
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          disabled={form.save.isPending || !data.can_store_credentials}
          className={`h-11 ${primaryButton}`}
        >
          {t('credentials.save', { provider: 'Saferpay' })}
        </button>
        <TestButton form={form} provider="Saferpay" enabled={stored.password.set} />
      </div>
    </form>
  );
}
