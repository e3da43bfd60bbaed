import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAX_PAGE_SIZE, type LeagueQuestion, type Question } from '@matchday/domain';
import { useMemo, useState } from 'react';
import { useFieldArray, useFormState } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { linkChunk } from '../../../../components/form/link-chunk';
import { clubPagePath } from '../../../../lib/routes';
import { useQuestions } from '../../../../lib/api/use-questions';
import { AttachedQuestionRow } from './AttachedQuestionRow';
import type { LeagueFormControl } from './league-form-schema';
import { ListFieldError } from './ListFieldError';

interface QuestionsFieldProps {
  control: LeagueFormControl;
  slug: string;
  /** The league's questions as saved: one archived since still shows by its label. */
  current: readonly LeagueQuestion[];
}

/** The registration questions: picked from the club's bank, in the order registrants see them, each required or not. */
export function QuestionsField({ control, slug, current }: QuestionsFieldProps) {
  const intl = useIntl();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'questions', keyName: 'key' });
  const { errors } = useFormState({ control, name: 'questions' });
  const bank = useQuestions(slug, { page_size: MAX_PAGE_SIZE, archived: 'active' });
  const [search, setSearch] = useState('');

  const details = useMemo(
    () =>
      new Map<string, { label: string; type: string }>(
        [...current, ...(bank.data?.items ?? []).map((question) => ({ ...question, question_id: question.id }))].map((question) => [
          question.question_id,
          question,
        ]),
      ),
    [current, bank.data],
  );
  const attached = new Set(fields.map((row) => row.question_id));
  const available = (bank.data?.items ?? []).filter((question) => !attached.has(question.id));

  return (
    <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2">
        <FormattedMessage id="leagues.form.questions" />
      </Typography>
      {fields.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="leagues.form.noQuestions" />
        </Typography>
      ) : (
        <Stack component="ol" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {fields.map((row, index) => (
            <AttachedQuestionRow
              key={row.key}
              control={control}
              index={index}
              count={fields.length}
              label={details.get(row.question_id)?.label ?? row.question_id}
              type={details.get(row.question_id)?.type}
              onMove={move}
              onRemove={remove}
            />
          ))}
        </Stack>
      )}
      <ListFieldError error={errors.questions} />
      <Autocomplete<Question>
        options={available}
        value={null}
        inputValue={search}
        onInputChange={(_event, value, reason) => setSearch(reason === 'reset' ? '' : value)}
        onChange={(_event, question) => question && append({ question_id: question.id, required: question.required })}
        getOptionLabel={(question) => question.label}
        loading={bank.isPending}
        loadingText={intl.formatMessage({ id: 'common.loading' })}
        noOptionsText={intl.formatMessage({ id: bank.data?.total === 0 ? 'leagues.form.emptyQuestionBank' : 'leagues.form.noMoreQuestions' })}
        blurOnSelect
        renderInput={(params) => (
          <TextField
            {...params}
            size="small"
            label={intl.formatMessage({ id: 'leagues.form.addQuestion' })}
            helperText={<FormattedMessage id="leagues.form.questionBankHint" values={{ link: linkChunk(clubPagePath(slug, 'questions')) }} />}
          />
        )}
      />
    </Stack>
  );
}
