import type en from '../en/leagues';

const messages = {
} satisfies Record<keyof typeof en, string>;
export default messages;
