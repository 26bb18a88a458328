import type {
  AnnouncementSeed,
  BlogSeed,
  BlogTagSeed,
  InformationPageSeed,
  LegalKind,
  SeedText,
  TestimonialSeed,
} from './seed-types';

/** Olive & Linde: pages, legal texts, blog and reviews. Demo texts, not legal advice. */

export const demoLegal: Record<LegalKind, SeedText> = {
  about_us: {
    en: '<h3>About us</h3><p>Olive &amp; Linde brings Mediterranean cooking to a Berlin courtyard under an old linden tree. We cook with olive oil from Crete and vegetables from Brandenburg.</p><p>Open since 2019, run by Lena and Karim.</p>',
    de: '<h3>Über uns</h3><p>Olive &amp; Linde bringt die Mittelmeerküche in einen Berliner Hinterhof unter einer alten Linde. Wir kochen mit Olivenöl aus Kreta und Gemüse aus Brandenburg.</p><p>Seit 2019 geöffnet, geführt von Lena und Karim.</p>',
    fr: '<h3>À propos</h3><p>Olive &amp; Linde apporte la cuisine méditerranéenne dans une cour berlinoise, sous un vieux tilleul. Nous cuisinons avec de l’huile d’olive de Crète et des légumes du Brandebourg.</p><p>Ouvert depuis 2019, tenu par Lena et Karim.</p>',
    ar: '<h3>من نحن</h3><p>يقدّم مطعم أوليفه ولينده المطبخ المتوسطي في فناء برليني تحت شجرة زيزفون قديمة. نطبخ بزيت الزيتون من كريت والخضار من براندنبورغ.</p><p>مفتوح منذ عام 2019، وتديره لينا وكريم.</p>',
  },
  privacy_policy: {
    en: '<h3>Privacy policy</h3><p>We process your name, contact details and order only to prepare and deliver your order (Art. 6(1)(b) GDPR). Payment data is handled by the payment provider.</p><p>You may ask for access, correction or deletion at any time: <a href="mailto:privacy@olive-linde.demo">privacy@olive-linde.demo</a>.</p>',
    de: '<h3>Datenschutzerklärung</h3><p>Wir verarbeiten Ihren Namen, Ihre Kontaktdaten und Ihre Bestellung nur, um Ihre Bestellung zuzubereiten und zu liefern (Art. 6 Abs. 1 lit. b DSGVO). Zahlungsdaten verarbeitet der Zahlungsdienstleister.</p><p>Auskunft, Berichtigung oder Löschung jederzeit unter <a href="mailto:privacy@olive-linde.demo">privacy@olive-linde.demo</a>.</p>',
    fr: '<h3>Politique de confidentialité</h3><p>Nous traitons votre nom, vos coordonnées et votre commande uniquement pour préparer et livrer votre commande (art. 6, par. 1, point b du RGPD). Les données de paiement sont traitées par le prestataire de paiement.</p><p>Accès, rectification ou suppression à tout moment : <a href="mailto:privacy@olive-linde.demo">privacy@olive-linde.demo</a>.</p>',
    ar: '<h3>سياسة الخصوصية</h3><p>نعالج اسمك وبيانات الاتصال الخاصة بك وطلبك فقط لتحضير طلبك وتوصيله (المادة 6 (1) (ب) من اللائحة العامة لحماية البيانات). يتولى مزوّد الدفع معالجة بيانات الدفع.</p><p>يمكنك طلب الاطلاع على بياناتك أو تصحيحها أو حذفها في أي وقت: <a href="mailto:privacy@olive-linde.demo">privacy@olive-linde.demo</a>.</p>',
  },
  imprint: {
    en: '<h3>Imprint</h3><p>Olive &amp; Linde GmbH<br>Kastanienallee 12<br>10435 Berlin, Germany</p><p>Managing directors: Lena Vogt, Karim Haddad<br>Commercial register: Amtsgericht Charlottenburg, HRB 000000 (demo)<br>VAT ID: DE000000000 (demo)</p>',
    de: '<h3>Impressum</h3><p>Olive &amp; Linde GmbH<br>Kastanienallee 12<br>10435 Berlin</p><p>Geschäftsführung: Lena Vogt, Karim Haddad<br>Handelsregister: Amtsgericht Charlottenburg, HRB 000000 (Demo)<br>USt-IdNr.: DE000000000 (Demo)</p>',
    fr: '<h3>Mentions légales</h3><p>Olive &amp; Linde GmbH<br>Kastanienallee 12<br>10435 Berlin, Allemagne</p><p>Gérants : Lena Vogt, Karim Haddad<br>Registre du commerce : Amtsgericht Charlottenburg, HRB 000000 (démo)<br>N° TVA : DE000000000 (démo)</p>',
    ar: '<h3>بيانات الناشر</h3><p>Olive &amp; Linde GmbH<br>Kastanienallee 12<br>10435 برلين، ألمانيا</p><p>المديران: لينا فوغت، كريم حداد<br>السجل التجاري: محكمة شارلوتنبورغ، HRB 000000 (تجريبي)<br>رقم ضريبة القيمة المضافة: DE000000000 (تجريبي)</p>',
  },
  terms_and_conditions: {
    en: '<h3>Terms and conditions</h3><ul><li>A contract is made when we confirm your order.</li><li>Prices include VAT; delivery fees are shown before you order.</li><li>Alcohol is only served to guests aged 16 and over (spirits 18).</li></ul>',
    de: '<h3>Allgemeine Geschäftsbedingungen</h3><ul><li>Der Vertrag kommt mit unserer Bestellbestätigung zustande.</li><li>Alle Preise inklusive MwSt.; Liefergebühren werden vor der Bestellung angezeigt.</li><li>Alkohol geben wir nur an Gäste ab 16 Jahren aus (Spirituosen ab 18).</li></ul>',
    fr: '<h3>Conditions générales</h3><ul><li>Le contrat est conclu à la confirmation de votre commande.</li><li>Les prix incluent la TVA ; les frais de livraison sont affichés avant la commande.</li><li>L’alcool n’est servi qu’aux clients de 16 ans et plus (spiritueux 18 ans).</li></ul>',
    ar: '<h3>الشروط والأحكام</h3><ul><li>يُبرم العقد عند تأكيدنا لطلبك.</li><li>الأسعار تشمل ضريبة القيمة المضافة، وتظهر رسوم التوصيل قبل الطلب.</li><li>لا نقدّم الكحول إلا لمن بلغوا 16 عامًا فأكثر (المشروبات الروحية 18 عامًا).</li></ul>',
  },
};

export const demoInformationPages: readonly InformationPageSeed[] = [
  {
    priority: 1,
    title: {
      en: 'Allergens and additives',
      de: 'Allergene und Zusatzstoffe',
      fr: 'Allergènes et additifs',
      ar: 'مسببات الحساسية والمواد المضافة',
    },
    content: {
      en: '<p>Our menu marks the 14 main allergens with letters:</p><ul><li>A gluten, B crustaceans, C eggs, D fish</li><li>E peanuts, F soy, G milk, H nuts</li><li>L celery, M mustard, N sesame</li><li>O sulphites, P lupin, R molluscs</li></ul><p>Please ask our team if you have an allergy.</p>',
      de: '<p>Unsere Karte kennzeichnet die 14 Hauptallergene mit Buchstaben:</p><ul><li>A Gluten, B Krebstiere, C Eier, D Fisch</li><li>E Erdnüsse, F Soja, G Milch, H Schalenfrüchte</li><li>L Sellerie, M Senf, N Sesam</li><li>O Sulfite, P Lupinen, R Weichtiere</li></ul><p>Bei Allergien sprechen Sie bitte unser Team an.</p>',
      fr: '<p>Notre carte signale les 14 allergènes majeurs par des lettres :</p><ul><li>A gluten, B crustacés, C œufs, D poisson</li><li>E arachides, F soja, G lait, H fruits à coque</li><li>L céleri, M moutarde, N sésame</li><li>O sulfites, P lupin, R mollusques</li></ul><p>En cas d’allergie, adressez-vous à notre équipe.</p>',
      ar: '<p>تشير قائمتنا إلى مسببات الحساسية الأربعة عشر الرئيسية بالحروف:</p><ul><li>A الغلوتين، B القشريات، C البيض، D السمك</li><li>E الفول السوداني، F الصويا، G الحليب، H المكسرات</li><li>L الكرفس، M الخردل، N السمسم</li><li>O الكبريتات، P الترمس، R الرخويات</li></ul><p>إذا كانت لديك حساسية، يرجى إبلاغ فريقنا.</p>',
    },
  },
  {
    priority: 2,
    title: {
      en: 'Catering and events',
      de: 'Catering und Feiern',
      fr: 'Traiteur et événements',
      ar: 'خدمات الضيافة والمناسبات',
    },
    content: {
      en: '<p>Birthday, team lunch or wedding? We cater from 10 to 120 guests and rent out our courtyard on Mondays.</p><p>Write to <a href="mailto:events@olive-linde.demo">events@olive-linde.demo</a>.</p>',
      de: '<p>Geburtstag, Teamessen oder Hochzeit? Wir bewirten 10 bis 120 Gäste und vermieten montags unseren Hof.</p><p>Schreiben Sie an <a href="mailto:events@olive-linde.demo">events@olive-linde.demo</a>.</p>',
      fr: '<p>Anniversaire, repas d’équipe ou mariage ? Nous recevons de 10 à 120 invités et louons notre cour le lundi.</p><p>Écrivez à <a href="mailto:events@olive-linde.demo">events@olive-linde.demo</a>.</p>',
      ar: '<p>عيد ميلاد أو غداء عمل أو حفل زفاف؟ نقدّم الضيافة لما بين 10 و120 ضيفًا ونؤجّر فناءنا أيام الاثنين.</p><p>راسلونا على <a href="mailto:events@olive-linde.demo">events@olive-linde.demo</a>.</p>',
    },
  },
];

/**
 * The texts are active; whether guests see them is the restaurant's switch (settings
 * has_announcement, announcement_before_checkout), off in the demo so browsing and ordering are
 * not interrupted. Switch them on to see the popups.
 */
export const demoAnnouncements: readonly AnnouncementSeed[] = [
  {
    kind: 'general',
    active: true,
    content: {
      en: '<p>Our courtyard is open again! <strong>Book a table</strong> for the summer evenings.</p>',
      de: '<p>Unser Hof ist wieder geöffnet! <strong>Reservieren Sie einen Tisch</strong> für die Sommerabende.</p>',
      fr: '<p>Notre cour est de nouveau ouverte ! <strong>Réservez une table</strong> pour les soirées d’été.</p>',
      ar: '<p>فناؤنا مفتوح من جديد! <strong>احجز طاولة</strong> لأمسيات الصيف.</p>',
    },
  },
  {
    kind: 'before_checkout',
    active: true,
    content: {
      en: '<p>Please tell us about any allergies in the comment. On Friday and Saturday evenings deliveries may take up to 20 minutes longer.</p>',
      de: '<p>Bitte nennen Sie uns Allergien im Kommentar. Freitag- und Samstagabend kann die Lieferung bis zu 20 Minuten länger dauern.</p>',
      fr: '<p>Merci d’indiquer vos allergies dans le commentaire. Le vendredi et le samedi soir, la livraison peut prendre jusqu’à 20 minutes de plus.</p>',
      ar: '<p>يرجى إخبارنا بأي حساسية في خانة التعليق. في مساء الجمعة والسبت قد يستغرق التوصيل حتى 20 دقيقة إضافية.</p>',
    },
  },
];

export const demoBlogTags: readonly BlogTagSeed[] = [
  {
    key: 'kitchen',
    name: { en: 'From the kitchen', de: 'Aus der Küche', fr: 'En cuisine', ar: 'من المطبخ' },
  },
  { key: 'neighbourhood', name: { en: 'Neighbourhood', de: 'Nachbarschaft', fr: 'Quartier', ar: 'الحي' } },
];

export const demoBlogs: readonly BlogSeed[] = [
  {
    slug: 'our-olive-oil',
    publishedAt: '2026-03-14T09:00:00Z',
    tags: ['kitchen'],
    image: { kind: 'mezze', hue: 75 },
    title: {
      en: 'Where our olive oil comes from',
      de: 'Woher unser Olivenöl kommt',
      fr: 'D’où vient notre huile d’olive',
      ar: 'من أين يأتي زيت الزيتون لدينا',
    },
    excerpt: {
      en: 'A visit to the family grove in Crete that fills our bottles.',
      de: 'Ein Besuch im Familienhain auf Kreta, der unsere Flaschen füllt.',
      fr: 'Visite de l’oliveraie familiale en Crète qui remplit nos bouteilles.',
      ar: 'زيارة إلى بستان العائلة في كريت الذي يملأ زجاجاتنا.',
    },
    content: {
      en: '<p>Every November Karim travels to the village of Kritsa, where the Papadakis family has pressed olives for four generations.</p><p>The oil is <strong>cold-pressed within hours</strong> of the harvest and reaches Berlin in January.</p>',
      de: '<p>Jeden November reist Karim in das Dorf Kritsa, wo die Familie Papadakis seit vier Generationen Oliven presst.</p><p>Das Öl wird <strong>wenige Stunden nach der Ernte kalt gepresst</strong> und erreicht Berlin im Januar.</p>',
      fr: '<p>Chaque novembre, Karim se rend au village de Kritsa, où la famille Papadakis presse les olives depuis quatre générations.</p><p>L’huile est <strong>pressée à froid quelques heures</strong> après la récolte et arrive à Berlin en janvier.</p>',
      ar: '<p>في شهر نوفمبر من كل عام يسافر كريم إلى قرية كريتسا، حيث تعصر عائلة باباداكيس الزيتون منذ أربعة أجيال.</p><p>يُعصر الزيت <strong>على البارد خلال ساعات</strong> من القطاف ويصل إلى برلين في يناير.</p>',
    },
  },
  {
    slug: 'summer-in-the-courtyard',
    publishedAt: '2026-06-01T09:00:00Z',
    tags: ['neighbourhood', 'kitchen'],
    image: { kind: 'drink', hue: 60 },
    title: {
      en: 'Summer in the courtyard',
      de: 'Sommer im Hof',
      fr: 'L’été dans la cour',
      ar: 'الصيف في الفناء',
    },
    excerpt: {
      en: 'Long tables, mint lemonade and live music on Thursdays.',
      de: 'Lange Tafeln, Minzlimonade und Livemusik am Donnerstag.',
      fr: 'Grandes tablées, limonade à la menthe et musique live le jeudi.',
      ar: 'طاولات طويلة وليموناضة بالنعناع وموسيقى حية أيام الخميس.',
    },
    content: {
      en: '<p>From June to September the linden tree in our courtyard gives shade to sixty seats.</p><p>On Thursdays musicians from the neighbourhood play from 7 pm. <em>No booking needed.</em></p>',
      de: '<p>Von Juni bis September spendet die Linde in unserem Hof sechzig Plätzen Schatten.</p><p>Donnerstags spielen Musikerinnen und Musiker aus dem Kiez ab 19 Uhr. <em>Keine Reservierung nötig.</em></p>',
      fr: '<p>De juin à septembre, le tilleul de notre cour ombrage soixante places.</p><p>Le jeudi, des musiciens du quartier jouent à partir de 19 h. <em>Sans réservation.</em></p>',
      ar: '<p>من يونيو إلى سبتمبر تظلل شجرة الزيزفون في فنائنا ستين مقعدًا.</p><p>أيام الخميس يعزف موسيقيون من الحي ابتداءً من الساعة 7 مساءً. <em>لا حاجة إلى الحجز.</em></p>',
    },
  },
];

export const demoTestimonials: readonly TestimonialSeed[] = [
  {
    authorName: 'Miriam K.',
    rating: 5,
    comment: 'Die beste Mezze-Platte in Prenzlauer Berg, und super schnell geliefert.',
  },
  { authorName: 'Tom B.', rating: 4, comment: 'Great lunch menu, the cheese spätzle are a must.' },
];
