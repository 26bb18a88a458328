import type { Catalogue } from '../translate';
import type { ManagerImagesKey } from './manager-images.en';

export const managerImagesAr: Catalogue<ManagerImagesKey> = {
  'images.title': 'الشعار وصورة الغلاف',
  'images.intro': 'يظهر شعارك في رأس المتجر، وصورة الغلاف في صفحتك الرئيسية.',
  'images.logo': 'الشعار',
  'images.logoHint': 'الأفضل صورة مربعة، 256 × 256 بكسل على الأقل.',
  'images.cover': 'صورة الغلاف',
  'images.coverHint': 'صورة عريضة، بعرض 1280 بكسل على الأقل.',
  'images.productImage': 'صورة المنتج',
  'images.categoryImage': 'صورة الفئة',
  'images.menuHint': 'JPEG أو PNG أو WebP أو AVIF أو GIF، حتى {{megabytes}} ميغابايت.',
  'images.saveFirst': 'احفظ أولًا، ثم أضف صورة.',
  'images.none': 'لا توجد صورة بعد',
  'images.preview': 'الصورة الحالية',
  'images.choose': 'اختر صورة',
  'images.remove': 'إزالة الصورة',
  'images.uploading': 'جارٍ الرفع… {{percent}} %',
  'images.processing': 'جارٍ تجهيز الصورة للهواتف والشاشات…',
  'images.progress': 'تقدم الرفع',
  'images.tooLarge': 'حجم هذا الملف أكبر من {{megabytes}} ميغابايت. اختر صورة أصغر.',
};
