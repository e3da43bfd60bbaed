const messages = {
  'common.loading': 'Loading…',
  'common.retry': 'Try again',
  'common.save': 'Save',
  'common.cancel': 'Cancel',
  'common.close': 'Close',
  'common.back': 'Back',
  'common.dismiss': 'Dismiss notification',
} satisfies Record<string, string>;
export default messages;
