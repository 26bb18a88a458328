import type { Catalogue } from '../translate';
import type { ManagerSetupKey } from './manager-setup.en';

export const managerSetupFr: Catalogue<ManagerSetupKey> = {
  'setup.title': 'Créez votre restaurant',
  'setup.intro':
    'Cette installation n’a pas encore de restaurant. Créez le vôtre et votre compte de gérant ; la carte, les horaires et les paiements viendront ensuite.',
  'setup.restaurantTitle': 'Votre restaurant',
  'setup.name': 'Nom du restaurant',
  'setup.slug': 'Adresse web',
  'setup.slugHint': 'Les clients trouvent votre boutique à {{address}}',
  'setup.timeZone': 'Fuseau horaire',
  'setup.timeZoneHint': 'Les horaires et les heures de commande le suivent, par exemple Europe/Paris.',
  'setup.currency': 'Devise',
  'setup.currencyHint': 'Le code ISO de vos prix, par exemple EUR ou CHF.',
  'setup.language': 'Langue que les clients voient d’abord',
  'setup.typesTitle': 'Comment les clients commandent',
  'setup.typesIntro':
    'Activez ce que vous proposez. Un mode de commande est proposé aux clients dès qu’il a des horaires, que vous saisissez ensuite sous Horaires & livraison.',
  'setup.typeNeeds.delivery':
    'Il faut des horaires et une zone de livraison (les codes postaux que vous livrez)',
  'setup.typeNeeds.pickup': 'Il faut des horaires d’ouverture',
  'setup.typeNeeds.here': 'Il faut des horaires d’ouverture',
  'setup.legalTitle': 'Ce que votre boutique doit afficher',
  'setup.legalIntro':
    'Les clients doivent pouvoir savoir qui leur vend. Ces informations forment vos mentions légales ; vous pourrez les modifier plus tard sous Apparence & pages.',
  'setup.legalName': 'Raison sociale',
  'setup.legalNameHint': 'Le nom de l’entreprise tel qu’il est enregistré, p. ex. Trattoria Nova SARL',
  'setup.street': 'Rue et numéro',
  'setup.postalCode': 'Code postal',
  'setup.city': 'Ville',
  'setup.country': 'Pays',
  'setup.telephone': 'Téléphone',
  'setup.contactEmail': 'E-mail pour les clients',
  'setup.contactEmailHint': 'Affiché sur votre boutique ; il peut différer de votre identifiant.',
  'setup.vatId': 'N° de TVA (facultatif)',
  'setup.vatIdHint': 'Imprimé sur vos reçus, p. ex. DE123456789.',
  'setup.taxNumber': 'Numéro fiscal (facultatif)',
  'setup.taxNumberHint':
    'Le numéro donné par votre centre des impôts, p. ex. 21/815/08150. Un reçu de plus de 250 € exige le n° de TVA ou celui-ci.',
  'setup.imprint': 'Autres mentions légales (facultatif)',
  'setup.imprintHint': 'Par exemple l’immatriculation, le numéro de TVA ou le responsable, un par ligne.',
  'setup.accountTitle': 'Votre compte de gérant',
  'setup.email': 'E-mail',
  'setup.password': 'Mot de passe',
  'setup.passwordHint': 'Au moins 8 caractères.',
  'setup.token': 'Code d’installation',
  'setup.tokenHint':
    'Le serveur l’a écrit dans son journal au démarrage, sur la ligne « First run ». Ainsi, personne d’autre ne peut s’approprier un nouveau serveur.',
  'setup.submit': 'Créer le restaurant',
  'setup.submitting': 'Création…',
  'setup.toManager': 'Aller à l’espace gérant',
};
