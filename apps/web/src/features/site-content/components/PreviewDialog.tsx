import CloseRounded from '@mui/icons-material/CloseRounded';
import DesktopWindowsOutlined from '@mui/icons-material/DesktopWindowsOutlined';
import PhoneIphoneOutlined from '@mui/icons-material/PhoneIphoneOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { QueryError } from '../../../components/QueryError';
import { useSitePreview } from '../api/use-site-preview';
import { isPreviewReady, previewSrc, sendPreview } from './preview-protocol';

type Width = 'desktop' | 'phone';

/** The phone width the preview shows: the narrowest screen the site is built for. */
const PHONE_WIDTH = 390;

interface PreviewDialogProps {
  open: boolean;
  slug: string;
  publicUrl: string;
  onClose: () => void;
}

/** The saved draft in the public site's own page, at a desktop's or a phone's width; full screen on phones. */
export function PreviewDialog({ open, slug, publicUrl, onClose }: PreviewDialogProps) {
  const intl = useIntl();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [width, setWidth] = useState<Width>('desktop');
  const titleId = useId();

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="xl"
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: phone ? {} : { height: '92vh' } } }}
    >
      <DialogTitle component="div" sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', pr: 7 }}>
        <Box component="h2" id={titleId} sx={{ typography: 'h6', m: 0, flex: '1 1 auto' }}>
          <FormattedMessage id="siteContent.preview.title" />
        </Box>
        {!phone && (
          <ToggleButtonGroup
            exclusive
            size="small"
            value={width}
            onChange={(_event, next: Width | null) => next && setWidth(next)}
            aria-label={intl.formatMessage({ id: 'siteContent.preview.width' })}
          >
            <ToggleButton value="desktop">
              <DesktopWindowsOutlined fontSize="small" sx={{ mr: 1 }} />
              <FormattedMessage id="siteContent.preview.desktop" />
            </ToggleButton>
            <ToggleButton value="phone">
              <PhoneIphoneOutlined fontSize="small" sx={{ mr: 1 }} />
              <FormattedMessage id="siteContent.preview.phone" />
            </ToggleButton>
          </ToggleButtonGroup>
        )}
        <IconButton aria-label={intl.formatMessage({ id: 'common.close' })} onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
          <CloseRounded />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, p: { xs: 1, sm: 2 }, bgcolor: 'action.hover' }}>
        <Alert severity="info" variant="outlined" sx={{ bgcolor: 'background.paper' }}>
          <FormattedMessage id="siteContent.preview.notice" />
        </Alert>
        <PreviewFrame slug={slug} publicUrl={publicUrl} width={phone ? 'desktop' : width} />
      </DialogContent>
    </Dialog>
  );
}

/**
 * The public site's page in preview mode: once it says it is ready, it is handed the site the saved draft
 * makes (fetched afresh each time the dialog opens), and again whenever it reloads.
 */
function PreviewFrame({ slug, publicUrl, width }: { slug: string; publicUrl: string; width: Width }) {
  const intl = useIntl();
  const frame = useRef<HTMLIFrameElement>(null);
  const preview = useSitePreview(slug, true);
  const [readyTimes, setReadyTimes] = useState(0);

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (isPreviewReady(event, frame.current?.contentWindow)) setReadyTimes((times) => times + 1);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, []);

  useEffect(() => {
    const target = frame.current?.contentWindow;
    if (readyTimes > 0 && preview.data && target) sendPreview(target, preview.data);
  }, [readyTimes, preview.data]);

  const loading = readyTimes === 0 || preview.isFetching;
  return (
    <Stack spacing={1} sx={{ flex: 1, minHeight: { xs: 480, sm: 0 } }}>
      {preview.error ? <QueryError error={preview.error} onRetry={() => void preview.refetch()} /> : null}
      <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label={intl.formatMessage({ id: 'siteContent.preview.loading' })} />}</Box>
      <Box
        component="iframe"
        ref={frame}
        src={previewSrc(publicUrl)}
        title={intl.formatMessage({ id: 'siteContent.preview.frame' })}
        sx={{
          flex: 1,
          alignSelf: 'center',
          width: width === 'phone' ? PHONE_WIDTH : 1,
          maxWidth: 1,
          minHeight: 0,
          border: 1,
          borderColor: 'divider',
          borderRadius: width === 'phone' ? 3 : 1,
          bgcolor: 'background.paper',
        }}
      />
    </Stack>
  );
}
