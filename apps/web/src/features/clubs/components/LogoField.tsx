import { useRef } from 'react';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import UploadFile from '@mui/icons-material/UploadFileOutlined';
import { LOGO_MAX_BYTES, LOGO_MIME_TYPES } from '@matchday/domain';
import { useController, type Control } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import { ClubAvatar } from '../../../components/club/ClubAvatar';
import type { ClubSettingsInput } from './club-settings-form';
import { useObjectUrl } from '../../../lib/use-object-url';

const ERROR_IDS: Partial<Record<string, MessageId>> = { logo_type: 'clubs.settings.logoType', logo_size: 'clubs.settings.logoSize' };

interface LogoFieldProps {
  control: Control<ClubSettingsInput>;
  clubName: string;
  currentLogoUrl: string | null;
}

/** The club logo: a preview, a file picker and a remove button, bound to the form's logo and remove_logo fields. */
export function LogoField({ control, clubName, currentLogoUrl }: LogoFieldProps) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const logo = useController({ control, name: 'logo' });
  const removeLogo = useController({ control, name: 'remove_logo' });
  const chosen = (logo.field.value as File | null) ?? null;
  const chosenUrl = useObjectUrl(chosen);
  const previewUrl = chosen ? chosenUrl : removeLogo.field.value ? null : currentLogoUrl;
  const error = logo.fieldState.error?.message;
  const max = LOGO_MAX_BYTES / 1024 / 1024;
  const errorId = error === undefined ? undefined : ERROR_IDS[error];

  const choose = (file: File | undefined) => {
    if (!file) return;
    logo.field.onChange(file);
    removeLogo.field.onChange(false);
  };
  const remove = () => {
    logo.field.onChange(null);
    removeLogo.field.onChange(Boolean(currentLogoUrl));
    if (input.current) input.current.value = '';
  };

  return (
    <Stack direction="row" spacing={2.5} alignItems="center">
      <ClubAvatar name={clubName} logoUrl={previewUrl} size={88} />
      <Stack spacing={1} sx={{ minWidth: 0 }}>
        <Typography variant="subtitle2">
          <FormattedMessage id="clubs.settings.logo" />
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
          <Button variant="outlined" size="small" startIcon={<UploadFile />} onClick={() => input.current?.click()}>
            <FormattedMessage id={previewUrl ? 'clubs.settings.replaceLogo' : 'clubs.settings.uploadLogo'} />
          </Button>
          {previewUrl && (
            <Button color="error" size="small" startIcon={<DeleteOutline />} onClick={remove}>
              <FormattedMessage id="clubs.settings.removeLogo" />
            </Button>
          )}
        </Stack>
        <FormHelperText error={Boolean(error)} sx={{ m: 0 }}>
          {errorId ? intl.formatMessage({ id: errorId }, { max }) : (error ?? intl.formatMessage({ id: 'clubs.settings.logoHint' }, { max }))}
        </FormHelperText>
        <input
          ref={input}
          type="file"
          hidden
          accept={LOGO_MIME_TYPES.join(',')}
          aria-label={intl.formatMessage({ id: 'clubs.settings.uploadLogo' })}
          onChange={(event) => choose(event.target.files?.[0])}
        />
      </Stack>
    </Stack>
  );
}
