import { alpha, createTheme, type Theme } from '@mui/material/styles';
import type { Preferences } from '../stores/preferences-schema';
import { PRESETS, STATUS_COLORS, SURFACES } from './presets';

const FALLBACK_FONTS = "system-ui, -apple-system, 'Segoe UI', 'PingFang SC', 'Noto Sans CJK SC', 'Microsoft YaHei', sans-serif";

/** The whole MUI theme as a pure function of the saved preferences (spec §3). */
export function createAppTheme(preferences: Preferences): Theme {
  const mode = preferences.navType;
  const accent = PRESETS[preferences.presetColor][mode];
  const surface = SURFACES[mode];
  const status = STATUS_COLORS[mode];
  // The keyboard focus ring: the accent, which keeps at least 3:1 against the surfaces in both modes.
  const focusRing = { outline: `2px solid ${accent.primary}`, outlineOffset: 2 };
  // Controls filling a clipped box (a card, a menu, the side menu, the tab strip) draw the ring inside themselves.
  const insetFocusRing = { '&.Mui-focusVisible': { outlineOffset: -2 } };
  const radius = preferences.borderRadius;
  const headingWeight = preferences.fontFamily === 'Roboto' ? 700 : 600;

  return createTheme({
    direction: preferences.rtlLayout ? 'rtl' : 'ltr',
    shape: { borderRadius: radius },
    palette: {
      mode,
      // Text on a coloured fill (buttons, chips, avatars) is white or black, whichever reaches AA's 4.5:1.
      contrastThreshold: 4.5,
      primary: { main: accent.primary },
      secondary: { main: accent.secondary },
      info: { main: status.info },
      warning: { main: status.warning },
      success: { main: status.success },
      error: { main: status.error },
      background: { default: surface.background, paper: surface.paper },
      text: { primary: surface.text, secondary: surface.textSecondary, disabled: surface.textDisabled },
      divider: surface.divider,
    },
    typography: {
      fontFamily: `'${preferences.fontFamily}', ${FALLBACK_FONTS}`,
      h1: { fontWeight: headingWeight, fontSize: '2.25rem', letterSpacing: '-0.02em' },
      h2: { fontWeight: headingWeight, fontSize: '1.875rem', letterSpacing: '-0.02em' },
      h3: { fontWeight: headingWeight, fontSize: '1.5rem', letterSpacing: '-0.015em' },
      h4: { fontWeight: headingWeight, fontSize: '1.5rem', letterSpacing: '-0.015em', lineHeight: 1.3 },
      h5: { fontWeight: headingWeight, fontSize: '1.125rem', lineHeight: 1.4 },
      h6: { fontWeight: headingWeight, fontSize: '1rem', lineHeight: 1.5 },
      subtitle1: { fontWeight: 500 },
      subtitle2: { fontWeight: 500, fontSize: '0.8125rem' },
      overline: { fontWeight: 600, fontSize: '0.6875rem', letterSpacing: '0.08em', lineHeight: 2 },
      button: { fontWeight: headingWeight, textTransform: 'none', letterSpacing: 0 },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          body: { WebkitFontSmoothing: 'antialiased', MozOsxFontSmoothing: 'grayscale' },
          '::selection': { backgroundColor: alpha(accent.primary, 0.24) },
          ':focus-visible': focusRing,
        },
      },
      // MUI's own focus cue is a faint ripple; every button, menu entry, tab, card and chip gets the ring instead.
      MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
      MuiCardActionArea: { styleOverrides: { root: insetFocusRing } },
      MuiMenuItem: { styleOverrides: { root: insetFocusRing } },
      MuiTab: { styleOverrides: { root: insetFocusRing } },
      MuiLink: { styleOverrides: { root: { '&:focus-visible': { ...focusRing, borderRadius: 2 } } } },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { borderRadius: radius, paddingInline: 16 } },
      },
      MuiPaper: {
        defaultProps: { elevation: 0 },
        styleOverrides: { root: { backgroundImage: 'none' } },
      },
      MuiCard: {
        defaultProps: { variant: 'outlined' },
        styleOverrides: { root: { borderColor: surface.divider } },
      },
      MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
      MuiDrawer: { styleOverrides: { paper: { backgroundImage: 'none' } } },
      MuiChip: { styleOverrides: { root: { fontWeight: 500 } } },
      // MUI renders subtitles as h6, which makes every card name and label a heading out of order (h1 → h6): a
      // subtitle is text unless its component says it is a heading.
      MuiTypography: { defaultProps: { variantMapping: { subtitle1: 'p', subtitle2: 'p' } } },
      MuiTooltip: { defaultProps: { arrow: true } },
      MuiListItemButton: {
        styleOverrides: {
          root: {
            ...insetFocusRing,
            borderRadius: radius,
            '&.Mui-selected': {
              color: accent.primary,
              backgroundColor: alpha(accent.primary, mode === 'dark' ? 0.16 : 0.08),
              '& .MuiListItemIcon-root': { color: accent.primary },
              '&:hover': { backgroundColor: alpha(accent.primary, mode === 'dark' ? 0.22 : 0.12) },
            },
          },
        },
      },
      // Unselected segments are text (List, Day): MUI's action.active grey falls just short of 4.5:1 on the page.
      MuiToggleButton: { styleOverrides: { root: { color: surface.textSecondary } } },
      MuiListItemIcon: { styleOverrides: { root: { minWidth: 36, color: surface.textSecondary } } },
      MuiTextField: { defaultProps: { variant: 'outlined' } },
      MuiOutlinedInput: {
        styleOverrides: {
          root: {
            borderRadius: radius,
            backgroundColor: preferences.outlinedFilled ? surface.inputFill : 'transparent',
            '& .MuiOutlinedInput-notchedOutline': { borderColor: mode === 'dark' ? alpha('#ffffff', 0.16) : alpha('#0f172a', 0.16) },
          },
        },
      },
    },
  });
}
