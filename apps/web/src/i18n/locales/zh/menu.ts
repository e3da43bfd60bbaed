import type en from '../en/menu';

const messages = {} satisfies Record<keyof typeof en, string>;
export default messages;
