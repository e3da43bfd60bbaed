import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

/** Below md the drawer becomes temporary and the horizontal menu folds into it. */
export const useSmallScreen = (): boolean => useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
