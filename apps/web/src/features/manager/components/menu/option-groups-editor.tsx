import type { MenuTexts } from '@tavola/contracts';
import type { FieldErrors } from '../../../../components/ui/form';
import { useManagerT } from '../../manager-i18n';
import { OptionGroupFieldset } from './option-group-fieldset';
import { newOptionGroup, type OptionGroupDraft } from './product-draft';
import { optionGroupDraftOf } from './product-draft-of';
import { ReuseOptionGroup } from './reuse-option-group';

/**
 * Issue 20: a product's option groups as a repeating fieldset (like the hours editor's
 * windows): each group has a name, a minimum and a maximum of choices, and its options with
 * what each adds to the price. Names are edited in the language of the chosen tab.
 */
export function OptionGroupsEditor({
  groups,
  onChange,
  language,
  errors,
  clear,
}: {
  groups: OptionGroupDraft[];
  onChange: (groups: OptionGroupDraft[]) => void;
  language: keyof MenuTexts;
  errors: FieldErrors;
  clear: (...fields: string[]) => void;
}) {
  const t = useManagerT();
  const change = (key: string, next: (group: OptionGroupDraft) => OptionGroupDraft) =>
    onChange(groups.map((group) => (group.key === key ? next(group) : group)));

  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-600">{t('menu.optionsIntro')}</p>
      {groups.map((group, index) => (
        <OptionGroupFieldset
          key={group.key}
          group={group}
          index={index}
          language={language}
          errors={errors}
          clear={clear}
          onChange={(next) => change(group.key, next)}
          onRemove={() => onChange(groups.filter((each) => each.key !== group.key))}
        />
      ))}
      <div className="flex flex-wrap items-end gap-2">
        <button
          type="button"
          onClick={() => onChange([...groups, newOptionGroup()])}
          className="h-11 rounded-full px-4 text-sm font-semibold ring-1 ring-stone-300 hover:bg-stone-100"
        >
          + {t('menu.addGroup')}
        </button>
        <ReuseOptionGroup
          offered={groups}
          language={language}
          onReuse={(group) => onChange([...groups, optionGroupDraftOf(group)])}
        />
      </div>
    </div>
  );
}
