import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface ProfileSectionProps {
  title: string;
  description: string;
  onSubmit: () => void;
  footer: ReactNode;
  children: ReactNode;
}

/** A card holding one profile form: heading, fields, and the form's buttons in a footer bar. */
export function ProfileSection({ title, description, onSubmit, footer, children }: ProfileSectionProps) {
  return (
    <Card variant="outlined" component="form" noValidate onSubmit={onSubmit} aria-label={title}>
      <Stack spacing={2.5} sx={{ p: { xs: 2.5, sm: 3 } }}>
        <div>
          <Typography variant="subtitle1" component="h2" fontWeight={600}>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {description}
          </Typography>
        </div>
        {children}
      </Stack>
      <Divider />
      <Stack direction="row" spacing={1.5} justifyContent="flex-end" sx={{ px: { xs: 2.5, sm: 3 }, py: 2 }}>
        {footer}
      </Stack>
    </Card>
  );
}
