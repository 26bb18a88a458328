import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useAppContext } from '../../../lib/app-context';
import { isAtTable, useBasket } from '../../basket';
import { useRestaurant } from '../../restaurant';
import { capacityPrompt, useCapacityPromptOpen } from '../capacity-prompt';
import { useGuestCountNeeded } from '../hooks/use-guest-count';
import { useTableLanding } from '../hooks/use-table-landing';
import { orderedAtTable } from '../table-seat-key';

const CapacityDialog = lazy(() => import('./capacity-dialog'));
const TableActions = lazy(() => import('./table-actions'));

/** where the floating robot button shows and the guests are asked on arrival: the menu and the cart */
const robotPages = ['/', '/menu', '/cart'];

/**
 * Issue 16, what a guest at a table has on every page: the table from the QR code applied, the
 * table capacity modal (asked on arrival once per page load), and the floating robot button
 * when the basket holds a table and the restaurant takes calls (SPEC §6 settings gating); once
 * the guest ordered at the table to pay at the end, the way to its bill (issue 17).
 */
export function TableGuest() {
  useTableLanding();
  const restaurant = useRestaurant();
  const basket = useBasket().data;
  const [pathname] = useLocation();
  const { config } = useAppContext();
  // read on every page change (the order page notes the order, the bill page its payment), and
  // only in the browser once the page is there: the server renders the menu without it (issue 21)
  const [billTable, setBillTable] = useState<string>();
  useEffect(() => {
    setBillTable(robotPages.includes(pathname) ? orderedAtTable(config.restaurantId) : undefined);
  }, [pathname, config.restaurantId]);
  const countNeeded = useGuestCountNeeded();
  const promptOpen = useCapacityPromptOpen();
  // asked where the guest orders (menu, cart), never over the bill or the order page (issue 33);
  // the checkout asks when it orders (useGuestCountGate)
  const asksHere = robotPages.includes(pathname);
  useEffect(() => {
    if (countNeeded && asksHere) capacityPrompt.askOnce();
  }, [countNeeded, asksHere]);

  const table = isAtTable(basket) ? basket?.table : null;
  const robot = table && restaurant.settings.robot_request_available && robotPages.includes(pathname);
  return (
    <Suspense fallback={null}>
      {promptOpen && (asksHere || pathname === '/checkout') && <CapacityDialog />}
      {(robot || billTable) && (
        <TableActions
          robot={robot ? { tableId: table.id, tableName: table.name } : null}
          billTable={billTable}
        />
      )}
    </Suspense>
  );
}
