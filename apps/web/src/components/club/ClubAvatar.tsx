import Avatar from '@mui/material/Avatar';
import { alpha } from '@mui/material/styles';
import { initials } from '../../lib/initials';

interface ClubAvatarProps {
  name: string;
  logoUrl: string | null;
  size?: number;
}

/** A club's logo, or its initials on the brand tint when it has none. */
export function ClubAvatar({ name, logoUrl, size = 48 }: ClubAvatarProps) {
  return (
    <Avatar
      src={logoUrl ?? undefined}
      alt={name}
      variant="rounded"
      sx={(theme) => ({
        width: size,
        height: size,
        fontSize: size * 0.38,
        fontWeight: 700,
        borderRadius: 2,
        color: 'primary.main',
        bgcolor: logoUrl ? 'background.paper' : alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.22 : 0.12),
        border: logoUrl ? `1px solid ${theme.palette.divider}` : 'none',
        '& img': { objectFit: 'contain' },
      })}
    >
      {initials(name)}
    </Avatar>
  );
}
