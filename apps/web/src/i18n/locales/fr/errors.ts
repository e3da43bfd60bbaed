import type en from '../en/errors';

const messages = {
  'errors.unknown_server_error': "Erreur serveur inconnue",
  'errors.wrong_services': "Service indisponible",
  'errors.startup_failed': "Matchday n’a pas pu charger ce dont il a besoin pour démarrer.",
  'errors.bad_request': "La requête n’a pas été comprise.",
  'errors.validation_error': "Certains champs doivent être corrigés.",
  'errors.unauthenticated': "Votre session a expiré. Veuillez vous reconnecter.",
  'errors.invalid_credentials': "E-mail ou mot de passe incorrect",
  'errors.forbidden': "Vous n’avez pas l’autorisation de faire cela.",
  'errors.not_found': "Nous n’avons pas trouvé ce que vous cherchiez.",
  'errors.conflict': "Cela entre en conflit avec des données existantes.",
  'errors.invalid_transition': "Ce changement de statut n’est pas autorisé.",
  'errors.in_use': "Cet élément est utilisé et ne peut pas être supprimé ; archivez-le plutôt.",
  'errors.capacity_reached': "Il n’y a plus de place.",
  'errors.not_editable': "Cet élément ne peut plus être modifié.",
  'errors.court_taken': "Ce terrain est déjà pris à cette heure-là.",
  'errors.payload_too_large': "Le fichier envoyé est trop volumineux.",
  'errors.unsupported_media_type': "Ce type de fichier n’est pas pris en charge.",
  'errors.too_many_requests': "Trop de tentatives. Veuillez patienter puis réessayer.",
  'errors.invalid_reset_token': "Ce lien de réinitialisation est invalide ou a expiré.",
  'errors.request_timeout': "Le serveur a mis trop de temps à répondre.",
  'errors.service_unavailable': "Le service est temporairement indisponible.",
  'errors.internal_error': "Une erreur s’est produite de notre côté.",
} satisfies Record<keyof typeof en, string>;
export default messages;
