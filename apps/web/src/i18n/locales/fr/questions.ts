import type en from '../en/questions';

const messages = {
} satisfies Record<keyof typeof en, string>;
export default messages;
