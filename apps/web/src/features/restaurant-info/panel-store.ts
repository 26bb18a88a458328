import { useSyncExternalStore } from 'react';
import type { LegalKind } from './api/info-queries';

export type AnnouncementType = 'general' | 'closed' | 'before_checkout';

/** SPEC §2 Overlay panels of this feature; the shell shows the one that is open. */
export type InfoPanelRequest =
  | { kind: 'legal'; legal: LegalKind }
  | { kind: 'page'; id: number }
  | { kind: 'hours' | 'allergies' | 'contact' | 'reservation' | 'navigation' }
  | { kind: 'announcement'; type: AnnouncementType; html: string; onConfirm?: () => void };

let open: InfoPanelRequest | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** Only one panel is open at a time: opening one replaces the other (SPEC §2). */
export const infoPanels = {
  open(panel: InfoPanelRequest) {
    open = panel;
    emit();
  },
  close() {
    open = null;
    emit();
  },
  current: () => open,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const useOpenInfoPanel = () =>
  useSyncExternalStore(infoPanels.subscribe, infoPanels.current, infoPanels.current);
