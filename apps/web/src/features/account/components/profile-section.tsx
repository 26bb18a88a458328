import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../../components/ui/load-error';
import { useAppContext } from '../../../lib/app-context';
import { useDeferredTexts, useTranslation } from '../../../lib/i18n';
import { useAccountT } from '../account-i18n';
import { userQuery } from '../api/account-api';
import { Spinner } from './form-parts';
import { PasswordChangeForm } from './password-change-form';
import { ProfileDetailsForm } from './profile-details-form';

/** SPEC §2 /dashboard/profile ('Your Profile'): the customer's details and password. */
export default function ProfileSection() {
  useDeferredTexts();
  const t = useAccountT();
  const { t: tApp, locale } = useTranslation();
  const { api } = useAppContext();
  const user = useQuery(userQuery(api, locale));
  if (user.isError) return <LoadError message={t('account.loadError')} onRetry={() => void user.refetch()} />;
  if (!user.data) return <Spinner label={tApp('app.loading')} />;
  return (
    <div className="space-y-5">
      <h2 className="sr-only">{t('title.profile')}</h2>
      <ProfileDetailsForm key={user.data.updated_at} user={user.data} />
      <PasswordChangeForm />
    </div>
  );
}
