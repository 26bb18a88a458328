import { useEffect } from 'react';
import BillButton from './bill-button';
import RobotButton from './robot-button';

/**
 * Issue 16/17, what a guest at a table can do from every menu page: call the service, and once
 * they ordered to pay at the end, open the table's bill. On phones (issue 33) the two sit side by
 * side in a bar docked above the basket bar, for which the page keeps room at its end (index.css
 * --floating-button), instead of floating over the dishes' + buttons; from 768 px they float at
 * the start, clear of the side basket column.
 */
export default function TableActions({
  robot,
  billTable,
}: {
  robot: { tableId: number; tableName: string } | null;
  billTable: string | undefined;
}) {
  useEffect(() => {
    document.documentElement.dataset.floatingButton = '';
    return () => {
      delete document.documentElement.dataset.floatingButton;
    };
  }, []);
  return (
    <div
      data-testid="table-actions"
      className="fixed inset-x-0 bottom-[var(--bottom-bar,0px)] z-30 flex gap-2 border-t border-stone-200 bg-stone-50 px-3 py-2 md:inset-x-auto md:start-4 md:bottom-4 md:flex-col-reverse md:items-start md:border-0 md:bg-transparent md:p-0"
    >
      {robot && <RobotButton tableId={robot.tableId} tableName={robot.tableName} />}
      {billTable && <BillButton tableName={billTable} />}
    </div>
  );
}
