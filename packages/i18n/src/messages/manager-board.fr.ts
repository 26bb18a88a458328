import type { Catalogue } from '../translate';
import type { managerBoardEn } from './manager-board.en';

export const managerBoardFr: Catalogue<keyof typeof managerBoardEn> = {
  'status.pickedUp': 'Retirée',
  'action.pickedUp': 'Retirée',
  'action.undo': 'Annuler',
  'action.undoing': '{{step}} dans {{seconds}} s',
  'overview.open': 'Ouvrir la table {{name}}',
  'overview.detailTitle': 'Table {{name}}',
  'overview.noOrders': 'Aucune commande ouverte à cette table.',
  'hours.previewOf': '{{type}} : {{title}}',
  'activity.kind.menu.category.show': 'Catégorie « {{subject}} » affichée',
  'activity.kind.menu.category.hide': 'Catégorie « {{subject}} » masquée',
  'activity.kind.menu.product.show': 'Produit « {{subject}} » affiché',
  'activity.kind.menu.product.hide': 'Produit « {{subject}} » masqué',
  'nav.tablesAndCodes': 'Tables et codes QR',
  'hold.confirming': 'Paiement en cours de confirmation',
  'hold.checkNow': 'Vérifier maintenant',
  'menu.untranslated':
    'Non traduit en {{languages}} : les clients qui lisent ces langues en voient une autre.',
  'board.search': 'Trouver une commande',
  'board.searchPlaceholder': 'Numéro, nom ou téléphone',
  'board.searchHint':
    'Saisissez un numéro de commande, un numéro de téléphone ou au moins deux lettres d’un nom.',
  'board.searchResults': 'Résultats de la recherche',
  'board.searchCount': { one: '{{count}} commande trouvée', other: '{{count}} commandes trouvées' },
  'board.searchNone': 'Aucune commande trouvée.',
  'board.clearSearch': 'Effacer la recherche',
  'board.liveBoard': 'Retour au tableau en direct',
  'board.columns': 'Colonnes des commandes',
  'board.dueToday': 'Aujourd’hui',
  'board.dueTomorrow': 'Demain, {{date}}',
  'board.overdue': 'En retard, {{date}}',
  'board.comment': 'Commentaire',
  'board.allergy': 'Allergie',
  'sound.blocked': 'Le son est coupé : touchez pour activer le son',
  'sound.ringing': {
    one: '{{count}} nouvelle commande : confirmer',
    other: '{{count}} nouvelles commandes : confirmer',
  },
  'nav.scrollBack': 'Afficher les pages précédentes',
  'nav.scrollOn': 'Afficher d’autres pages',
};
