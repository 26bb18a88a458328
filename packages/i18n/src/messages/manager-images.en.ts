/**
 * Issue 20: the manager area's image fields (products, categories) and the restaurant's logo
 * and cover, English source. Spread into each manager catalogue.
 */
export const managerImagesEn = {
  'images.title': 'Logo and cover',
  'images.intro': 'Your logo shows in the storefront’s header; the cover on your landing page.',
  'images.logo': 'Logo',
  'images.logoHint': 'A square picture works best, at least 256 × 256 pixels.',
  'images.cover': 'Cover image',
  'images.coverHint': 'A wide photo, at least 1280 pixels wide.',
  'images.productImage': 'Photo of the product',
  'images.categoryImage': 'Image of the category',
  'images.menuHint': 'JPEG, PNG, WebP, AVIF or GIF, up to {{megabytes}} MB.',
  'images.saveFirst': 'Save first, then add an image.',
  'images.none': 'No image yet',
  'images.preview': 'Current image',
  'images.choose': 'Choose an image',
  'images.remove': 'Remove image',
  'images.uploading': 'Uploading… {{percent}} %',
  'images.processing': 'Preparing the image for phones and screens…',
  'images.progress': 'Upload progress',
  'images.tooLarge': 'This file is larger than {{megabytes}} MB. Choose a smaller image.',
};

export type ManagerImagesKey = keyof typeof managerImagesEn;
