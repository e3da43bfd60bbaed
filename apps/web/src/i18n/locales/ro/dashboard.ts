import type en from '../en/dashboard';

const messages = {} satisfies Record<keyof typeof en, string>;
export default messages;
