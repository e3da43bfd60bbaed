import type en from '../en/layout';

const messages = {} satisfies Record<keyof typeof en, string>;
export default messages;
