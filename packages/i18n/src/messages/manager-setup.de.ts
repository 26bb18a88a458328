import type { Catalogue } from '../translate';
import type { ManagerSetupKey } from './manager-setup.en';

export const managerSetupDe: Catalogue<ManagerSetupKey> = {
  'setup.title': 'Legen Sie Ihr Restaurant an',
  'setup.intro':
    'Diese Installation hat noch kein Restaurant. Legen Sie Ihres und Ihr Managerkonto an; Speisekarte, Öffnungszeiten und Zahlungen folgen danach.',
  'setup.restaurantTitle': 'Ihr Restaurant',
  'setup.name': 'Name des Restaurants',
  'setup.slug': 'Webadresse',
  'setup.slugHint': 'Gäste finden Ihren Shop unter {{address}}',
  'setup.timeZone': 'Zeitzone',
  'setup.timeZoneHint': 'Öffnungszeiten und Bestellzeiten richten sich nach ihr, zum Beispiel Europe/Berlin.',
  'setup.currency': 'Währung',
  'setup.currencyHint': 'Der ISO-Code Ihrer Preise, zum Beispiel EUR oder CHF.',
  'setup.language': 'Sprache, die Gäste zuerst sehen',
  'setup.typesTitle': 'Wie Gäste bestellen',
  'setup.typesIntro':
    'Schalten Sie ein, was Sie anbieten. Gäste sehen eine Bestellart, sobald sie Öffnungszeiten hat; die legen Sie als Nächstes unter Zeiten & Lieferung fest.',
  'setup.typeNeeds.delivery':
    'Braucht Öffnungszeiten und ein Liefergebiet (die Postleitzahlen, an die Sie liefern)',
  'setup.typeNeeds.pickup': 'Braucht Öffnungszeiten',
  'setup.typeNeeds.here': 'Braucht Öffnungszeiten',
  'setup.legalTitle': 'Was Ihr Shop zeigen muss',
  'setup.legalIntro':
    'Gäste müssen sehen können, wer ihnen verkauft. Aus diesen Angaben entsteht Ihr Impressum; Sie können es später unter Aussehen & Seiten bearbeiten.',
  'setup.legalName': 'Firmenname',
  'setup.legalNameHint': 'Der Name des Unternehmens wie eingetragen, z. B. Trattoria Nova GmbH',
  'setup.street': 'Straße und Hausnummer',
  'setup.postalCode': 'Postleitzahl',
  'setup.city': 'Ort',
  'setup.country': 'Land',
  'setup.telephone': 'Telefon',
  'setup.contactEmail': 'E-Mail für Gäste',
  'setup.contactEmailHint': 'Wird in Ihrem Shop gezeigt; sie darf von Ihrer Anmeldung abweichen.',
  'setup.vatId': 'USt-IdNr. (optional)',
  'setup.vatIdHint': 'Steht auf Ihren Belegen, z. B. DE123456789.',
  'setup.taxNumber': 'Steuernummer (optional)',
  'setup.taxNumberHint':
    'Die Nummer Ihres Finanzamts, z. B. 21/815/08150. Ein Beleg über 250 € braucht die USt-IdNr. oder diese.',
  'setup.imprint': 'Weiteres für Ihr Impressum (optional)',
  'setup.imprintHint':
    'Zum Beispiel Registereintrag, USt-IdNr. oder die verantwortliche Person, je eine Zeile.',
  'setup.accountTitle': 'Ihr Managerkonto',
  'setup.email': 'E-Mail',
  'setup.password': 'Passwort',
  'setup.passwordHint': 'Mindestens 8 Zeichen.',
  'setup.token': 'Einrichtungscode',
  'setup.tokenHint':
    'Der Server hat ihn beim Start in sein Protokoll geschrieben, in der Zeile „First run“. So kann kein Fremder einen neuen Server übernehmen.',
  'setup.submit': 'Restaurant anlegen',
  'setup.submitting': 'Wird angelegt…',
  'setup.toManager': 'Zum Managerbereich',
};
