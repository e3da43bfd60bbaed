import { ANSWER_MAX_LENGTH, ANSWER_MESSAGES, type LeagueQuestion } from '@matchday/domain';
import { useIntl } from 'react-intl';
import { fieldErrorDescriptor } from '../../../components/form/field-error-message';
import type { ImportReason } from './import-report';

/**
 * How the import report says a reason: a shared message by id in the reader's language (another API text as it
 * came), a problem with a column or an answer as a sentence naming the column or the question.
 */
export function useImportReasonText(questions: readonly Pick<LeagueQuestion, 'question_id' | 'label' | 'type' | 'options'>[]) {
  const intl = useIntl();
  const messageText = (message: string): string => {
    const shared = fieldErrorDescriptor(message, undefined);
    return shared ? intl.formatMessage({ id: shared.id }, shared.values) : message;
  };
  return (reason: ImportReason): string => {
    if (typeof reason === 'string') return messageText(reason);
    if ('column' in reason) {
      const column = intl.formatMessage({ id: `teams.import.columnName.${reason.column}` });
      return fieldErrorDescriptor(reason.message, undefined)?.id === 'validation.required'
        ? intl.formatMessage({ id: 'teams.import.columnRequired' }, { column })
        : intl.formatMessage({ id: 'teams.import.columnProblem' }, { column, problem: messageText(reason.message) });
    }
    const question = questions.find((asked) => asked.question_id === reason.question_id);
    // A question attached after the dialog opened: the league must be read again to name it.
    if (!question) return intl.formatMessage({ id: 'teams.answers.requiredChanged' });
    const name = intl.formatMessage({ id: 'common.quoted' }, { label: question.label });
    switch (reason.message) {
      case null:
        return intl.formatMessage({ id: 'teams.import.missingQuestionColumn' }, { question: name });
      case ANSWER_MESSAGES.required:
        return intl.formatMessage({ id: 'teams.import.answerRequired' }, { question: name });
      case ANSWER_MESSAGES.notAnOption:
        return intl.formatMessage(
          { id: 'teams.import.answerNotAnOption' },
          { question: name, options: intl.formatList(question.options, { type: 'disjunction' }) },
        );
      case ANSWER_MESSAGES.tooLong(ANSWER_MAX_LENGTH[question.type]):
        return intl.formatMessage({ id: 'teams.import.answerTooLong' }, { question: name, max: ANSWER_MAX_LENGTH[question.type] });
      default:
        return intl.formatMessage({ id: 'teams.import.answerInvalid' }, { question: name });
    }
  };
}
