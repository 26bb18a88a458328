import { useQuery } from '@tanstack/react-query';
import type { StaffMemberDto, StaffRoleDto } from '@tavola/contracts';
import { type FormEvent, useState } from 'react';
import {
  controlClass,
  Field,
  fieldErrorsOf,
  primaryButton,
  TextField,
  useFormErrors,
} from '../../../../components/ui/form';
import { useTranslation } from '../../../../lib/i18n';
import {
  staffQuery,
  useChangeRole,
  useInvite,
  useRemoveMember,
  useRevokeInvitation,
} from '../../api/staff-api';
import { formatInstant } from '../../format';
import { useManager } from '../../manager-context';
import { useManagerT } from '../../manager-i18n';
import { notify, notifyError } from '../../notices';
import { ConfirmSheet, dangerButton } from '../resource';
import { SectionCard as Card } from '../section-card';
import { usePageTitle } from '../tickets/use-page-title';

const roles: StaffRoleDto[] = ['owner', 'manager'];
const smallButton = 'h-11 rounded-full px-4 font-medium ring-1 ring-stone-300 hover:bg-stone-100';

/**
 * Issue 20 (decision 044), a chunk of its own and the owner's only: who runs the restaurant in
 * which role, the invitations still open, and a form to invite someone by e-mail.
 */
export default function StaffPage() {
  const t = useManagerT();
  const { locale } = useTranslation();
  const { api, restaurant } = useManager();
  const staff = useQuery(staffQuery(api, restaurant.id, locale));
  const revoke = useRevokeInvitation(api, restaurant.id);
  usePageTitle(t('staff.title'));

  return (
    <main id="main" className="mx-auto w-full max-w-4xl flex-1 space-y-5 px-4 py-4 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t('staff.title')}</h1>
        <p className="text-sm text-stone-600">{t('staff.intro')}</p>
      </div>
      {staff.isPending && <p role="status">{t('area.loading')}</p>}
      {staff.isError && (
        <p role="alert" className="text-red-700">
          {t('area.error')}
        </p>
      )}
      {staff.data && (
        <>
          <Card id="members" title={t('staff.members')}>
            <ul className="divide-y divide-stone-200">
              {staff.data.members.map((member) => (
                <MemberRow key={member.manager_id} member={member} />
              ))}
            </ul>
          </Card>
          <Card id="invite" title={t('staff.inviteTitle')}>
            <InviteForm />
          </Card>
          <Card id="invitations" title={t('staff.invitations')}>
            {staff.data.invitations.length === 0 ? (
              <p className="text-stone-600">{t('staff.noInvitations')}</p>
            ) : (
              <ul className="divide-y divide-stone-200">
                {staff.data.invitations.map((invitation) => (
                  <li key={invitation.id} className="flex flex-wrap items-center gap-3 py-3">
                    {/* room for the address before the button; a phone puts the button below it */}
                    <div className="min-w-0 grow basis-60">
                      <p className="font-semibold break-all" dir="ltr">
                        {invitation.email}
                      </p>
                      <p className="text-sm text-stone-600">
                        {t('staff.expires', {
                          role: t(`staff.role.${invitation.role}`),
                          date: formatInstant(invitation.expires_at, restaurant.time_zone, locale),
                        })}
                      </p>
                    </div>
                    <button
                      type="button"
                      aria-label={t('staff.revokeOf', { email: invitation.email })}
                      disabled={revoke.isPending}
                      onClick={() =>
                        revoke.mutate(invitation.id, {
                          onSuccess: (answer) => notify(answer.message.body, 'info', 3000),
                          onError: (error) => notifyError(error, t('area.error')),
                        })
                      }
                      className={smallButton}
                    >
                      {t('staff.revoke')}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </>
      )}
    </main>
  );
}

function MemberRow({ member }: { member: StaffMemberDto }) {
  const t = useManagerT();
  const { api, restaurant } = useManager();
  const changeRole = useChangeRole(api, restaurant.id);
  const remove = useRemoveMember(api, restaurant.id);
  const [confirming, setConfirming] = useState(false);
  const done = {
    onSuccess: (answer: { message: { body: string } }) => notify(answer.message.body, 'info', 3000),
    onError: (error: unknown) => notifyError(error, t('area.error')),
  };

  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      {/* issue 34: room for the name and address first; on a phone the role and Remove go on the
          line below, where they squeezed the address to a few letters a line */}
      <div className="min-w-0 grow basis-60">
        <p className="font-semibold">
          {member.name}
          {member.you && <span className="ms-2 text-sm font-normal text-stone-600">({t('staff.you')})</span>}
        </p>
        <p className="text-sm break-all text-stone-600" dir="ltr">
          {member.email}
        </p>
      </div>
      <label className="sr-only" htmlFor={`role-${member.manager_id}`}>
        {t('staff.roleOf', { name: member.name })}
      </label>
      <select
        id={`role-${member.manager_id}`}
        value={member.role}
        disabled={changeRole.isPending}
        onChange={(event) =>
          changeRole.mutate({ managerId: member.manager_id, role: event.target.value as StaffRoleDto }, done)
        }
        className={controlClass.replace('w-full', 'w-40')}
      >
        {roles.map((role) => (
          <option key={role} value={role}>
            {t(`staff.role.${role}`)}
          </option>
        ))}
      </select>
      <button
        type="button"
        aria-label={t('staff.removeOf', { name: member.name })}
        onClick={() => setConfirming(true)}
        className={dangerButton}
      >
        {t('staff.remove')}
      </button>
      {confirming && (
        <ConfirmSheet
          title={t('staff.removeOf', { name: member.name })}
          text={t('staff.removeConfirm', { name: member.name })}
          action={t('staff.remove')}
          pending={remove.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={() =>
            remove.mutate(member.manager_id, {
              ...done,
              onSettled: () => setConfirming(false),
            })
          }
        />
      )}
    </li>
  );
}

function InviteForm() {
  const t = useManagerT();
  const { api, restaurant } = useManager();
  const invite = useInvite(api, restaurant.id);
  const { formRef, errors, show, clear } = useFormErrors();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    invite.mutate(
      { email: String(data.get('email') ?? ''), role: data.get('role') as StaffRoleDto },
      {
        onSuccess: (answer) => {
          notify(answer.message.body, 'info', 4000);
          form.reset();
        },
        onError: (error) => {
          const fields = fieldErrorsOf(error);
          if (Object.keys(fields).length > 0) show(fields);
          else notifyError(error, t('area.error'));
        },
      },
    );
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-stone-600">{t('staff.inviteIntro')}</p>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <TextField
          label={t('staff.email')}
          name="email"
          type="email"
          dir="ltr"
          autoComplete="off"
          required
          errors={errors.email}
          onChange={() => clear('email')}
        />
        <Field label={t('staff.role')} errors={errors.role}>
          {(control) => (
            <select {...control} name="role" defaultValue="manager" className={controlClass}>
              {roles.map((role) => (
                <option key={role} value={role}>
                  {t(`staff.role.${role}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <button type="submit" disabled={invite.isPending} className={`h-12 ${primaryButton}`}>
        {t('staff.send')}
      </button>
    </form>
  );
}
