import Box from '@mui/material/Box';
import { useIntl } from 'react-intl';
import { useClubMenu } from '../../../menu/use-club-menu';
import { MenuNodeView } from './MenuNodeView';

export function MenuList() {
  const intl = useIntl();
  const menu = useClubMenu();
  return (
    <Box component="nav" aria-label={intl.formatMessage({ id: 'layout.main_navigation' })}>
      {menu.map((node) => (
        <MenuNodeView key={node.id} node={node} />
      ))}
    </Box>
  );
}
