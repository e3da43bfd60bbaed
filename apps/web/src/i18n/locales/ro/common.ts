import type en from '../en/common';

const messages = {
  'common.loading': "Se încarcă…",
  'common.retry': "Încearcă din nou",
  'common.save': "Salvează",
  'common.cancel': "Anulează",
  'common.close': "Închide",
  'common.back': "Înapoi",
  'common.dismiss': "Închide notificarea",
} satisfies Record<keyof typeof en, string>;
export default messages;
