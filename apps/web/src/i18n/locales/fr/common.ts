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
  'common.staleSave.title': 'Quelqu’un d’autre a enregistré avant vous',
  'common.staleSave.description':
    'Rien de ce que vous avez saisi n’a été enregistré : cette fiche a changé après que vous l’avez ouverte. Ce qui a changé depuis :',
  'common.staleSave.noFieldChanged':
    'Aucun champ de ce formulaire n’a changé (leur modification portait sur autre chose) : enregistrer à nouveau conserve tout ce que vous avez saisi.',
  'common.staleSave.field': 'Champ',
  'common.staleSave.theirs': 'Leur valeur',
  'common.staleSave.yours': 'Votre valeur',
  'common.staleSave.loadTheirs': 'Charger leur version',
  'common.staleSave.saveMine': 'Enregistrer la mienne par-dessus',
  'common.staleSave.empty': '(vide)',
  'common.staleSave.yes': 'Oui',
  'common.staleSave.no': 'Non',
  'common.staleSave.loading': 'Chargement de leur version…',
  'common.discardChanges.title': 'Abandonner les modifications ?',
  'common.discardChanges.description': 'Ce que vous avez saisi dans ce formulaire n’a pas été enregistré et sera perdu.',
  'common.discardChanges.keepEditing': 'Continuer la saisie',
  'common.discardChanges.discard': 'Abandonner',
} satisfies Record<keyof typeof en, string>;
export default messages;
