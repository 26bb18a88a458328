import { useState } from 'react';
import { useErrorMessage } from '../../../lib/use-error-message';

/** One request at a time, its failure shown under the field it is about (issue 15, never a snackbar). */
export function useFieldRequest() {
  const messageOf = useErrorMessage();
  const [working, setWorking] = useState(false);
  const [error, setError] = useState('');
  async function run(work: () => Promise<void>) {
    setWorking(true);
    setError('');
    try {
      await work();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setWorking(false);
    }
  }
  return { working, error, setError, run };
}
