import Skeleton from '@mui/material/Skeleton';
import type { Club } from '@matchday/domain';
import { FormErrorAlert } from '../../../components/form/FormErrorAlert';
import { useWaiver } from '../api/waiver';
import { WaiverForm } from './WaiverForm';

/** The registration waiver card of the settings page, once the waiver is loaded. */
export function WaiverCard({ club }: { club: Pick<Club, 'slug' | 'timezone'> }) {
  const waiver = useWaiver(club.slug);
  if (waiver.data) return <WaiverForm slug={club.slug} timezone={club.timezone} waiver={waiver.data} />;
  if (waiver.error) return <FormErrorAlert error={waiver.error} />;
  return <Skeleton variant="rounded" height={320} />;
}
