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
  'common.staleSave.title': 'Altcineva a salvat mai întâi',
  'common.staleSave.description':
    'Nimic din ce ați introdus nu a fost salvat: această înregistrare s-a modificat după ce ați deschis-o. Ce s-a schimbat de atunci:',
  'common.staleSave.noFieldChanged':
    'Niciun câmp al acestui formular nu s-a schimbat (modificarea lor a fost în altă parte): dacă salvați din nou, păstrați tot ce ați introdus.',
  'common.staleSave.field': 'Câmp',
  'common.staleSave.theirs': 'Valoarea lor',
  'common.staleSave.yours': 'Valoarea dvs.',
  'common.staleSave.loadTheirs': 'Încărcați versiunea lor',
  'common.staleSave.saveMine': 'Salvați-o pe a dvs. peste ea',
  'common.staleSave.empty': '(gol)',
  'common.staleSave.yes': 'Da',
  'common.staleSave.no': 'Nu',
  'common.staleSave.loading': 'Se încarcă versiunea lor…',
  'common.discardChanges.title': 'Renunțați la modificări?',
  'common.discardChanges.description': 'Ce ați introdus în acest formular nu a fost salvat și se va pierde.',
  'common.discardChanges.keepEditing': 'Continuați editarea',
  'common.discardChanges.discard': 'Renunțați',
} satisfies Record<keyof typeof en, string>;
export default messages;
