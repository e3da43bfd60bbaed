import type { MessageId } from '../i18n/messages';

// Every formatMessage / FormattedMessage id is checked against the English catalogue at compile time.
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
