import * as Dialog from '@radix-ui/react-dialog';
import { type CSSProperties, type ReactNode, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../../lib/i18n';
import { openPanelEntry } from './panel-history';

type Placement = 'end' | 'bottom' | 'center';

const panelClass: Record<Placement, string> = {
  end: 'fixed inset-y-0 end-0 flex w-full max-w-lg flex-col bg-white shadow-2xl sm:rounded-s-3xl',
  bottom: 'fixed inset-x-0 bottom-0 flex flex-col rounded-t-3xl bg-white shadow-2xl',
  center:
    'fixed start-1/2 top-1/2 flex max-h-[85dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col rounded-3xl bg-white shadow-2xl rtl:translate-x-1/2',
};

/**
 * A modal panel (side panel, bottom sheet or centred dialog) on Radix Dialog: focus trap,
 * Escape, scroll lock, and the dimmed overlay closes it (SPEC §2 Overlay panels); the browser's
 * Back closes it too (issue 15, panel-history.ts).
 */
export function Sheet({
  title,
  description,
  placement,
  onClose,
  style,
  children,
  hideTitle = false,
  returnFocusTo,
}: {
  title: string;
  description?: string;
  placement: Placement;
  onClose: () => void;
  style?: CSSProperties;
  children: ReactNode;
  hideTitle?: boolean;
  /** where the focus goes on closing when the element that opened the panel is gone */
  returnFocusTo?: () => HTMLElement | null;
}) {
  const { t } = useTranslation();
  useReturnFocus(returnFocusTo);
  useCountedOpen();
  const endEntry = useHistoryEntry(onClose);
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (open) return;
        endEntry(true);
        onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-950/50 backdrop-blur-[2px]" />
        <Dialog.Content
          className={`${panelClass[placement]} z-50 outline-none`}
          style={style}
          // a click on a snackbar (its close or confirm button) does not close the panel
          onPointerDownOutside={(event) => {
            if (event.target instanceof Element && event.target.closest('[data-snackbar]'))
              event.preventDefault();
          }}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="flex items-center justify-between gap-3 px-5 pt-4 pb-2">
            {hideTitle ? (
              // the panel shows the title itself further down; this only names the dialog
              <Dialog.Title asChild>
                <span className="sr-only">{title}</span>
              </Dialog.Title>
            ) : (
              <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
            )}
            <Dialog.Close
              className="ms-auto flex size-10 items-center justify-center rounded-full bg-stone-100 text-stone-700 hover:bg-stone-200"
              aria-label={t('app.close')}
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5">
                <path
                  fill="currentColor"
                  d="M6.3 5 10 8.6 13.7 5 15 6.3 11.4 10l3.6 3.7-1.3 1.3-3.7-3.6L6.3 15 5 13.7 8.6 10 5 6.3z"
                />
              </svg>
            </Dialog.Close>
          </div>
          {description && <Dialog.Description className="sr-only">{description}</Dialog.Description>}
          <div className="min-h-0 flex-1 overflow-y-auto px-5 pb-6">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * Panels here are mounted when opened and unmounted when closed, so the element that opened
 * one gets the focus back explicitly (keyboard users continue where they were). The opener is
 * read while rendering: by the time an effect of this component runs, the dialog's own focus
 * trap (a child, whose effects run first) has already moved the focus inside it (issue 15).
 */
function useReturnFocus(fallback: (() => HTMLElement | null) | undefined) {
  const [opener] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));
  const latestFallback = useRef(fallback);
  latestFallback.current = fallback;
  useEffect(
    () => () => {
      setTimeout(() => {
        const usable = opener instanceof HTMLElement && opener.isConnected && opener !== document.body;
        (usable ? opener : latestFallback.current?.())?.focus();
      }, 0);
    },
    [opener],
  );
}

/** The panel's history entry (Back closes it); answers how to end it when the guest closes the panel. */
function useHistoryEntry(onClose: () => void) {
  const latestClose = useRef(onClose);
  latestClose.current = onClose;
  const end = useRef<(byGuest: boolean) => void>(() => {});
  useEffect(() => {
    end.current = openPanelEntry(() => latestClose.current());
    return () => end.current(false);
  }, []);
  return (byGuest: boolean) => end.current(byGuest);
}

let openSheets = 0;
const openSheetListeners = new Set<() => void>();
const setOpenSheets = (count: number) => {
  openSheets = count;
  for (const listener of openSheetListeners) listener();
};

function useCountedOpen() {
  useEffect(() => {
    setOpenSheets(openSheets + 1);
    return () => setOpenSheets(openSheets - 1);
  }, []);
}

/**
 * Whether any panel is open (side cart, product panel, login, information panel). A popup that
 * comes by itself waits until none is: opened over the side basket it took the guest's clicks
 * (issue 14).
 */
export const useAnySheetOpen = () =>
  useSyncExternalStore(
    (listener) => {
      openSheetListeners.add(listener);
      return () => openSheetListeners.delete(listener);
    },
    () => openSheets > 0,
    () => openSheets > 0,
  );
