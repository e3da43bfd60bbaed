import type en from '../en/common';

const messages = {
  'common.loading': 'Se încarcă…',
  'common.retry': 'Încearcă din nou',
  'common.save': 'Salvează',
  'common.cancel': 'Anulează',
  'common.close': 'Închide',
  'common.back': 'Înapoi',
  'common.dismiss': 'Închide notificarea',
  'common.quoted': '„{label}”',
  'common.list.clearSearch': 'Șterge căutarea',
  'common.list.rowsPerPage': 'Rânduri pe pagină:',
  'common.list.displayedRows': '{from}–{to} din {count}',
  'common.list.firstPage': 'Prima pagină',
  'common.list.lastPage': 'Ultima pagină',
  'common.list.nextPage': 'Pagina următoare',
  'common.list.previousPage': 'Pagina anterioară',
  'common.discardChanges.title': 'Renunțați la modificări?',
  'common.discardChanges.description': 'Ce ați introdus în acest formular nu a fost salvat și se va pierde.',
  'common.discardChanges.keepEditing': 'Continuați editarea',
  'common.discardChanges.discard': 'Renunțați',
} satisfies Record<keyof typeof en, string>;
export default messages;
