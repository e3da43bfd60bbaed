import type { PresetColor } from '../stores/preferences-schema';

interface ModeColors {
  primary: string;
  secondary: string;
}

/**
 * Each preset's accent colours, tuned separately for light and dark surfaces. Every one is used as text on the
 * page and as the fill behind button and avatar text, so each keeps 4.5:1 (WCAG AA) both ways: light-mode accents
 * against white, dark-mode ones against the dark surfaces and black text.
 */
export const PRESETS: Record<PresetColor, { light: ModeColors; dark: ModeColors }> = {
  default: { light: { primary: '#1565c0', secondary: '#5e35b1' }, dark: { primary: '#64b5f6', secondary: '#b39ddb' } },
  theme1: { light: { primary: '#4f46e5', secondary: '#0e7490' }, dark: { primary: '#818cf8', secondary: '#22d3ee' } },
  theme2: { light: { primary: '#047857', secondary: '#b45309' }, dark: { primary: '#34d399', secondary: '#fbbf24' } },
  theme3: { light: { primary: '#0369a1', secondary: '#0f766e' }, dark: { primary: '#38bdf8', secondary: '#2dd4bf' } },
  theme4: { light: { primary: '#c2410c', secondary: '#be185d' }, dark: { primary: '#fb923c', secondary: '#f472b6' } },
  theme5: { light: { primary: '#7c3aed', secondary: '#db2777' }, dark: { primary: '#a78bfa', secondary: '#f9a8d4' } },
  theme6: { light: { primary: '#334155', secondary: '#0f766e' }, dark: { primary: '#cbd5e1', secondary: '#5eead4' } },
};

/**
 * Neutral surfaces shared by every preset, so the accent is the only thing a preset changes. Secondary and
 * 'disabled' text keep 4.5:1 on the background, the paper and the input fill: the app uses them for information
 * (group labels, hints, helper text), not only for controls that are switched off.
 */
export const SURFACES = {
  light: {
    background: '#f6f7f9',
    paper: '#ffffff',
    text: '#0f172a',
    textSecondary: '#526071',
    textDisabled: '#667085',
    divider: 'rgba(15, 23, 42, 0.08)',
    inputFill: '#f8fafc',
  },
  dark: {
    background: '#0d1016',
    paper: '#151922',
    text: '#e6e9ef',
    textSecondary: '#9aa4b2',
    textDisabled: '#8a93a1',
    divider: 'rgba(230, 233, 239, 0.09)',
    inputFill: 'rgba(255, 255, 255, 0.03)',
  },
} as const;

/**
 * The status colours (chips, alerts, error text), AA in both modes: MUI's own light info (#0288d1) and warning
 * (#ed6c02) carry white text at 3.9:1 and 3.1:1, and its dark error (#f44336) reads at 4.4:1 on a dark input.
 */
export const STATUS_COLORS = {
  light: { info: '#0369a1', warning: '#b45309', success: '#2e7d32', error: '#d32f2f' },
  dark: { info: '#38bdf8', warning: '#fbbf24', success: '#4ade80', error: '#f87171' },
} as const;
