import type en from '../en/pages';

const messages = {} satisfies Record<keyof typeof en, string>;
export default messages;
