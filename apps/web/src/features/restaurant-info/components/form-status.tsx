/** The outcome of a form inside a panel: read out politely on success, at once on failure. */
export function FormStatus({ status }: { status: { tone: 'success' | 'error'; text: string } | null }) {
  return (
    <>
      <p role="status" className="text-sm font-medium text-green-800 empty:hidden">
        {status?.tone === 'success' ? status.text : ''}
      </p>
      <p role="alert" className="text-sm font-medium text-red-700 empty:hidden">
        {status?.tone === 'error' ? status.text : ''}
      </p>
    </>
  );
}
