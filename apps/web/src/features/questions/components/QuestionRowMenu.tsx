import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import HistoryRounded from '@mui/icons-material/HistoryRounded';
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import UnarchiveOutlined from '@mui/icons-material/UnarchiveOutlined';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Question } from '@matchday/domain';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';

export type QuestionAction = 'edit' | 'history' | 'archive' | 'delete';

/** The actions of one question in the list, behind a "more" button. */
export function QuestionRowMenu({ question, onAction }: { question: Question; onAction: (action: QuestionAction) => void }) {
  const intl = useIntl();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (action: QuestionAction) => {
    setAnchor(null);
    onAction(action);
  };
  const item = (action: QuestionAction, icon: ReactNode, label: MessageId) => (
    <MenuItem onClick={() => choose(action)} sx={action === 'delete' ? { color: 'error.main' } : undefined}>
      <ListItemIcon sx={action === 'delete' ? { color: 'error.main' } : undefined}>{icon}</ListItemIcon>
      <ListItemText>
        <FormattedMessage id={label} />
      </ListItemText>
    </MenuItem>
  );
  return (
    <>
      <IconButton
        aria-label={intl.formatMessage({ id: 'questions.list.actions' }, { label: question.label })}
        aria-haspopup="menu"
        onClick={(event) => {
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
      >
        <MoreVertRounded />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} onClick={(event) => event.stopPropagation()}>
        {item('edit', <EditOutlined fontSize="small" />, 'questions.list.edit')}
        {item('history', <HistoryRounded fontSize="small" />, 'audit.history.title')}
        {item(
          'archive',
          question.archived ? <UnarchiveOutlined fontSize="small" /> : <ArchiveOutlined fontSize="small" />,
          question.archived ? 'questions.list.restore' : 'questions.list.archive',
        )}
        {item('delete', <DeleteOutlineRounded fontSize="small" />, 'questions.list.delete')}
      </Menu>
    </>
  );
}
