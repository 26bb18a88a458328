import { useQuery } from '@tanstack/react-query';
import type { ManagerOptionGroup, MenuTexts } from '@tavola/contracts';
import { useId, useState } from 'react';
import { optionGroupsQuery } from '../../api/menu-api';
import { useManager } from '../../manager-context';
import { useManagerT } from '../../manager-i18n';
import type { OptionGroupDraft } from './product-draft';

/**
 * Issue 34: option groups are the restaurant's, shared between products (decision 037): one a
 * product does not offer yet can be offered again — its options and prices come along and can be
 * changed here (a changed name changes it on every product that offers it).
 */
export function ReuseOptionGroup({
  offered,
  language,
  onReuse,
}: {
  offered: readonly OptionGroupDraft[];
  language: keyof MenuTexts;
  onReuse: (group: ManagerOptionGroup) => void;
}) {
  const t = useManagerT();
  const id = useId();
  const { api, restaurant } = useManager();
  // asked for when the manager wants one, not with every product opened
  const [looking, setLooking] = useState(false);
  const shared = useQuery({ ...optionGroupsQuery(api, restaurant.id), enabled: looking });
  const [chosen, setChosen] = useState('');
  const taken = new Set(offered.map((group) => group.id));
  const choices = (shared.data ?? []).filter((group) => !taken.has(group.id));
  if (!looking)
    return (
      <button
        type="button"
        onClick={() => setLooking(true)}
        className="h-11 rounded-full px-4 text-sm font-semibold ring-1 ring-stone-300 hover:bg-stone-100"
      >
        {t('menu.reuseGroup')}
      </button>
    );
  if (shared.isPending) return <p role="status">{t('area.loading')}</p>;
  if (choices.length === 0) return <p className="text-sm text-stone-600">{t('menu.reuseGroupNone')}</p>;
  const nameOf = (group: ManagerOptionGroup) =>
    group.name[language] || Object.values(group.name).find(Boolean) || `#${group.id}`;
  return (
    <div className="flex items-end gap-2">
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          {t('menu.reuseGroup')}
        </label>
        <select
          id={id}
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
          className="h-11 max-w-64 rounded-xl border border-stone-300 bg-white px-3 text-sm"
        >
          <option value="">{t('menu.reuseGroupPick')}</option>
          {choices.map((group) => (
            <option key={group.id} value={group.id}>
              {t('menu.reuseGroupOption', { name: nameOf(group), count: group.products })}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        disabled={!chosen}
        onClick={() => {
          const group = choices.find((each) => String(each.id) === chosen);
          if (!group) return;
          onReuse(group);
          setChosen('');
        }}
        className="h-11 rounded-full px-4 text-sm font-semibold ring-1 ring-stone-300 hover:bg-stone-100 disabled:opacity-40"
      >
        {t('menu.reuseGroupAdd')}
      </button>
    </div>
  );
}
