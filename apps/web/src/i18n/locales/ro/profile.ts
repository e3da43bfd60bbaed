import type en from '../en/profile';

const messages = {
  'profile.description': 'Numele, e-mailul de autentificare și parola dumneavoastră.',
  'profile.role': 'Administrator de ligă',
  'profile.clubs':
    '{count, plural, =0 {Niciun club} one {Administrează {clubs}} few {Administrează # cluburi: {clubs}} other {Administrează # de cluburi: {clubs}}}',
  'profile.details.title': 'Date personale',
  'profile.details.description': 'Numele este vizibil celorlalți administratori ai cluburilor dumneavoastră.',
  'profile.details.firstName': 'Prenume',
  'profile.details.lastName': 'Nume',
  'profile.details.email': 'E-mail',
  'profile.details.saved': 'Profilul a fost salvat.',
  'profile.password.title': 'Parolă',
  'profile.password.description': 'Schimbarea ei vă deconectează de pe toate celelalte dispozitive.',
  'profile.password.current': 'Parola actuală',
  'profile.password.new': 'Parolă nouă',
  'profile.password.confirm': 'Confirmați parola nouă',
  'profile.password.submit': 'Schimbați parola',
  'profile.password.saved': 'Parola a fost schimbată.',
} satisfies Record<keyof typeof en, string>;
export default messages;
