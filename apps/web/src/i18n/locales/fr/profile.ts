import type en from '../en/profile';

const messages = {
  'profile.description': 'Votre nom, votre e-mail de connexion et votre mot de passe.',
  'profile.role': 'Administrateur de ligue',
  'profile.clubs': '{count, plural, =0 {Aucun club} one {Administre {clubs}} other {Administre # clubs : {clubs}}}',
  'profile.details.title': 'Informations personnelles',
  'profile.details.description': 'Votre nom est visible par les autres administrateurs de vos clubs.',
  'profile.details.firstName': 'Prénom',
  'profile.details.lastName': 'Nom',
  'profile.details.email': 'E-mail',
  'profile.details.saved': 'Profil enregistré.',
  'profile.password.title': 'Mot de passe',
  'profile.password.description': 'Le changer vous déconnecte sur tous vos autres appareils.',
  'profile.password.current': 'Mot de passe actuel',
  'profile.password.new': 'Nouveau mot de passe',
  'profile.password.confirm': 'Confirmer le nouveau mot de passe',
  'profile.password.submit': 'Changer le mot de passe',
  'profile.password.saved': 'Mot de passe changé.',
} satisfies Record<keyof typeof en, string>;
export default messages;
