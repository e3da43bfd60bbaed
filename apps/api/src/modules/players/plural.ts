/** "1 game", "3 games": counts in refusal messages. */
export const plural = (count: number, noun: string): string => `${count} ${noun}${count === 1 ? '' : 's'}`;
