import type { StorefrontPages } from '@tavola/contracts';
import { type AnnouncementKind, announcementKinds } from '@tavola/domain';
import { useId, useState } from 'react';
import { CheckboxField, controlClass } from '../../../../components/ui/form';
import { useSaveAnnouncement } from '../../api/look-api';
import { useManager } from '../../manager-context';
import { useManagerT } from '../../manager-i18n';
import { PageTextsEditor } from './page-texts-editor';

/**
 * SPEC §3 announcement (the popup on the menu, has_announcement) and the one before checkout
 * (announcement_before_checkout): the text per language and whether guests see it.
 */
export function AnnouncementsSection({ pages }: { pages: StorefrontPages }) {
  const t = useManagerT();
  const id = useId();
  const [kind, setKind] = useState<AnnouncementKind>('general');
  return (
    <div className="space-y-4">
      <div className="sm:w-80">
        <label htmlFor={`${id}-kind`} className="mb-1 block text-sm font-medium text-stone-800">
          {t('announcements.kind')}
        </label>
        <select
          id={`${id}-kind`}
          value={kind}
          onChange={(event) => setKind(event.target.value as AnnouncementKind)}
          className={controlClass}
        >
          {announcementKinds.map((each) => (
            <option key={each} value={each}>
              {t(`announcements.kind.${each}`)}
            </option>
          ))}
        </select>
      </div>
      <AnnouncementForm key={kind} kind={kind} announcement={pages.announcements[kind]} />
    </div>
  );
}

function AnnouncementForm({
  kind,
  announcement,
}: {
  kind: AnnouncementKind;
  announcement: StorefrontPages['announcements'][AnnouncementKind];
}) {
  const t = useManagerT();
  const { api, restaurant } = useManager();
  const save = useSaveAnnouncement(api, restaurant.id);
  const [shown, setShown] = useState(announcement.shown);
  return (
    <PageTextsEditor
      texts={announcement.content}
      label={(language) => t('announcements.text', { language })}
      saveLabel={t('announcements.save')}
      pending={save.isPending}
      save={({ content }) => save.mutateAsync({ kind, content, shown })}
    >
      <CheckboxField
        label={t('announcements.shown')}
        checked={shown}
        onChange={(event) => setShown(event.target.checked)}
      />
    </PageTextsEditor>
  );
}
