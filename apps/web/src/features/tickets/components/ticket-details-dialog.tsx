import { useQueryClient } from '@tanstack/react-query';
import type { ProductDto } from '@tavola/contracts';
import type { TicketDetailProblemKey } from '@tavola/domain';
import { formatWallDate } from '@tavola/i18n/wall-clock';
import { type FormEvent, useId, useMemo, useState } from 'react';
import {
  controlClass,
  Field,
  fieldErrorsOf,
  primaryButton,
  secondaryButton,
  TextField,
  useFormErrors,
} from '../../../components/ui/form';
import { Sheet } from '../../../components/ui/sheet';
import { useAppContext } from '../../../lib/app-context';
import { useTranslation } from '../../../lib/i18n';
import { useShowError } from '../../../lib/use-error-message';
import { useBasketActions, useBasketChanges, useDeliveryType } from '../../basket';
import { useRestaurant } from '../../restaurant';
import { ticketApi } from '../api/ticket-api';
import { useTicketsAddable } from '../hooks/use-tickets-addable';
import {
  checkRows,
  dateBoundsAt,
  rowErrorsOf,
  rowField,
  selectableDates,
  type TicketDetailsRow,
  ticketDetailsRuleOf,
} from '../ticket-details-form';

const problemText = {
  ticket_name_required: 'event.nameRequired',
  ticket_name_too_long: 'event.nameTooLong',
  ticket_date_required: 'event.dateRequired',
  ticket_date_unavailable: 'event.dateUnavailable',
} as const satisfies Record<TicketDetailProblemKey, string>;

const emptyRow: TicketDetailsRow = { fullName: '', date: '' };

/**
 * SPEC §4 Add flow in event mode: a card whose product names its person and/or asks for a date
 * (SPEC §3 person, date) asks for them before adding — one row per ticket, more people with
 * 'Add another person'. 'name is required' / 'date is required' stand beside their fields;
 * values are trimmed; the server checks the same rule and its 422 lands beside the same fields.
 * A class takes no more persons than its slot has places left besides the basket's tickets
 * (decision 028): adding persons stops there with a note saying so, and the server's refusal
 * of too many (`quantity`) stands in the same place.
 */
export function TicketDetailsDialog({ product, onClose }: { product: ProductDto; onClose: () => void }) {
  const { t, locale } = useTranslation();
  const { api } = useAppContext();
  const restaurant = useRestaurant();
  const { change } = useBasketChanges();
  const { announceAdded } = useBasketActions();
  const { selected } = useDeliveryType();
  const showError = useShowError();
  const { formRef, errors, show, clear } = useFormErrors();
  const [rows, setRows] = useState<TicketDetailsRow[]>([emptyRow]);
  const [adding, setAdding] = useState(false);
  const queryClient = useQueryClient();
  const placesId = useId();
  const rule = useMemo(() => ticketDetailsRuleOf(product), [product]);
  const places = useTicketsAddable();
  // only persons take places; null or undefined: no limit known, the server answers
  const limit = rule.person ? places.addable : null;
  const atLimit = limit != null && rows.length >= limit;
  // the places went while the form was open (or the basket holds them all): nothing to add
  const overLimit = limit != null && rows.length > limit;
  const placesText =
    limit != null && t(places.held > 0 ? 'event.placesLimitBeside' : 'event.placesLimit', { count: limit });
  const refusedPlaces = errors.quantity?.[0];
  const bounds = useMemo(
    () =>
      dateBoundsAt(
        Date.now(),
        restaurant.time_zone,
        restaurant.settings.available_days[selected ?? 'pickup'],
      ),
    [restaurant, selected],
  );
  const dates = useMemo(() => selectableDates(rule, bounds), [rule, bounds]);

  const edit = (index: number, field: keyof TicketDetailsRow, value: string) => {
    setRows((old) => old.map((row, at) => (at === index ? { ...row, [field]: value } : row)));
    clear(rowField(index, field));
  };
  const changePersons = (next: (old: TicketDetailsRow[]) => TicketDetailsRow[]) => {
    setRows(next);
    clear('quantity');
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { details, problems } = checkRows(rule, rows, bounds);
    if (Object.keys(problems).length > 0)
      return show(
        Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, [t(problemText[key])]])),
      );
    setAdding(true);
    try {
      const basket = await change((basketId) =>
        ticketApi.addWithDetails(api, basketId, { productId: product.id, itemDetails: details }),
      );
      announceAdded(product, basket);
      onClose();
    } catch (error) {
      const given = fieldErrorsOf(error);
      const fields = { ...rowErrorsOf(given), ...(given.quantity ? { quantity: given.quantity } : {}) };
      // too many persons for the places left: what is left has changed, the limit reads it again
      if (given.quantity) void queryClient.invalidateQueries({ queryKey: ['ticket-slots'] });
      if (Object.keys(fields).length > 0) show(fields);
      else showError(error);
    } finally {
      setAdding(false);
    }
  }

  return (
    <Sheet title={product.name} placement="center" onClose={onClose}>
      <form ref={formRef} noValidate onSubmit={submit} className="space-y-4" aria-busy={adding}>
        <ol className="space-y-4">
          {rows.map((row, index) => (
            // rows are only added at the end and removed by their button: the index is their identity
            <li key={index} className="space-y-3 rounded-2xl bg-stone-50 p-3 ring-1 ring-stone-200">
              {rows.length > 1 && (
                <div className="flex items-center justify-between gap-2">
                  <span className="text-sm font-semibold text-stone-700">
                    {t('event.person', { count: index + 1 })}
                  </span>
                  <button
                    type="button"
                    className="rounded-full px-3 py-1 text-sm font-medium text-stone-700 hover:bg-stone-200"
                    onClick={() => changePersons((old) => old.filter((_, at) => at !== index))}
                  >
                    {t('event.removePerson', { count: index + 1 })}
                  </button>
                </div>
              )}
              {rule.person && (
                <TextField
                  label={t('event.enterName')}
                  required
                  autoComplete={index === 0 ? 'name' : 'off'}
                  value={row.fullName}
                  errors={errors[rowField(index, 'fullName')]}
                  onChange={(event) => edit(index, 'fullName', event.target.value)}
                />
              )}
              {rule.date && (
                <Field label={t('event.selectDateField')} required errors={errors[rowField(index, 'date')]}>
                  {(control) => (
                    <select
                      {...control}
                      className={controlClass}
                      value={row.date}
                      onChange={(event) => edit(index, 'date', event.target.value)}
                    >
                      <option value="">{t('event.selectDateField')}</option>
                      {dates.map((date) => (
                        <option key={date} value={date}>
                          {formatWallDate(date, locale)}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
              )}
            </li>
          ))}
        </ol>
        {(refusedPlaces || atLimit) && (
          <p
            id={placesId}
            role={refusedPlaces ? 'alert' : undefined}
            className={`text-sm font-medium ${refusedPlaces ? 'text-red-700' : 'text-stone-700'}`}
          >
            {refusedPlaces || placesText}
          </p>
        )}
        <div className="flex flex-wrap items-center justify-between gap-3">
          {rule.person && (
            <button
              type="button"
              className={secondaryButton}
              disabled={atLimit}
              aria-describedby={atLimit ? placesId : undefined}
              onClick={() => changePersons((old) => [...old, emptyRow])}
            >
              {t('event.addPerson')}
            </button>
          )}
          <button
            type="submit"
            className={`${primaryButton} ms-auto`}
            disabled={adding || overLimit}
            aria-describedby={refusedPlaces || overLimit ? placesId : undefined}
          >
            {rule.person ? t('event.addTickets', { count: rows.length }) : t('product.add')}
          </button>
        </div>
      </form>
    </Sheet>
  );
}
