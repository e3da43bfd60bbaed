import { PRODUCT_NAME, GRID_SPACING } from '@matchday/domain';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';

export interface PageProps {
  /** Already translated. */
  title: string;
  /** A short line under the title saying what the page is for. */
  description?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}

/** Every page's frame: the document title '{title} | Matchday' (spec §1), a header row and the content. */
export function Page({ title, description, actions, children }: PageProps) {
  useEffect(() => {
    document.title = `${title} | ${PRODUCT_NAME}`;
  }, [title]);

  return (
    <Box component="section" aria-labelledby="page-title" sx={{ display: 'flex', flexDirection: 'column', gap: GRID_SPACING }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-end' }, justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography id="page-title" variant="h4" component="h1">
            {title}
          </Typography>
          {description ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75, maxWidth: 720 }}>
              {description}
            </Typography>
          ) : null}
        </Box>
        {actions ? (
          <Stack direction="row" spacing={1} sx={{ flexShrink: 0, displayPrint: 'none' }}>
            {actions}
          </Stack>
        ) : null}
      </Stack>
      {children}
    </Box>
  );
}
