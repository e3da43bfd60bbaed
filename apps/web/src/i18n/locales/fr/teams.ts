import type en from '../en/teams';

const messages = {
} satisfies Record<keyof typeof en, string>;
export default messages;
