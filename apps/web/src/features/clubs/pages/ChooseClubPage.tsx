import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Logout from '@mui/icons-material/Logout';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { Logo } from '../../../components/Logo';
import { Page } from '../../../components/Page';
import { useAuth } from '../../../lib/auth/use-auth';
import { ClubList } from '../components/ClubList';
import { paths } from '../../../lib/paths';

// Spec §2: the page "receives the user as a query value" (?user=<id>); the list is always the signed-in user's own clubs.
export default function ChooseClubPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { user, logout } = useAuth();

  const signOut = async () => {
    await logout();
    void navigate(paths.login, { replace: true });
  };

  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
      <Container maxWidth="md" sx={{ py: { xs: 3, sm: 6 } }}>
        <Box sx={{ mb: { xs: 4, sm: 6 } }}>
          <Logo />
        </Box>
        <Page
          title={intl.formatMessage({ id: 'clubs.choose.title' })}
          description={user ? intl.formatMessage({ id: 'clubs.choose.subtitle' }, { name: user.name }) : undefined}
          actions={
            <Button variant="outlined" color="inherit" startIcon={<Logout />} onClick={() => void signOut()}>
              <FormattedMessage id="clubs.choose.logout" />
            </Button>
          }
        >
          <ClubList />
        </Page>
      </Container>
    </Box>
  );
}
