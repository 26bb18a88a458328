import { isValidTableCapacity } from '@tavola/domain';
import { type FormEvent, useState } from 'react';
import {
  type FieldErrors,
  fieldErrorsOf,
  primaryButton,
  TextField,
  useFormErrors,
} from '../../../components/ui/form';
import { Sheet, useAnySheetOpen } from '../../../components/ui/sheet';
import { useDeferredTexts } from '../../../lib/i18n';
import { snackbar } from '../../../lib/snackbar';
import { useBasket, useBasketChanges } from '../../basket';
import { tableApi } from '../api/table-api';
import { capacityPrompt } from '../capacity-prompt';

/** a count as typed: whole numbers only, so '1.5' or '-1' are not guests */
const countOf = (typed: string) => (/^\d{1,3}$/.test(typed.trim()) ? Number(typed.trim()) : Number.NaN);

/**
 * SPEC §5 table capacity modal. It waits for a panel open already (the restaurant's
 * announcement, the basket, a product), so two dialogs never open over each other; the wait
 * lives here, outside the menu's first load, because the panels' module brings Radix with it.
 */
export default function CapacityDialog() {
  const othersOpen = useAnySheetOpen();
  const [shown, setShown] = useState(false);
  if (!shown && !othersOpen) setShown(true);
  return shown ? <CapacityForm /> : null;
}

/**
 * How many adults and children sit at the table (together at least one), saved on the basket
 * with update-basket-extraInfo before the order. A dialog with its focus trapped, closed by
 * Escape, its fields labelled.
 */
function CapacityForm() {
  useDeferredTexts();
  const { api, t, changeExisting, messageOf } = useBasketChanges();
  const basket = useBasket().data;
  const stored = basket?.extra_info.table_capacity;
  const [adults, setAdults] = useState(stored ? String(stored.adults) : '');
  const [children, setChildren] = useState(stored ? String(stored.children) : '0');
  const [saving, setSaving] = useState(false);
  const { formRef, errors, show, clear } = useFormErrors();

  function problems(): FieldErrors {
    const counts = { adults: countOf(adults), children: countOf(children) };
    const found: Record<string, string[]> = {};
    if (Number.isNaN(counts.adults)) found.adults = [t('table.countInvalid')];
    if (Number.isNaN(counts.children)) found.children = [t('table.countInvalid')];
    if (!found.adults && !found.children && !isValidTableCapacity(counts.adults, counts.children))
      found.adults = [t('table.atLeastOneGuest')];
    return found;
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const found = problems();
    if (Object.keys(found).length > 0) return show(found);
    setSaving(true);
    try {
      let message = '';
      await changeExisting(async (basketId) => {
        const answer = await tableApi.saveCapacity(api, basketId, {
          adults: countOf(adults),
          children: countOf(children),
        });
        message = answer.message.body;
        return answer;
      });
      // the dialog closing shows it; screen readers hear the server's words
      snackbar.show({ text: message, tone: 'success', screenReaderOnly: true });
      capacityPrompt.saved();
    } catch (error) {
      setSaving(false);
      // a 422 names table_capacity (or one of its counts): it belongs beside the counts
      const fields = Object.values(fieldErrorsOf(error)).flatMap((messages) => messages ?? []);
      if (fields.length > 0) show({ adults: fields });
      else snackbar.error(messageOf(error, t('table.capacityError')));
    }
  }

  return (
    <Sheet title={t('table.capacityTitle')} placement="center" onClose={capacityPrompt.close}>
      <form ref={formRef} className="space-y-4" onSubmit={save} noValidate>
        {basket?.table && (
          <p className="text-stone-600">{t('table.capacityText', { name: basket.table.name })}</p>
        )}
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label={t('table.adults')}
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            required
            autoFocus
            value={adults}
            errors={errors.adults}
            onChange={(event) => {
              setAdults(event.target.value);
              clear('adults');
            }}
          />
          <TextField
            label={t('table.children')}
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            required
            value={children}
            errors={errors.children}
            onChange={(event) => {
              setChildren(event.target.value);
              clear('children', 'adults');
            }}
          />
        </div>
        <button type="submit" className={`${primaryButton} w-full`} disabled={saving} aria-busy={saving}>
          {saving ? t('table.saving') : t('table.saveCapacity')}
        </button>
      </form>
    </Sheet>
  );
}
