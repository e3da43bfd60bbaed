import type { PresetColor } from '../stores/preferences-schema';

interface ModeColors {
  primary: string;
  secondary: string;
}

/** Each preset's accent colours, tuned separately for light and dark surfaces. */
export const PRESETS: Record<PresetColor, { light: ModeColors; dark: ModeColors }> = {
  default: { light: { primary: '#1e88e5', secondary: '#5e35b1' }, dark: { primary: '#64b5f6', secondary: '#b39ddb' } },
  theme1: { light: { primary: '#4f46e5', secondary: '#0891b2' }, dark: { primary: '#818cf8', secondary: '#22d3ee' } },
  theme2: { light: { primary: '#047857', secondary: '#d97706' }, dark: { primary: '#34d399', secondary: '#fbbf24' } },
  theme3: { light: { primary: '#0369a1', secondary: '#0d9488' }, dark: { primary: '#38bdf8', secondary: '#2dd4bf' } },
  theme4: { light: { primary: '#c2410c', secondary: '#be185d' }, dark: { primary: '#fb923c', secondary: '#f472b6' } },
  theme5: { light: { primary: '#7c3aed', secondary: '#db2777' }, dark: { primary: '#a78bfa', secondary: '#f9a8d4' } },
  theme6: { light: { primary: '#334155', secondary: '#0f766e' }, dark: { primary: '#cbd5e1', secondary: '#5eead4' } },
};

/** Neutral surfaces shared by every preset, so the accent is the only thing a preset changes. */
export const SURFACES = {
  light: {
    background: '#f6f7f9',
    paper: '#ffffff',
    text: '#0f172a',
    textSecondary: '#526071',
    divider: 'rgba(15, 23, 42, 0.08)',
    inputFill: '#f8fafc',
  },
  dark: {
    background: '#0d1016',
    paper: '#151922',
    text: '#e6e9ef',
    textSecondary: '#9aa4b2',
    divider: 'rgba(230, 233, 239, 0.09)',
    inputFill: 'rgba(255, 255, 255, 0.03)',
  },
} as const;
