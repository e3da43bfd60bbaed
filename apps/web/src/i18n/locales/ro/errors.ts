import type en from '../en/errors';

const messages = {
  'errors.unknown_server_error': "Eroare de server necunoscută",
  'errors.wrong_services': "Servicii greșite",
  'errors.startup_failed': "Matchday nu a putut încărca ce îi trebuie pentru a porni.",
  'errors.bad_request': "Cererea nu a fost înțeleasă.",
  'errors.validation_error': "Unele câmpuri necesită atenție.",
  'errors.unauthenticated': "Sesiunea a expirat. Vă rugăm să vă autentificați din nou.",
  'errors.invalid_credentials': "Email sau parolă incorectă",
  'errors.forbidden': "Nu aveți permisiunea să faceți asta.",
  'errors.not_found': "Nu am găsit ce căutați.",
  'errors.conflict': "Acest lucru intră în conflict cu datele existente.",
  'errors.invalid_transition': "Această schimbare de stare nu este permisă.",
  'errors.in_use': "Elementul este folosit și nu poate fi șters; arhivați-l în schimb.",
  'errors.capacity_reached': "Nu mai este loc.",
  'errors.not_editable': "Acest element nu mai poate fi modificat.",
  'errors.court_taken': "Terenul este deja ocupat la acea oră.",
  'errors.payload_too_large': "Fișierul încărcat este prea mare.",
  'errors.unsupported_media_type': "Acest tip de fișier nu este acceptat.",
  'errors.too_many_requests': "Prea multe încercări. Așteptați și încercați din nou.",
  'errors.invalid_reset_token': "Acest link de resetare este invalid sau a expirat.",
  'errors.request_timeout': "Serverul a răspuns prea târziu.",
  'errors.service_unavailable': "Serviciul este temporar indisponibil.",
  'errors.internal_error': "A apărut o eroare la noi.",
} satisfies Record<keyof typeof en, string>;
export default messages;
