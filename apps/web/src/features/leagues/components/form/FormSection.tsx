import Divider from '@mui/material/Divider';
import type { ReactNode } from 'react';
import type { MessageId } from '../../../../i18n/messages';
import { SettingsSection } from '../../../../components/form/SettingsSection';

/** One block of the league form, with a divider before every block but the first. */
export function FormSection({
  titleId,
  descriptionId,
  first = false,
  children,
}: {
  titleId: MessageId;
  descriptionId: MessageId;
  first?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      {!first && <Divider sx={{ my: 3 }} />}
      <SettingsSection titleId={titleId} descriptionId={descriptionId}>
        {children}
      </SettingsSection>
    </>
  );
}
