import type { ReactNode } from 'react';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';

/** Renders the `<link>…</link>` part of a translated message as an in-app link. */
export const linkChunk = (to: string) =>
  function LinkChunk(text: ReactNode[]) {
    return (
      <Link key="link" component={RouterLink} to={to} underline="hover" fontWeight={600}>
        {text}
      </Link>
    );
  };
