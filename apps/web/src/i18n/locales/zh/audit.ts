import type en from '../en/audit';

const messages = {
} satisfies Record<keyof typeof en, string>;
export default messages;
