import type en from '../en/clubs';

const messages = {} satisfies Record<keyof typeof en, string>;
export default messages;
