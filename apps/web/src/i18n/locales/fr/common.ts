import type en from '../en/common';

const messages = {
  'common.loading': "Chargement…",
  'common.retry': "Réessayer",
  'common.save': "Enregistrer",
  'common.cancel': "Annuler",
  'common.close': "Fermer",
  'common.back': "Retour",
  'common.dismiss': "Fermer la notification",
} satisfies Record<keyof typeof en, string>;
export default messages;
