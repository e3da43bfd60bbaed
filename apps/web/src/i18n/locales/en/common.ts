const messages = {
  'common.loading': 'Loading…',
  'common.retry': 'Try again',
  'common.save': 'Save',
  'common.cancel': 'Cancel',
  'common.close': 'Close',
  'common.back': 'Back',
  'common.dismiss': 'Dismiss notification',
  'common.list.clearSearch': 'Clear search',
  'common.list.rowsPerPage': 'Rows per page:',
  'common.list.displayedRows': '{from}–{to} of {count}',
  'common.list.firstPage': 'First page',
  'common.list.lastPage': 'Last page',
  'common.list.nextPage': 'Next page',
  'common.list.previousPage': 'Previous page',
} satisfies Record<string, string>;
export default messages;
