import type { Catalogue } from '../translate';
import type { ManagerImagesKey } from './manager-images.en';

export const managerImagesDe: Catalogue<ManagerImagesKey> = {
  'images.title': 'Logo und Titelbild',
  'images.intro': 'Ihr Logo erscheint im Kopf des Shops, das Titelbild auf Ihrer Startseite.',
  'images.logo': 'Logo',
  'images.logoHint': 'Am besten ein quadratisches Bild, mindestens 256 × 256 Pixel.',
  'images.cover': 'Titelbild',
  'images.coverHint': 'Ein breites Foto, mindestens 1280 Pixel breit.',
  'images.productImage': 'Foto des Produkts',
  'images.categoryImage': 'Bild der Kategorie',
  'images.menuHint': 'JPEG, PNG, WebP, AVIF oder GIF, bis {{megabytes}} MB.',
  'images.saveFirst': 'Erst speichern, dann ein Bild hinzufügen.',
  'images.none': 'Noch kein Bild',
  'images.preview': 'Aktuelles Bild',
  'images.choose': 'Bild auswählen',
  'images.remove': 'Bild entfernen',
  'images.uploading': 'Wird hochgeladen… {{percent}} %',
  'images.processing': 'Das Bild wird für Handys und Bildschirme vorbereitet…',
  'images.progress': 'Fortschritt des Hochladens',
  'images.tooLarge': 'Diese Datei ist größer als {{megabytes}} MB. Wählen Sie ein kleineres Bild.',
};
