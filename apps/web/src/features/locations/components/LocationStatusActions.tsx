import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import UnarchiveOutlined from '@mui/icons-material/UnarchiveOutlined';
import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';

interface LocationStatusActionsProps {
  archived: boolean;
  archiving: boolean;
  onArchive: (archived: boolean) => void;
  onDelete: () => void;
}

/** The edit page's header buttons: archive or restore, and delete. */
export function LocationStatusActions({ archived, archiving, onArchive, onDelete }: LocationStatusActionsProps) {
  return (
    <>
      <Button variant="outlined" startIcon={archived ? <UnarchiveOutlined /> : <ArchiveOutlined />} loading={archiving} onClick={() => onArchive(!archived)}>
        <FormattedMessage id={archived ? 'locations.edit.restore' : 'locations.edit.archive'} />
      </Button>
      <Button variant="outlined" color="error" startIcon={<DeleteOutlineRounded />} onClick={onDelete}>
        <FormattedMessage id="locations.edit.delete" />
      </Button>
    </>
  );
}
