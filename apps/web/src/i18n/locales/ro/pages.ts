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
  'pages.form.required': 'Obligatoriu',
  'pages.form.invalidEmail': 'Trebuie să fie o adresă de e-mail validă',
  'pages.form.tooShort': 'Trebuie să aibă cel puțin {min} caractere',
  'pages.form.tooLong': 'Prea lung',
  'pages.form.passwordsDoNotMatch': 'Parolele nu coincid',
  'pages.form.unknownTimezone': 'Fus orar necunoscut',
  'pages.form.invalidFormat': 'Format invalid',
  'pages.form.invalidValue': 'Alegeți una dintre opțiuni',
  'pages.form.showPassword': 'Afișați parola',
  'pages.form.hidePassword': 'Ascundeți parola',
  'pages.form.unexpectedError': 'Ceva nu a mers bine. Încercați din nou.',
  'pages.form.tooManyAttempts': 'Prea multe încercări. Așteptați și încercați din nou.',
  'pages.form.tooManyAttemptsRetry': 'Prea multe încercări. Încercați din nou peste {minutes, plural, one {# minut} few {# minute} other {# de minute}}.',
} satisfies Record<keyof typeof en, string>;
export default messages;
