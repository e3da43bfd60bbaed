import type en from '../en/customization';

const messages = {} satisfies Record<keyof typeof en, string>;
export default messages;
