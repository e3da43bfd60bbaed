import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';

/** Spec §2/§8: what an item of unknown type renders. */
export function MenuItemsError() {
  return (
    <Typography variant="body2" color="error" role="alert" sx={{ px: 2, py: 1 }}>
      <FormattedMessage id="menu.items_error" />
    </Typography>
  );
}
