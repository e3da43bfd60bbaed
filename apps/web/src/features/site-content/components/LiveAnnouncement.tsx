import { VisuallyHidden } from '../../../components/VisuallyHidden';

/** Text a screen reader reads out when it changes (a row moved), not shown. */
export function LiveAnnouncement({ text }: { text: string }) {
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>{text}</VisuallyHidden>
    </div>
  );
}
