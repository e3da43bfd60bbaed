import type en from '../en/locations';

const messages = {
} satisfies Record<keyof typeof en, string>;
export default messages;
