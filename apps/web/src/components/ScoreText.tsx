import type { ReactNode } from 'react';

/**
 * A score or a score line ("3–1", "2–1 (25–21, 19–25, 15–10)") as an isolated left-to-right run: in a
 * right-to-left layout the digits, dashes and brackets would otherwise be reordered ("(10–15 ,25–19 ,21–25) 1–2"),
 * and the text around it is not disturbed by it either.
 */
export function ScoreText({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}
