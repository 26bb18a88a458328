import { useTranslation } from '../../lib/i18n';
import { type FieldErrors, TextField } from '../ui/form';
import type { PayfixCard } from './payfix-card';

/**
 * The payFix card's code and PIN, where a guest pays with it: the checkout and the table's bill
 * (issue 17). Messages beside each field are the browser's (`payfixCardIssues`) or the server's
 * 422 (wrong PIN, too little on the card). The PIN is never kept beyond the form.
 */
export function PayfixCardFields({
  card,
  onChange,
  errors,
}: {
  card: PayfixCard;
  onChange: (card: PayfixCard) => void;
  errors: FieldErrors;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField
        label={t('checkout.payfixCode')}
        required
        autoComplete="off"
        errors={errors.qrCode}
        value={card.qrCode}
        onChange={(event) => onChange({ ...card, qrCode: event.target.value })}
      />
      <TextField
        label={t('checkout.payfixPin')}
        required
        type="password"
        inputMode="numeric"
        autoComplete="off"
        errors={errors.pin}
        value={card.pin}
        onChange={(event) => onChange({ ...card, pin: event.target.value })}
      />
    </div>
  );
}
