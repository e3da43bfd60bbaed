import type en from '../en/profile';

const messages = {} satisfies Record<keyof typeof en, string>;
export default messages;
