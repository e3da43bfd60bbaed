import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { Question, QuestionListQuery } from '@matchday/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLabels } from '../../../lib/use-labels';
import { QuestionRowMenu, type QuestionAction } from './QuestionRowMenu';

export type QuestionSort = Pick<QuestionListQuery, 'sort' | 'order'>;

interface QuestionsTableProps {
  questions: readonly Question[];
  sort: QuestionSort;
  onSort: (sort: QuestionSort) => void;
  onAction: (question: Question, action: QuestionAction) => void;
}

/** The question bank as a table (wide screens); a row opens the question. */
export function QuestionsTable({ questions, sort, onSort, onAction }: QuestionsTableProps) {
  const intl = useIntl();
  const label = useLabels();
  const sortBy = (column: QuestionSort['sort']) => ({
    active: sort.sort === column,
    direction: sort.sort === column ? sort.order : 'asc',
    onClick: () => onSort({ sort: column, order: sort.sort === column && sort.order === 'asc' ? 'desc' : 'asc' }),
  });
  return (
    <TableContainer>
      <Table sx={{ minWidth: 720 }}>
        <TableHead>
          <TableRow>
            <TableCell sortDirection={sort.sort === 'label' ? sort.order : false}>
              <TableSortLabel {...sortBy('label')}>
                <FormattedMessage id="questions.list.label" />
              </TableSortLabel>
            </TableCell>
            <TableCell sortDirection={sort.sort === 'type' ? sort.order : false}>
              <TableSortLabel {...sortBy('type')}>
                <FormattedMessage id="questions.list.type" />
              </TableSortLabel>
            </TableCell>
            <TableCell>
              <FormattedMessage id="questions.list.required" />
            </TableCell>
            <TableCell align="right">
              <FormattedMessage id="questions.list.leagues" />
            </TableCell>
            <TableCell align="right">
              <FormattedMessage id="questions.list.answers" />
            </TableCell>
            <TableCell align="right">
              <Typography component="span" sx={visuallyHidden}>
                <FormattedMessage id="questions.list.actionsColumn" />
              </Typography>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {questions.map((question) => (
            <TableRow key={question.id} hover onClick={() => onAction(question, 'edit')} sx={{ cursor: 'pointer' }}>
              <TableCell sx={{ maxWidth: 420 }}>
                <Stack direction="row" spacing={1} alignItems="center">
                  <Link
                    component="button"
                    type="button"
                    underline="hover"
                    fontWeight={600}
                    textAlign="start"
                    onClick={(event) => {
                      event.stopPropagation();
                      onAction(question, 'edit');
                    }}
                  >
                    {question.label}
                  </Link>
                  {question.archived && <Chip size="small" label={<FormattedMessage id="questions.list.archived" />} />}
                </Stack>
                {question.help_text && (
                  <Typography variant="caption" color="text.secondary" noWrap component="p">
                    {question.help_text}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {label('question_type', question.type)}
                {question.type === 'mcq' && (
                  <Typography variant="caption" color="text.secondary" component="p">
                    {intl.formatMessage({ id: 'questions.list.optionsCount' }, { count: question.options.length })}
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  variant={question.required ? 'filled' : 'outlined'}
                  color={question.required ? 'primary' : 'default'}
                  label={<FormattedMessage id={question.required ? 'questions.list.yes' : 'questions.list.no'} />}
                />
              </TableCell>
              <TableCell align="right">{question.leagues_count}</TableCell>
              <TableCell align="right">{question.answers_count}</TableCell>
              <TableCell align="right" onClick={(event) => event.stopPropagation()}>
                <QuestionRowMenu question={question} onAction={(action) => onAction(question, action)} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

// Sizes as strings: in sx a bare 1 would mean 100%.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
