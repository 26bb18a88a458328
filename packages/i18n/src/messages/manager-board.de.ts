import type { Catalogue } from '../translate';
import type { managerBoardEn } from './manager-board.en';

export const managerBoardDe: Catalogue<keyof typeof managerBoardEn> = {
  'status.pickedUp': 'Abgeholt',
  'action.pickedUp': 'Abgeholt',
  'action.undo': 'Rückgängig',
  'action.undoing': '{{step}} in {{seconds}} s',
  'overview.open': 'Tisch {{name}} öffnen',
  'overview.detailTitle': 'Tisch {{name}}',
  'overview.noOrders': 'Keine offenen Bestellungen an diesem Tisch.',
  'hours.previewOf': '{{type}}: {{title}}',
  'activity.kind.menu.category.show': 'Kategorie „{{subject}}“ eingeblendet',
  'activity.kind.menu.category.hide': 'Kategorie „{{subject}}“ ausgeblendet',
  'activity.kind.menu.product.show': 'Produkt „{{subject}}“ eingeblendet',
  'activity.kind.menu.product.hide': 'Produkt „{{subject}}“ ausgeblendet',
  'board.search': 'Bestellung finden',
  'board.searchPlaceholder': 'Nummer, Name oder Telefon',
  'board.searchHint':
    'Geben Sie eine Bestellnummer, eine Telefonnummer oder mindestens zwei Buchstaben eines Namens ein.',
  'board.searchResults': 'Suchergebnisse',
  'board.searchCount': { one: '{{count}} Bestellung gefunden', other: '{{count}} Bestellungen gefunden' },
  'board.searchNone': 'Keine Bestellung gefunden.',
  'board.clearSearch': 'Suche leeren',
  'board.liveBoard': 'Zurück zur Live-Tafel',
  'board.columns': 'Bestellspalten',
  'board.dueToday': 'Heute',
  'board.dueTomorrow': 'Morgen, {{date}}',
  'board.overdue': 'Überfällig, {{date}}',
  'board.comment': 'Kommentar',
  'board.allergy': 'Allergie',
  'sound.blocked': 'Ton ist aus: tippen, um den Ton einzuschalten',
  'sound.ringing': {
    one: '{{count}} neue Bestellung: bestätigen',
    other: '{{count}} neue Bestellungen: bestätigen',
  },
  'nav.scrollBack': 'Vorige Seiten zeigen',
  'nav.scrollOn': 'Weitere Seiten zeigen',
};
