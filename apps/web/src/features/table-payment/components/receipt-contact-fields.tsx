import { type FieldErrors, TextField } from '../../../components/ui/form';
import { useTranslation } from '../../../lib/i18n';

/** The name the table sees on the claim and the e-mail address the receipt goes to, both optional. */
export function ReceiptContactFields({
  name,
  email,
  errors,
  onName,
  onEmail,
}: {
  name: string;
  email: string;
  errors: FieldErrors;
  onName: (name: string) => void;
  onEmail: (email: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField
        label={t('bill.name')}
        autoComplete="given-name"
        maxLength={40}
        value={name}
        onChange={(event) => onName(event.target.value)}
      />
      <TextField
        label={t('bill.email')}
        type="email"
        autoComplete="email"
        maxLength={200}
        value={email}
        onChange={(event) => onEmail(event.target.value)}
        errors={errors.email}
      />
    </div>
  );
}
