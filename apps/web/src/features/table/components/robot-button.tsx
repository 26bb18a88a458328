import { useDeferredTexts, useTranslation } from '../../../lib/i18n';
import { snackbar } from '../../../lib/snackbar';
import { useRobotRequest } from '../api/table-api';
import { robotFailureText } from '../robot-answer';

/**
 * SPEC §2 floating robot button, §6: calls the restaurant's robot (or a waiter) to the table.
 * The answer shows as a snackbar: 'robot task set' or 'request submitted', else why not.
 * Placed by TableActions.
 */
export default function RobotButton({ tableId, tableName }: { tableId: number; tableName: string }) {
  useDeferredTexts();
  const { t } = useTranslation();
  const robot = useRobotRequest();

  async function call() {
    try {
      const answer = await robot.mutateAsync(tableId);
      snackbar.show({ text: answer.message.body, tone: 'success' });
    } catch (error) {
      snackbar.error(robotFailureText(error, t('app.somethingWentWrong')));
    }
  }

  return (
    <button
      type="button"
      onClick={() => void call()}
      disabled={robot.isPending}
      aria-busy={robot.isPending}
      aria-label={t('table.callServiceTo', { name: tableName })}
      className="flex h-12 min-w-0 flex-1 items-center justify-center gap-2 rounded-full bg-stone-900 ps-2 pe-4 font-semibold text-white shadow-lg shadow-stone-900/25 ring-2 ring-white hover:bg-stone-800 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary disabled:opacity-70 md:flex-none md:justify-start"
    >
      <span className="flex size-8 items-center justify-center rounded-full bg-primary text-(--color-primary-contrast)">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
          <path
            fill="currentColor"
            d="M12 4a2 2 0 0 1 2 2v.1A7 7 0 0 1 19 13v2h1v2H4v-2h1v-2a7 7 0 0 1 5-6.9V6a2 2 0 0 1 2-2Zm-9 15h18v2H3v-2Z"
          />
        </svg>
      </span>
      <span className="truncate">{robot.isPending ? t('table.calling') : t('table.callService')}</span>
    </button>
  );
}
