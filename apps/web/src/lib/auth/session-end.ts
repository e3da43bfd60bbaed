/**
 * What must forget the session when it ends (sign-out, an expired session given up, another tab signing
 * out): each part that keeps signed-in data registers here when it loads, so the session need not import it
 * (the query cache, for one, loads only with the pages that query).
 */
const forgetters = new Set<() => void>();

/** Runs `forget` whenever a session ends, until the returned function is called. */
export function onSessionEnd(forget: () => void): () => void {
  forgetters.add(forget);
  return () => forgetters.delete(forget);
}

/** Tells every registered part that the session ended. */
export function sessionEnded(): void {
  for (const forget of forgetters) forget();
}
