import type en from '../en/auth';

const messages = {} satisfies Record<keyof typeof en, string>;
export default messages;
