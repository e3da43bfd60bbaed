const messages = {
} satisfies Record<string, string>;
export default messages;
