import type en from '../en/common';

const messages = {} satisfies Record<keyof typeof en, string>;
export default messages;
