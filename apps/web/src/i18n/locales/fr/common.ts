import type en from '../en/common';

const messages = {
  'common.loading': 'Chargement…',
  'common.retry': 'Réessayer',
  'common.save': 'Enregistrer',
  'common.cancel': 'Annuler',
  'common.close': 'Fermer',
  'common.back': 'Retour',
  'common.dismiss': 'Fermer la notification',
  'common.quoted': '« {label} »',
  'common.list.clearSearch': 'Effacer la recherche',
  'common.list.rowsPerPage': 'Lignes par page :',
  'common.list.displayedRows': '{from}–{to} sur {count}',
  'common.list.firstPage': 'Première page',
  'common.list.lastPage': 'Dernière page',
  'common.list.nextPage': 'Page suivante',
  'common.list.previousPage': 'Page précédente',
  'common.discardChanges.title': 'Abandonner les modifications ?',
  'common.discardChanges.description': 'Ce que vous avez saisi dans ce formulaire n’a pas été enregistré et sera perdu.',
  'common.discardChanges.keepEditing': 'Continuer la saisie',
  'common.discardChanges.discard': 'Abandonner',
} satisfies Record<keyof typeof en, string>;
export default messages;
