import type en from '../en/players';

const messages = {
} satisfies Record<keyof typeof en, string>;
export default messages;
