/** The domain of the sender's address ('Matchday <no-reply@matchday.example>' → 'matchday.example'). */
const senderDomain = (from: string): string => /@([^\s>]+)/.exec(from)?.[1] ?? 'matchday.local';

/**
 * The Message-ID of an outbox message: the same on every delivery attempt, so a message sent again after a
 * worker died between the SMTP answer and the outbox update is recognisable as the same message.
 */
export const messageIdOf = (outboxId: string, from: string): string => `<${outboxId}@${senderDomain(from)}>`;
