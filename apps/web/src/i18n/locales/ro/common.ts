import type en from '../en/common';

const messages = {
  'common.loading': "Se încarcă…",
  'common.retry': "Încearcă din nou",
  'common.save': "Salvează",
  'common.cancel': "Anulează",
  'common.close': "Închide",
  'common.back': "Înapoi",
  'common.dismiss': "Închide notificarea",
  'common.list.clearSearch': 'Șterge căutarea',
  'common.list.rowsPerPage': 'Rânduri pe pagină:',
  'common.list.displayedRows': '{from}–{to} din {count}',
  'common.list.firstPage': 'Prima pagină',
  'common.list.lastPage': 'Ultima pagină',
  'common.list.nextPage': 'Pagina următoare',
  'common.list.previousPage': 'Pagina anterioară',
} satisfies Record<keyof typeof en, string>;
export default messages;
