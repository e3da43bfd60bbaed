import type en from '../en/pages';

const messages = {
  'pages.backToHome': 'Înapoi la pagina principală',
  'pages.error.status': 'Eroare {status}',
  'pages.unauthorized.title': 'Nu sunteți autorizat!',
  'pages.unauthorized.description': 'Nu aveți permisiunea de a accesa această pagină. Mergeți la pagina principală!',
  'pages.notFound.title': 'Pagina nu a fost găsită',
  'pages.notFound.description': 'Pagina căutată nu există sau a fost mutată. Verificați adresa sau porniți din nou de la pagina principală.',
  'pages.serverError.title': 'Ceva nu a mers bine',
  'pages.serverError.description': 'O eroare neașteptată a oprit această pagină. A fost raportată; încercați din nou în câteva momente.',
  'pages.serverError.goBack': 'Înapoi',
  'pages.form.showPassword': 'Afișați parola',
  'pages.form.hidePassword': 'Ascundeți parola',
  'pages.form.unexpectedError': 'Ceva nu a mers bine. Încercați din nou.',
  'pages.form.tooManyAttempts': 'Prea multe încercări. Așteptați și încercați din nou.',
  'pages.form.tooManyAttemptsRetry': 'Prea multe încercări. Încercați din nou peste {minutes, plural, one {# minut} few {# minute} other {# de minute}}.',
  'pages.unsavedChanges.title': 'Renunțați la modificările nesalvate?',
  'pages.unsavedChanges.description': 'Pe această pagină aveți modificări care nu au fost salvate. Dacă plecați acum, acestea se vor pierde.',
  'pages.unsavedChanges.stay': 'Rămâneți',
  'pages.unsavedChanges.discard': 'Renunțați',
} satisfies Record<keyof typeof en, string>;
export default messages;
