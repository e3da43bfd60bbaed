import type en from '../en/pages';

const messages = {
  'pages.backToHome': 'Retour à l’accueil',
  'pages.error.status': 'Erreur {status}',
  'pages.unauthorized.title': 'Vous n’êtes pas autorisé !',
  'pages.unauthorized.description': 'Vous n’avez pas la permission d’accéder à cette page. Retournez à l’accueil !',
  'pages.notFound.title': 'Page introuvable',
  'pages.notFound.description': 'La page que vous cherchez n’existe pas ou a été déplacée. Vérifiez l’adresse ou repartez de l’accueil.',
  'pages.serverError.title': 'Une erreur est survenue',
  'pages.serverError.description': 'Une erreur inattendue a interrompu cette page. Elle a été signalée ; réessayez dans un instant.',
  'pages.serverError.goBack': 'Revenir en arrière',
  'pages.form.showPassword': 'Afficher le mot de passe',
  'pages.form.hidePassword': 'Masquer le mot de passe',
  'pages.form.unexpectedError': 'Une erreur est survenue. Veuillez réessayer.',
  'pages.form.tooManyAttempts': 'Trop de tentatives. Patientez puis réessayez.',
  'pages.form.tooManyAttemptsRetry': 'Trop de tentatives. Réessayez dans {minutes, plural, one {# minute} other {# minutes}}.',
  'pages.unsavedChanges.title': 'Abandonner les modifications non enregistrées ?',
  'pages.unsavedChanges.description':
    'Cette page contient des modifications qui n’ont pas été enregistrées. Si vous la quittez maintenant, elles seront perdues.',
  'pages.unsavedChanges.stay': 'Rester',
  'pages.unsavedChanges.discard': 'Abandonner',
} satisfies Record<keyof typeof en, string>;
export default messages;
