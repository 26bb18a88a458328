import type { StorefrontLook } from '@tavola/contracts';
import { minimumTextContrast, whiteTextContrast } from '@tavola/domain';
import { type FormEvent, useId, useState } from 'react';
import {
  CheckboxField,
  controlClass,
  Field,
  fieldErrorsOf,
  secondaryButton,
  useFormErrors,
} from '../../../../components/ui/form';
import { useSaveLook } from '../../api/look-api';
import { useManager } from '../../manager-context';
import { useManagerT } from '../../manager-i18n';
import { notify, notifyError } from '../../notices';

const hexColour = /^#[0-9a-fA-F]{6}$/;
const flags = [
  ['sideMenu', 'look.sideMenu'],
  ['catalogue_mode', 'look.catalogueMode'],
  ['product_image', 'look.productImage'],
  ['newsletter', 'look.newsletter'],
  ['categories_expanded', 'look.categoriesExpanded'],
  ['pre_order_for_happy_hour', 'look.preOrderForHappyHour'],
] as const;

/**
 * The storefront's primary colour and the SPEC §9 theme flags. The colour's contrast with
 * white text is told while it is chosen (the domain's rule, the server's too); the server
 * refuses one below 4.5:1 and its message stands beside the field.
 */
export function LookForm({ look }: { look: StorefrontLook }) {
  const t = useManagerT();
  const id = useId();
  const { api, restaurant } = useManager();
  const save = useSaveLook(api, restaurant.id);
  const { formRef, errors, show, clear } = useFormErrors();
  const [colour, setColour] = useState(look.primaryColor);
  const valid = hexColour.test(colour);
  const ratio = valid ? whiteTextContrast(colour) : undefined;
  const readable = ratio !== undefined && ratio >= minimumTextContrast;

  function choose(next: string) {
    clear('primaryColor');
    setColour(next);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const on = (name: string) => form.get(name) === 'on';
    save.mutate(
      {
        primaryColor: colour.trim(),
        sideMenu: on('sideMenu'),
        catalogue_mode: on('catalogue_mode'),
        product_image: on('product_image'),
        newsletter: on('newsletter'),
        categories_expanded: on('categories_expanded'),
        pre_order_for_happy_hour: on('pre_order_for_happy_hour'),
      },
      {
        onSuccess: (answer) => notify(answer.message.body, 'info', 3000),
        onError: (error) => {
          const fields = fieldErrorsOf(error);
          if (Object.keys(fields).length) show(fields);
          else notifyError(error, t('area.error'));
        },
      },
    );
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-5">
      <div className="grid gap-6 md:grid-cols-2">
        <div className="space-y-3">
          <Field
            label={t('look.primaryColor')}
            hint={t('look.primaryColorHint')}
            errors={errors.primaryColor}
          >
            {(control) => (
              <div className="flex items-center gap-2">
                <input
                  type="color"
                  aria-label={t('look.pickColor')}
                  value={valid ? colour.toLowerCase() : look.primaryColor}
                  onChange={(event) => choose(event.target.value)}
                  className="h-11 w-14 shrink-0 cursor-pointer rounded-xl border border-stone-300 bg-white p-1"
                />
                <input
                  {...control}
                  name="primaryColor"
                  dir="ltr"
                  autoComplete="off"
                  spellCheck={false}
                  maxLength={7}
                  value={colour}
                  onChange={(event) => choose(event.target.value)}
                  className={`${controlClass} w-36 font-mono`}
                />
              </div>
            )}
          </Field>
          <p
            id={`${id}-contrast`}
            aria-live="polite"
            className={`text-sm font-medium ${readable ? 'text-emerald-800' : 'text-amber-900'}`}
          >
            {ratio === undefined
              ? ''
              : t(readable ? 'look.contrastGood' : 'look.contrastLow', { ratio: ratio.toFixed(2) })}
          </p>
          {/* a picture of the colour for sighted managers (the sentence above says the same); its
              words show only on a colour they can be read on */}
          <div aria-hidden="true" className="rounded-2xl border border-stone-200 p-4">
            <p className="mb-3 text-xs font-semibold text-stone-600 uppercase">{t('look.sample')}</p>
            <div className="flex flex-wrap items-center gap-4">
              <span
                className="size-11 shrink-0 rounded-full ring-1 ring-stone-300"
                style={{ backgroundColor: valid ? colour : look.primaryColor }}
              />
              {readable && (
                <>
                  <span
                    className="rounded-full px-5 py-2.5 font-semibold text-white"
                    style={{ backgroundColor: colour }}
                  >
                    {t('look.sampleButton')}
                  </span>
                  <span className="font-semibold underline" style={{ color: colour }}>
                    {t('look.sampleLink')}
                  </span>
                </>
              )}
            </div>
          </div>
        </div>
        <fieldset className="space-y-3">
          <legend className="mb-2 text-sm font-semibold text-stone-800">{t('look.flags')}</legend>
          {flags.map(([name, label]) => (
            <CheckboxField key={name} name={name} label={t(label)} defaultChecked={look[name]} />
          ))}
        </fieldset>
      </div>
      <button type="submit" disabled={save.isPending} className={`h-11 ${secondaryButton}`}>
        {t('look.save')}
      </button>
    </form>
  );
}
