import type { Catalogue } from '../translate';
import type { ManagerImagesKey } from './manager-images.en';

export const managerImagesFr: Catalogue<ManagerImagesKey> = {
  'images.title': 'Logo et couverture',
  'images.intro':
    'Votre logo s’affiche dans l’en-tête de la boutique, la couverture sur votre page d’accueil.',
  'images.logo': 'Logo',
  'images.logoHint': 'Une image carrée convient le mieux, au moins 256 × 256 pixels.',
  'images.cover': 'Image de couverture',
  'images.coverHint': 'Une photo large, d’au moins 1280 pixels de large.',
  'images.productImage': 'Photo du produit',
  'images.categoryImage': 'Image de la catégorie',
  'images.menuHint': 'JPEG, PNG, WebP, AVIF ou GIF, jusqu’à {{megabytes}} Mo.',
  'images.saveFirst': 'Enregistrez d’abord, puis ajoutez une image.',
  'images.none': 'Pas encore d’image',
  'images.preview': 'Image actuelle',
  'images.choose': 'Choisir une image',
  'images.remove': 'Supprimer l’image',
  'images.uploading': 'Envoi… {{percent}} %',
  'images.processing': 'Préparation de l’image pour les téléphones et les écrans…',
  'images.progress': 'Progression de l’envoi',
  'images.tooLarge': 'Ce fichier dépasse {{megabytes}} Mo. Choisissez une image plus petite.',
};
