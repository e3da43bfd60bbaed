import AddRounded from '@mui/icons-material/AddRounded';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { ArchivedFilterSchema, QUESTION_TYPES, QuestionListQuerySchema, QuestionTypeSchema, type Question } from '@matchday/domain';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Page } from '../../../components/Page';
import { FormErrorAlert } from '../../../components/form/FormErrorAlert';
import { useSmallScreen } from '../../../layout/use-small-screen';
import { useNotify } from '../../../lib/notify';
import { useCurrentClub } from '../../../lib/club/use-current-club';
import { useLabels } from '../../../lib/use-labels';
import { ArchivedFilter } from '../../../components/list/ArchivedFilter';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { EmptyState } from '../../../components/list/EmptyState';
import { FilterSelect } from '../../../components/list/FilterSelect';
import { ListPagination } from '../../../components/list/ListPagination';
import { ListSkeleton } from '../../../components/list/ListSkeleton';
import { schemaParam } from '../../../lib/list-params';
import { RefusalAlert } from '../../../components/RefusalAlert';
import { SearchField } from '../../../components/list/SearchField';
import { useKeepPageInRange, useListState } from '../../../components/list/use-list-state';
import { useArchiveQuestion } from '../api/use-archive-question';
import { useDeleteQuestion } from '../api/use-delete-question';
import { useQuestions } from '../../../lib/api/use-questions';
import { QuestionCards } from '../components/QuestionCards';
import { QuestionDialog, type QuestionDialogTab } from '../components/QuestionDialog';
import type { QuestionAction } from '../components/QuestionRowMenu';
import { QuestionsTable, type QuestionSort } from '../components/QuestionsTable';

type Editing = { question?: Question; tab: QuestionDialogTab } | null;

const ALL_TYPES = 'all';

export default function QuestionsPage() {
  const intl = useIntl();
  const notify = useNotify();
  const label = useLabels();
  const small = useSmallScreen();
  const { slug } = useCurrentClub();
  const list = useListState(QuestionListQuerySchema.shape.sort, 'label');
  const {
    params,
    pagination: { page, pageSize },
    search: q,
    update,
  } = list;
  const archived = schemaParam(params, 'archived', ArchivedFilterSchema) ?? 'active';
  const type = schemaParam(params, 'type', QuestionTypeSchema);
  const sort: QuestionSort = { sort: list.sort, order: list.order };
  const { data, error, isPending, isFetching } = useQuestions(slug, { page, page_size: pageSize, q: q || undefined, type, archived, ...sort });
  useKeepPageInRange(data?.total, list);
  const archive = useArchiveQuestion(slug);
  const remove = useDeleteQuestion(slug);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Question | null>(null);
  const filtered = q !== '' || archived !== 'active' || type !== undefined;

  const act = (question: Question, action: QuestionAction) => {
    if (action === 'edit' || action === 'history') setEditing({ question, tab: action === 'edit' ? 'details' : 'history' });
    else if (action === 'delete') setDeleting(question);
    else
      archive.mutate(
        { id: question.id, archived: !question.archived },
        {
          onSuccess: (saved) =>
            notify.success(intl.formatMessage({ id: saved.archived ? 'questions.list.archivedDone' : 'questions.list.restoredDone' }, { label: saved.label })),
        },
      );
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notify.success(intl.formatMessage({ id: 'questions.list.deletedDone' }, { label: deleting.label }));
        setDeleting(null);
      },
    });
  };

  const closeDelete = () => {
    setDeleting(null);
    remove.reset();
  };

  const addButton = (
    <Button variant="contained" startIcon={<AddRounded />} onClick={() => setEditing({ tab: 'details' })}>
      <FormattedMessage id="questions.list.add" />
    </Button>
  );
  const typeOptions = [
    { value: ALL_TYPES, label: intl.formatMessage({ id: 'questions.list.allTypes' }) },
    ...QUESTION_TYPES.map((value) => ({ value, label: label('question_type', value) })),
  ];

  return (
    <Page title={intl.formatMessage({ id: 'menu.questions' })} description={intl.formatMessage({ id: 'questions.list.description' })} actions={addButton}>
      <RefusalAlert error={archive.error} />
      <Card variant="outlined">
        <Stack direction="row" spacing={1.5} useFlexGap flexWrap="wrap" sx={{ p: 2 }}>
          <SearchField label={intl.formatMessage({ id: 'questions.list.search' })} value={q} onChange={(search) => update({ q: search })} />
          <FilterSelect
            label={intl.formatMessage({ id: 'questions.list.type' })}
            value={type ?? ALL_TYPES}
            options={typeOptions}
            onChange={(value) => update({ type: value === ALL_TYPES ? null : value })}
          />
          <ArchivedFilter value={archived} onChange={(value) => update({ archived: value === 'active' ? null : value })} />
        </Stack>
        <Box sx={{ height: 4 }}>{isFetching && !isPending && <LinearProgress aria-label={intl.formatMessage({ id: 'common.loading' })} />}</Box>
        {error ? (
          <Box sx={{ p: 2 }}>
            <FormErrorAlert error={error} />
          </Box>
        ) : isPending ? (
          <ListSkeleton />
        ) : data.total === 0 ? (
          filtered ? (
            <EmptyState
              icon={<SearchOffRounded />}
              title={intl.formatMessage({ id: 'questions.list.noMatchTitle' })}
              description={intl.formatMessage({ id: 'questions.list.noMatchDescription' })}
              action={
                <Button onClick={() => update({ q: null, type: null, archived: null })}>
                  <FormattedMessage id="questions.list.clearFilters" />
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={<HelpOutlineOutlined />}
              title={intl.formatMessage({ id: 'questions.list.emptyTitle' })}
              description={intl.formatMessage({ id: 'questions.list.emptyDescription' })}
              action={addButton}
            />
          )
        ) : (
          <>
            {small ? (
              <QuestionCards questions={data.items} onAction={act} />
            ) : (
              <QuestionsTable questions={data.items} sort={sort} onSort={(next) => update(next)} onAction={act} />
            )}
            <ListPagination
              divider
              total={data.total}
              page={page}
              pageSize={pageSize}
              onPage={(next) => update({ page: next })}
              onPageSize={(size) => update({ page_size: size })}
            />
          </>
        )}
      </Card>
      {editing && (
        <QuestionDialog key={editing.question?.id ?? 'new'} slug={slug} question={editing.question} initialTab={editing.tab} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={intl.formatMessage({ id: 'questions.delete.title' })}
        confirmLabel={intl.formatMessage({ id: 'questions.list.delete' })}
        pending={remove.isPending}
        error={remove.error}
        renderError={(error) => <RefusalAlert error={error} />}
        onConfirm={confirmDelete}
        onClose={closeDelete}
      >
        {intl.formatMessage({ id: 'questions.delete.description' }, { label: deleting?.label ?? '' })}
      </ConfirmDialog>
    </Page>
  );
}
