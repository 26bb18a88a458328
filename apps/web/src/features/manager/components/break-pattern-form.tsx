import { useQuery } from '@tanstack/react-query';
import type { BreakPatternDto } from '@tavola/contracts';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { controlClass, TextField } from '../../../components/ui/form';
import { useTranslation } from '../../../lib/i18n';
import { productsQuery } from '../api/manager-api';
import { useSavePattern } from '../api/pattern-writes';
import { todayIn, weekdayName } from '../format';
import { useEditController } from '../hooks/use-edit-controller';
import { useManager } from '../manager-context';
import { useManagerT } from '../manager-i18n';
import { SheetForm } from './resource';

const toggled = (set: ReadonlySet<number>, value: number) => {
  const next = new Set(set);
  if (next.has(value)) next.delete(value);
  else next.add(value);
  return next;
};

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
  const form = useEditController({
    save: useSavePattern(api, restaurant.id),
    read: (fields) => {
      const text = (name: string) => String(fields.get(name) ?? '').trim();
      return {
        ...(pattern ? { id: pattern.id } : {}),
        name: text('name'),
        start_time: text('start_time'),
        end_time: text('end_time') || null,
        start_date: text('start_date'),
        end_date: text('end_date') || null,
        weekdays: [...weekdays],
        products: [...chosen],
      };
    },
    onSaved: onDone,
  });
  const { errors } = form;
  const visible = useMemo(() => {
    const term = filter.trim().toLocaleLowerCase();
    return (products.data ?? []).filter(
      (product) => !term || `${product.name} ${product.category}`.toLocaleLowerCase().includes(term),
    );
  }, [products.data, filter]);
  const categories = [...new Set(visible.map((product) => product.category))];
  const today = todayIn(restaurant.time_zone);
  // the two choice groups carry their message as a fieldset: named by it, read with it
  const group = (field: 'weekdays' | 'products') => {
    const message = errors[field]?.join(' ');
    return {
      describedBy: message
        ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${field}-error` }
        : {},
      message: message ? (
        <p id={`${id}-${field}-error`} className="text-sm text-red-700">
          {message}
        </p>
      ) : null,
    };
  };
  const days = group('weekdays');
  const dishes = group('products');
  return (
    <SheetForm
      title={pattern ? t('patterns.edit', { name: pattern.name }) : t('patterns.new')}
      saveLabel={t('patterns.save')}
      controller={form}
      onClose={onDone}
    >
      <TextField
        label={t('patterns.name')}
        name="name"
        defaultValue={pattern?.name}
        maxLength={100}
        errors={errors.name}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t('patterns.startTime')}
          name="start_time"
          type="time"
          defaultValue={pattern?.start_time}
          errors={errors.start_time}
        />
        <TextField
          label={t('patterns.endTime')}
          name="end_time"
          type="time"
          defaultValue={pattern?.end_time ?? ''}
          errors={errors.end_time}
        />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t('patterns.startDate')}
          name="start_date"
          type="date"
          defaultValue={pattern?.start_date ?? today}
          errors={errors.start_date}
        />
        <TextField
          label={t('patterns.endDate')}
          name="end_date"
          type="date"
          defaultValue={pattern?.end_date ?? ''}
          errors={errors.end_date}
        />
      </div>
      <fieldset className="space-y-2" {...days.describedBy}>
        <legend className="text-sm font-medium">{t('patterns.weekdays')}</legend>
        <div className="flex flex-wrap gap-2">
          {[1, 2, 3, 4, 5, 6, 7].map((day) => (
            <Choice
              key={day}
              pill
              checked={weekdays.has(day)}
              onChange={() => {
                setWeekdays((current) => toggled(current, day));
                form.clear('weekdays');
              }}
            >
              {weekdayName(day, locale)}
            </Choice>
          ))}
        </div>
        {days.message}
      </fieldset>
      <fieldset className="space-y-2" {...dishes.describedBy}>
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
          className={controlClass}
        />
        {dishes.message}
        <div className="max-h-72 space-y-3 overflow-y-auto rounded-xl p-1 ring-1 ring-stone-200">
          {products.isPending && <p role="status">{t('area.loading')}</p>}
          {categories.map((category) => (
            <div key={category}>
              <p className="px-2 text-xs font-semibold uppercase tracking-wide text-stone-500">{category}</p>
              {visible
                .filter((product) => product.category === category)
                .map((product) => (
                  <Choice
                    key={product.id}
                    checked={chosen.has(product.id)}
                    onChange={() => {
                      setChosen((current) => toggled(current, product.id));
                      form.clear('products');
                    }}
                  >
                    {product.name}
                  </Choice>
                ))}
            </div>
          ))}
        </div>
      </fieldset>
    </SheetForm>
  );
}

/** A weekday (a pill) or a product (a row) to choose. */
function Choice({
  checked,
  onChange,
  pill = false,
  children,
}: {
  checked: boolean;
  onChange: () => void;
  pill?: boolean;
  children: ReactNode;
}) {
  return (
    <label
      className={
        pill
          ? 'inline-flex h-11 cursor-pointer items-center gap-2 rounded-full px-3 ring-1 ring-stone-300 has-[:checked]:bg-stone-900 has-[:checked]:text-white'
          : 'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-stone-50'
      }
    >
      <input type="checkbox" checked={checked} onChange={onChange} className={pill ? 'size-4' : 'size-5'} />
      {children}
    </label>
  );
}
