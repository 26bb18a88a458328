import type { Catalogue } from '../translate';
import type { managerBoardEn } from './manager-board.en';

export const managerBoardAr: Catalogue<keyof typeof managerBoardEn> = {
  'board.search': 'البحث عن طلب',
  'board.searchPlaceholder': 'الرقم أو الاسم أو الهاتف',
  'board.searchHint': 'أدخل رقم طلب أو رقم هاتف أو حرفين على الأقل من الاسم.',
  'board.searchResults': 'نتائج البحث',
  'board.searchCount': {
    zero: 'لم يُعثر على أي طلب',
    one: 'عُثر على طلب واحد',
    two: 'عُثر على طلبين',
    few: 'عُثر على {{count}} طلبات',
    many: 'عُثر على {{count}} طلبًا',
    other: 'عُثر على {{count}} طلب',
  },
  'board.searchNone': 'لم يُعثر على أي طلب.',
  'board.clearSearch': 'مسح البحث',
  'board.liveBoard': 'العودة إلى اللوحة المباشرة',
  'board.columns': 'أعمدة الطلبات',
  'board.dueToday': 'اليوم',
  'board.dueTomorrow': 'غدًا، {{date}}',
  'board.overdue': 'متأخر، {{date}}',
  'board.comment': 'ملاحظة',
  'board.allergy': 'حساسية',
  'sound.blocked': 'الصوت متوقف: اضغط لتشغيل الصوت',
  'sound.ringing': {
    zero: 'لا طلبات جديدة',
    one: 'طلب جديد واحد: تأكيد الاستلام',
    two: 'طلبان جديدان: تأكيد الاستلام',
    few: '{{count}} طلبات جديدة: تأكيد الاستلام',
    many: '{{count}} طلبًا جديدًا: تأكيد الاستلام',
    other: '{{count}} طلب جديد: تأكيد الاستلام',
  },
  'nav.scrollBack': 'عرض الصفحات السابقة',
  'nav.scrollOn': 'عرض المزيد من الصفحات',
};
