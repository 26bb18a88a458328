import type { ManagerMenu, MenuTexts } from '@tavola/contracts';
import { localeInfo } from '@tavola/i18n/locales';
import {
  choiceClass,
  controlClass,
  Field,
  type FieldErrors,
  TextField,
} from '../../../../components/ui/form';
import { useManagerT } from '../../manager-i18n';
import { newChoice, newStep, type StepDraft } from './product-draft';

/**
 * Issue 20: a set menu's steps (SPEC §3 package steps) as a repeating fieldset: each step has a
 * name in the chosen tab's language, how many products a guest picks (at least, at most), and
 * the products it offers with what each adds to the price. No steps: an ordinary product.
 */
export function PackageStepsEditor({
  steps,
  onChange,
  menu,
  productId,
  language,
  errors,
  clear,
}: {
  steps: StepDraft[];
  onChange: (steps: StepDraft[]) => void;
  menu: ManagerMenu;
  /** the set menu itself, which no step may offer */
  productId?: number;
  language: keyof MenuTexts;
  errors: FieldErrors;
  clear: (...fields: string[]) => void;
}) {
  const t = useManagerT();
  const languageName = localeInfo[language].nativeName;
  const change = (key: string, next: (step: StepDraft) => StepDraft) =>
    onChange(steps.map((step) => (step.key === key ? next(step) : step)));
  const offerable = menu.products.filter((product) => product.id !== productId);

  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-600">{t('menu.stepsIntro')}</p>
      {steps.map((step, stepIndex) => {
        const at = `steps.${stepIndex}`;
        const number = String(stepIndex + 1);
        const stepName = step.name[language] || t('menu.stepNumber', { number });
        return (
          <fieldset key={step.key} className="space-y-3 rounded-2xl p-4 ring-1 ring-stone-300">
            <legend className="px-1 text-sm font-semibold">{t('menu.stepNumber', { number })}</legend>
            <TextField
              label={t('menu.stepName', { language: languageName })}
              lang={language}
              dir={localeInfo[language].dir}
              maxLength={100}
              autoComplete="off"
              value={step.name[language]}
              errors={errors[`${at}.name.${language}`]}
              onChange={(event) => {
                clear(`${at}.name.${language}`);
                change(step.key, (each) => ({
                  ...each,
                  name: { ...each.name, [language]: event.target.value },
                }));
              }}
            />
            <div className="grid grid-cols-2 gap-3">
              {(['min', 'max'] as const).map((field) => (
                <TextField
                  key={field}
                  label={field === 'min' ? t('menu.groupMin') : t('menu.groupMax')}
                  inputMode="numeric"
                  dir="ltr"
                  autoComplete="off"
                  value={step[field]}
                  errors={errors[`${at}.${field}`]}
                  onChange={(event) => {
                    clear(`${at}.${field}`);
                    change(step.key, (each) => ({ ...each, [field]: event.target.value }));
                  }}
                />
              ))}
            </div>
            <ul className="space-y-3">
              {step.choices.map((choice, choiceIndex) => {
                const choiceAt = `${at}.choices.${choiceIndex}`;
                const choiceNumber = String(choiceIndex + 1);
                const set = (changes: Partial<typeof choice>, field: string) => {
                  clear(`${choiceAt}.${field}`);
                  change(step.key, (each) => ({
                    ...each,
                    choices: each.choices.map((entry) =>
                      entry.key === choice.key ? { ...entry, ...changes } : entry,
                    ),
                  }));
                };
                return (
                  <li key={choice.key} className="flex flex-wrap items-start gap-2 sm:flex-nowrap">
                    <Field
                      className="min-w-48 flex-1"
                      label={t('menu.choiceProduct', { number: choiceNumber })}
                      errors={errors[`${choiceAt}.product_id`]}
                    >
                      {(control) => (
                        <select
                          {...control}
                          className={controlClass}
                          value={choice.product_id}
                          onChange={(event) => set({ product_id: event.target.value }, 'product_id')}
                        >
                          <option value="">{t('menu.chooseProduct')}</option>
                          {offerable.map((product) => (
                            <option key={product.id} value={product.id}>
                              {product.label}
                            </option>
                          ))}
                        </select>
                      )}
                    </Field>
                    <TextField
                      className="w-28"
                      label={t('menu.optionPrice', { number: choiceNumber })}
                      inputMode="decimal"
                      dir="ltr"
                      autoComplete="off"
                      value={choice.price}
                      errors={errors[`${choiceAt}.price`]}
                      onChange={(event) => set({ price: event.target.value }, 'price')}
                    />
                    <label className="mt-6 flex min-h-11 cursor-pointer items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        className={choiceClass}
                        checked={choice.multiple}
                        onChange={(event) => set({ multiple: event.target.checked }, 'multiple')}
                      />
                      {t('menu.choiceMultiple')}
                    </label>
                    <button
                      type="button"
                      aria-label={t('menu.removeChoice', { number: choiceNumber, step: stepName })}
                      onClick={() =>
                        change(step.key, (each) => ({
                          ...each,
                          choices: each.choices.filter((entry) => entry.key !== choice.key),
                        }))
                      }
                      className="mt-6 h-11 rounded-full px-4 text-sm font-medium text-red-800 ring-1 ring-red-300 hover:bg-red-50"
                    >
                      {t('menu.remove')}
                    </button>
                  </li>
                );
              })}
            </ul>
            {errors[`${at}.choices`] && (
              <p className="text-sm font-medium text-red-700">{errors[`${at}.choices`]?.[0]}</p>
            )}
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                aria-label={t('menu.addChoiceTo', { step: stepName })}
                onClick={() =>
                  change(step.key, (each) => ({ ...each, choices: [...each.choices, newChoice()] }))
                }
                className="h-11 rounded-full px-4 text-sm font-semibold ring-1 ring-stone-300 hover:bg-stone-100"
              >
                + {t('menu.addChoice')}
              </button>
              <button
                type="button"
                aria-label={t('menu.removeStepLabel', { step: stepName })}
                onClick={() => onChange(steps.filter((each) => each.key !== step.key))}
                className="h-11 rounded-full px-4 text-sm font-medium text-red-800 ring-1 ring-red-300 hover:bg-red-50"
              >
                {t('menu.removeStep')}
              </button>
            </div>
          </fieldset>
        );
      })}
      <button
        type="button"
        onClick={() => onChange([...steps, newStep()])}
        className="h-11 rounded-full px-4 text-sm font-semibold ring-1 ring-stone-300 hover:bg-stone-100"
      >
        + {t('menu.addStep')}
      </button>
    </div>
  );
}
