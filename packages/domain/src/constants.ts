/** Product name shown in the shell and in page titles ('{page title} | Matchday'). */
export const PRODUCT_NAME = 'Matchday';

/** Browser storage keys (spec §9). The preferences key is versioned so a shape change can start fresh. */
export const STORAGE_KEYS = {
  user: 'user',
  users: 'users',
  preferences: 'matchday.preferences.v1',
} as const;

export const AUTH_SCHEME = 'Bearer';

/** Layout constants (spec §9): drawer widths in px and the grid spacing unit. */
export const DRAWER_WIDTH = 260;
export const MINI_DRAWER_WIDTH = 72;
export const GRID_SPACING = 3;

/** Breadcrumbs collapse beyond this many items (spec §2). */
export const BREADCRUMBS_MAX_ITEMS = 8;

/** Snackbars (spec §4, §9). */
export const SNACKBAR = {
  maxStack: 3,
  autoHideDuration: 5000,
  notificationAutoHideDuration: 6000,
  anchorOrigin: { vertical: 'bottom', horizontal: 'right' },
} as const;

/** Error reporting keeps at most this many trail entries (spec §9). */
export const ERROR_REPORTING_MAX_BREADCRUMBS = 30;

/** Default date format (spec §9). */
export const DEFAULT_DATE_FORMAT = 'MM-DD-YYYY';

/** Default notification text when the server gives no message (spec §8). */
export const UNKNOWN_SERVER_ERROR = 'Unknown Server Error';

/** Rejection text of the host-root HTTP client when the response has no body (spec §7, §8). */
export const WRONG_SERVICES = 'Wrong Services';
