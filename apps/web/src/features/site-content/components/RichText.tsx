import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense, type ComponentProps } from 'react';

// The editor (Tiptap and ProseMirror) is the page's largest part: it loads when a tab first shows rich text.
const RichTextInput = lazy(() => import('./RichTextInput'));

/** A rich text field of the site form, loaded on first use. */
export function RichText(props: ComponentProps<typeof RichTextInput>) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={(props.minHeight ?? 160) + 72} />}>
      <RichTextInput {...props} />
    </Suspense>
  );
}
