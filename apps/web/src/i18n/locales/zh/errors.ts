import type en from '../en/errors';

const messages = {} satisfies Record<keyof typeof en, string>;
export default messages;
