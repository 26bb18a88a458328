import { useMutation, useQuery } from '@tanstack/react-query';
import type { BreakPatternDto } from '@tavola/contracts';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { Sheet } from '../../../components/ui/sheet';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { productsQuery } from '../api/manager-api';
import { todayIn, weekdayName } from '../format';
import { useManager } from '../manager-context';
import { useManagerT } from '../manager-i18n';
import { notify } from '../notices';

/** Create or edit a break pattern; the server's rules answer field by field (SPEC §8 break-pattern codes). */
export function BreakPatternForm({ pattern, onDone }: { pattern?: BreakPatternDto; onDone: () => void }) {
  const t = useManagerT();
  const { locale } = useTranslation();
  const { api, restaurant } = useManager();
  const id = useId();
  const products = useQuery(productsQuery(api, restaurant.id, locale));
  const [chosen, setChosen] = useState<ReadonlySet<number>>(
    new Set(pattern?.products.map((p) => p.id) ?? []),
  );
  const [weekdays, setWeekdays] = useState<ReadonlySet<number>>(new Set(pattern?.weekdays ?? []));
  const [filter, setFilter] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string>();
  const save = useMutation({
    mutationFn: (body: Parameters<typeof api.savePattern>[1]) => api.savePattern(restaurant.id, body),
    onSuccess: (answer) => {
      notify(answer.message.body, 'info', 3000);
      onDone();
    },
    onError: (error) => {
      setErrors(error instanceof ApiError ? error.errors : {});
      setFailure(errorMessage(error, t('area.error')));
    },
  });
  const visible = useMemo(() => {
    const term = filter.trim().toLocaleLowerCase();
    return (products.data ?? []).filter(
      (product) => !term || `${product.name} ${product.category}`.toLocaleLowerCase().includes(term),
    );
  }, [products.data, filter]);
  const categories = [...new Set(visible.map((product) => product.category))];

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    setErrors({});
    setFailure(undefined);
    save.mutate({
      ...(pattern ? { id: pattern.id } : {}),
      name: text('name'),
      start_time: text('start_time'),
      end_time: text('end_time') || null,
      start_date: text('start_date'),
      end_date: text('end_date') || null,
      weekdays: [...weekdays],
      products: [...chosen],
    });
  }

  const toggle = (set: ReadonlySet<number>, value: number) => {
    const next = new Set(set);
    if (next.has(value)) next.delete(value);
    else next.add(value);
    return next;
  };
  const fieldError = (field: string) =>
    errors[field]?.length ? (
      <p id={`${id}-${field}-error`} className="text-sm text-red-700">
        {errors[field]!.join(' ')}
      </p>
    ) : null;
  const described = (field: string) =>
    errors[field]?.length ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : {};
  const input = 'h-11 w-full rounded-xl border border-stone-300 px-3';
  const today = todayIn(restaurant.time_zone);

  return (
    <Sheet
      title={pattern ? t('patterns.edit', { name: pattern.name }) : t('patterns.new')}
      placement="end"
      onClose={onDone}
    >
      <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
        <div className="flex-1 space-y-4 overflow-y-auto px-5 pb-4">
          <div className="space-y-1">
            <label htmlFor={`${id}-name`} className="block text-sm font-medium">
              {t('patterns.name')}
            </label>
            <input
              id={`${id}-name`}
              name="name"
              defaultValue={pattern?.name}
              maxLength={100}
              className={input}
              {...described('name')}
            />
            {fieldError('name')}
          </div>
          <div className="grid grid-cols-2 gap-3">
            <div className="space-y-1">
              <label htmlFor={`${id}-start-time`} className="block text-sm font-medium">
                {t('patterns.startTime')}
              </label>
              <input
                id={`${id}-start-time`}
                name="start_time"
                type="time"
                defaultValue={pattern?.start_time}
                className={input}
                {...described('start_time')}
              />
            </div>
            <div className="space-y-1">
              <label htmlFor={`${id}-end-time`} className="block text-sm font-medium">
                {t('patterns.endTime')}
              </label>
              <input
                id={`${id}-end-time`}
                name="end_time"
                type="time"
                defaultValue={pattern?.end_time ?? ''}
                className={input}
              />
            </div>
          </div>
          {fieldError('start_time')}
          <div className="grid grid-cols-2 gap-3">
            <div className="space-y-1">
              <label htmlFor={`${id}-start-date`} className="block text-sm font-medium">
                {t('patterns.startDate')}
              </label>
              <input
                id={`${id}-start-date`}
                name="start_date"
                type="date"
                defaultValue={pattern?.start_date ?? today}
                className={input}
                {...described('start_date')}
              />
            </div>
            <div className="space-y-1">
              <label htmlFor={`${id}-end-date`} className="block text-sm font-medium">
                {t('patterns.endDate')}
              </label>
              <input
                id={`${id}-end-date`}
                name="end_date"
                type="date"
                defaultValue={pattern?.end_date ?? ''}
                className={input}
                {...described('end_date')}
              />
            </div>
          </div>
          {fieldError('start_date')}
          {fieldError('end_date')}
          <fieldset className="space-y-2" {...described('weekdays')}>
            <legend className="text-sm font-medium">{t('patterns.weekdays')}</legend>
            <div className="flex flex-wrap gap-2">
              {[1, 2, 3, 4, 5, 6, 7].map((day) => (
                <label
                  key={day}
                  className="inline-flex h-11 cursor-pointer items-center gap-2 rounded-full px-3 ring-1 ring-stone-300 has-[:checked]:bg-stone-900 has-[:checked]:text-white"
                >
                  <input
                    type="checkbox"
                    checked={weekdays.has(day)}
                    onChange={() => setWeekdays((current) => toggle(current, day))}
                    className="size-4"
                  />
                  {weekdayName(day, locale)}
                </label>
              ))}
            </div>
            {fieldError('weekdays')}
          </fieldset>
          <fieldset className="space-y-2" {...described('products')}>
            <legend className="text-sm font-medium">
              {t('patterns.products')} · {t('patterns.chosen', { count: chosen.size })}
            </legend>
            <label htmlFor={`${id}-filter`} className="sr-only">
              {t('patterns.filterProducts')}
            </label>
            <input
              id={`${id}-filter`}
              type="search"
              value={filter}
              placeholder={t('patterns.filterProducts')}
              onChange={(event) => setFilter(event.target.value)}
              className={input}
            />
            {fieldError('products')}
            <div className="max-h-72 space-y-3 overflow-y-auto rounded-xl p-1 ring-1 ring-stone-200">
              {products.isPending && <p role="status">{t('area.loading')}</p>}
              {categories.map((category) => (
                <div key={category}>
                  <p className="px-2 text-xs font-semibold uppercase tracking-wide text-stone-500">
                    {category}
                  </p>
                  {visible
                    .filter((product) => product.category === category)
                    .map((product) => (
                      <label
                        key={product.id}
                        className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-stone-50"
                      >
                        <input
                          type="checkbox"
                          checked={chosen.has(product.id)}
                          onChange={() => setChosen((current) => toggle(current, product.id))}
                          className="size-5"
                        />
                        {product.name}
                      </label>
                    ))}
                </div>
              ))}
            </div>
          </fieldset>
        </div>
        <div className="space-y-2 border-t border-stone-200 px-5 py-3">
          {failure && (
            <p role="alert" className="text-sm text-red-700">
              {failure}
            </p>
          )}
          <div className="flex gap-2">
            <button
              type="submit"
              disabled={save.isPending}
              className="h-12 flex-1 rounded-full bg-primary font-semibold text-primary-contrast disabled:opacity-60"
            >
              {t('patterns.save')}
            </button>
            <button
              type="button"
              onClick={onDone}
              className="h-12 flex-1 rounded-full font-semibold ring-1 ring-stone-300"
            >
              {t('patterns.cancel')}
            </button>
          </div>
        </div>
      </form>
    </Sheet>
  );
}
