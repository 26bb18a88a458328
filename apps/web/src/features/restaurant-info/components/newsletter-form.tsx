import { type FormEvent, useId, useState } from 'react';
import { controlClass, primaryButton } from '../../../components/ui/form';
import { useInfoTranslation } from '../hooks/use-info-translation';
import { useInfoServices } from '../services';
import { FormStatus } from './form-status';

/**
 * SPEC §7 newsletter/create: 'Please enter your email' when empty; the input is cleared after
 * the submit; the server's codes tell a new subscription from an address already subscribed.
 */
export function NewsletterForm() {
  const { ti } = useInfoTranslation();
  const { api, messageOf } = useInfoServices();
  const id = useId();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) {
      setStatus({ tone: 'error', text: ti('newsletter.required') });
      return;
    }
    setSending(true);
    try {
      const answer = await api.post<{ message: { body: string } }>('newsletter/create', {
        email: email.trim(),
      });
      setStatus({ tone: 'success', text: answer.message.body });
    } catch (error) {
      setStatus({ tone: 'error', text: messageOf(error) });
    } finally {
      setEmail('');
      setSending(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-3">
      <label htmlFor={id} className="sr-only">
        {ti('newsletter.email')}
      </label>
      <input
        id={id}
        type="email"
        autoComplete="email"
        maxLength={254}
        placeholder={ti('newsletter.email')}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        className={controlClass}
      />
      <FormStatus status={status} />
      <button type="submit" className={`${primaryButton} w-full`} disabled={sending}>
        {ti('newsletter.submit')}
      </button>
    </form>
  );
}
