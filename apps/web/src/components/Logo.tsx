import { PRODUCT_NAME } from '@matchday/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The Matchday mark: a pitch seen from above, in the theme's primary colour. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <Box component="svg" viewBox="0 0 32 32" aria-hidden sx={{ width: size, height: size, color: 'primary.main', flexShrink: 0 }}>
      <rect width="32" height="32" rx="9" fill="currentColor" />
      <rect x="7.5" y="8.5" width="17" height="15" rx="2.5" fill="none" stroke="#fff" strokeWidth="1.75" />
      <path d="M16 8.5v15" stroke="#fff" strokeWidth="1.75" />
      <circle cx="16" cy="16" r="3.25" fill="none" stroke="#fff" strokeWidth="1.75" />
    </Box>
  );
}

/** Mark and wordmark; the wordmark hides when `compact` (mini drawer). */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
      <LogoMark />
      {compact ? null : (
        <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.125rem', letterSpacing: '-0.02em', color: 'text.primary' }}>
          {PRODUCT_NAME}
        </Typography>
      )}
    </Box>
  );
}
