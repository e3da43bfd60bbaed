import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Visibility from '@mui/icons-material/VisibilityOutlined';
import VisibilityOff from '@mui/icons-material/VisibilityOffOutlined';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

/** A password input's show/hide toggle: the input type to use and the button to put at its end. */
export function usePasswordVisibility(): { type: 'text' | 'password'; toggle: ReactNode } {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  const label = intl.formatMessage({ id: visible ? 'pages.form.hidePassword' : 'pages.form.showPassword' });
  return {
    type: visible ? 'text' : 'password',
    toggle: (
      <InputAdornment position="end">
        <IconButton aria-label={label} title={label} onClick={() => setVisible((shown) => !shown)} edge="end" size="small">
          {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
        </IconButton>
      </InputAdornment>
    ),
  };
}
