import type { Catalogue } from '../translate';
import type { ManagerSetupKey } from './manager-setup.en';

export const managerSetupAr: Catalogue<ManagerSetupKey> = {
  'setup.title': 'أنشئ مطعمك',
  'setup.intro':
    'لا يحتوي هذا التثبيت على أي مطعم بعد. أنشئ مطعمك وحساب المدير الخاص بك؛ وتأتي بعد ذلك القائمة وساعات العمل والمدفوعات.',
  'setup.restaurantTitle': 'مطعمك',
  'setup.name': 'اسم المطعم',
  'setup.slug': 'عنوان الويب',
  'setup.slugHint': 'يجد الضيوف متجرك على {{address}}',
  'setup.timeZone': 'المنطقة الزمنية',
  'setup.timeZoneHint': 'تتبعها ساعات العمل وأوقات الطلب، مثل Europe/Berlin.',
  'setup.currency': 'العملة',
  'setup.currencyHint': 'رمز ISO لأسعارك، مثل EUR أو CHF.',
  'setup.language': 'اللغة التي يراها الضيوف أولًا',
  'setup.typesTitle': 'كيف يطلب الضيوف',
  'setup.typesIntro':
    'فعّل ما تقدّمه. تُعرض طريقة الطلب على الضيوف بمجرد أن تكون لها ساعات عمل، وتحددها بعد ذلك في قسم المواعيد والتوصيل.',
  'setup.typeNeeds.delivery': 'تحتاج إلى ساعات عمل ومنطقة توصيل (الرموز البريدية التي توصل إليها)',
  'setup.typeNeeds.pickup': 'تحتاج إلى ساعات عمل',
  'setup.typeNeeds.here': 'تحتاج إلى ساعات عمل',
  'setup.legalTitle': 'ما يجب أن يعرضه متجرك',
  'setup.legalIntro':
    'يجب أن يعرف الضيوف من يبيع لهم. تشكّل هذه البيانات صفحة البيانات القانونية لمتجرك، ويمكنك تعديلها لاحقًا في المظهر والصفحات.',
  'setup.legalName': 'الاسم القانوني',
  'setup.legalNameHint': 'اسم النشاط التجاري كما هو مسجّل، مثل Trattoria Nova GmbH',
  'setup.street': 'الشارع والرقم',
  'setup.postalCode': 'الرمز البريدي',
  'setup.city': 'المدينة',
  'setup.country': 'البلد',
  'setup.telephone': 'الهاتف',
  'setup.contactEmail': 'البريد الإلكتروني للضيوف',
  'setup.contactEmailHint': 'يظهر في متجرك، ويمكن أن يختلف عن بريد تسجيل الدخول.',
  'setup.vatId': 'رقم ضريبة القيمة المضافة (اختياري)',
  'setup.vatIdHint': 'يُطبع على إيصالاتك، مثل DE123456789.',
  'setup.taxNumber': 'الرقم الضريبي (اختياري)',
  'setup.taxNumberHint':
    'الرقم الذي منحك إياه مكتب الضرائب، مثل 21/815/08150. الإيصال الذي يتجاوز 250 € يحتاج إلى رقم ضريبة القيمة المضافة أو هذا الرقم.',
  'setup.imprint': 'بيانات قانونية إضافية (اختياري)',
  'setup.imprintHint': 'مثل رقم السجل التجاري أو الرقم الضريبي أو الشخص المسؤول، كل منها في سطر.',
  'setup.accountTitle': 'حساب المدير الخاص بك',
  'setup.email': 'البريد الإلكتروني',
  'setup.password': 'كلمة المرور',
  'setup.passwordHint': '8 أحرف على الأقل.',
  'setup.token': 'رمز الإعداد',
  'setup.tokenHint':
    'طبعه الخادم في سجله عند بدء التشغيل، في السطر «First run». وهذا يمنع الغرباء من الاستيلاء على خادم جديد.',
  'setup.submit': 'إنشاء المطعم',
  'setup.submitting': 'جارٍ الإنشاء…',
  'setup.toManager': 'الانتقال إلى منطقة الإدارة',
};
