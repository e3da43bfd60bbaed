import Button from '@mui/material/Button';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { ErrorScreen } from '../components/ErrorScreen';

export default function ServerErrorPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <ErrorScreen
      status={500}
      icon={<ReportProblemOutlined fontSize="large" />}
      title={intl.formatMessage({ id: 'pages.serverError.title' })}
      description={intl.formatMessage({ id: 'pages.serverError.description' })}
      actions={
        <Button
          variant="outlined"
          size="large"
          startIcon={<ArrowBack sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />}
          onClick={() => void navigate(-1)}
        >
          <FormattedMessage id="pages.serverError.goBack" />
        </Button>
      }
    />
  );
}
