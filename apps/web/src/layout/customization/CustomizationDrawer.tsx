import { LOCALES, LOCALE_NAMES, type Locale } from '@matchday/domain';
import CloseRounded from '@mui/icons-material/CloseRounded';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import RestartAltRounded from '@mui/icons-material/RestartAltRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { usePreferences } from '../../stores/preferences';
import { BORDER_RADIUS_RANGE, FONT_FAMILIES } from '../../stores/preferences-schema';
import { ChoiceGroup } from './ChoiceGroup';
import { PreferenceChoice } from './PreferenceChoice';
import { PresetPicker } from './PresetPicker';
import { Section } from './Section';

/** Spec §3/§4: every preference editable in one place, with reset to defaults. */
export default function CustomizationDrawer({ open, onClose }: { open: boolean; onClose(): void }) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const { preferences, setPreference, resetPreferences } = usePreferences();

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 360 }, display: 'flex', flexDirection: 'column' }, 'aria-labelledby': 'customization-title' } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, px: 2.5, pt: 2.5, pb: 2, borderBottom: 1, borderColor: 'divider' }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography id="customization-title" variant="h6" component="h2">
            {t('customization.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('customization.subtitle')}
          </Typography>
        </Box>
        <IconButton aria-label={t('common.close')} onClick={onClose} edge="end">
          <CloseRounded />
        </IconButton>
      </Box>

      <Box sx={{ flexGrow: 1, overflowY: 'auto', px: 2.5 }}>
        <Section id="pref-preset" title={t('customization.preset')}>
          <PresetPicker
            labelledBy="pref-preset"
            value={preferences.presetColor}
            mode={preferences.navType}
            onChange={(value) => setPreference('presetColor', value)}
          />
        </Section>
        <PreferenceChoice
          prefKey="navType"
          title="customization.mode"
          choices={[
            { value: 'light', label: t('customization.mode_light'), icon: <LightModeOutlined fontSize="small" /> },
            { value: 'dark', label: t('customization.mode_dark'), icon: <DarkModeOutlined fontSize="small" /> },
          ]}
        />
        <PreferenceChoice
          prefKey="fontFamily"
          title="customization.font"
          choices={FONT_FAMILIES.map((font) => ({
            value: font,
            label: (
              <Box component="span" sx={{ fontFamily: `'${font}'` }}>
                {font}
              </Box>
            ),
          }))}
        />
        <Section id="pref-radius" title={t('customization.border_radius')}>
          <Box sx={{ px: 1 }}>
            <Slider
              aria-labelledby="pref-radius"
              value={preferences.borderRadius}
              min={BORDER_RADIUS_RANGE.min}
              max={BORDER_RADIUS_RANGE.max}
              step={1}
              marks={[BORDER_RADIUS_RANGE.min, BORDER_RADIUS_RANGE.max].map((value) => ({ value, label: `${value}px` }))}
              valueLabelDisplay="auto"
              onChange={(_, value) => setPreference('borderRadius', value)}
            />
          </Box>
        </Section>
        <Section id="pref-input" title={t('customization.input_style')}>
          <ChoiceGroup
            labelledBy="pref-input"
            value={preferences.outlinedFilled ? 'filled' : 'outlined'}
            onChange={(value) => setPreference('outlinedFilled', value === 'filled')}
            choices={[
              { value: 'filled', label: t('customization.input_filled') },
              { value: 'outlined', label: t('customization.input_outlined') },
            ]}
          />
        </Section>
        <PreferenceChoice
          prefKey="layout"
          title="customization.layout"
          choices={[
            { value: 'vertical', label: t('customization.layout_vertical') },
            { value: 'horizontal', label: t('customization.layout_horizontal') },
          ]}
        />
        <PreferenceChoice
          prefKey="drawerType"
          title="customization.drawer_type"
          choices={[
            { value: 'default', label: t('customization.drawer_default') },
            { value: 'mini-drawer', label: t('customization.drawer_mini') },
          ]}
        />
        <Section id="pref-language" title={t('customization.language')}>
          <TextField
            select
            fullWidth
            size="small"
            value={preferences.locale}
            onChange={(event) => setPreference('locale', event.target.value as Locale)}
            // The section's title names the select's button (the element screen readers reach), not its hidden input.
            slotProps={{ select: { labelId: 'pref-language' } }}
          >
            {LOCALES.map((locale) => (
              <MenuItem key={locale} value={locale} lang={locale}>
                {LOCALE_NAMES[locale]}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            sx={{ mt: 1.5, display: 'flex', justifyContent: 'space-between', ml: 0 }}
            labelPlacement="start"
            label={t('customization.rtl')}
            control={<Switch checked={preferences.rtlLayout} onChange={(event) => setPreference('rtlLayout', event.target.checked)} />}
          />
        </Section>
        <Section id="pref-container" title={t('customization.container')}>
          <FormControlLabel
            sx={{ display: 'flex', justifyContent: 'space-between', ml: 0 }}
            labelPlacement="start"
            label={
              <Typography variant="body2" color="text.secondary">
                {t('customization.container_hint')}
              </Typography>
            }
            control={<Switch checked={preferences.container} onChange={(event) => setPreference('container', event.target.checked)} />}
          />
        </Section>
      </Box>

      <Box sx={{ p: 2.5, borderTop: 1, borderColor: 'divider' }}>
        <Button fullWidth variant="outlined" color="inherit" startIcon={<RestartAltRounded />} onClick={resetPreferences}>
          {t('customization.reset')}
        </Button>
      </Box>
    </Drawer>
  );
}
