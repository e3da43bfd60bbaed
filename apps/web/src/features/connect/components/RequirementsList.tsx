import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { requirementTopics, type ConnectStatus } from '@matchday/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import { dueDeadline } from '../../../lib/api/use-connect-status';

/** What Stripe still needs, in plain words, with its deadline in the club's timezone. */
export function RequirementsList({ status, timezone }: { status: ConnectStatus; timezone: string }) {
  const intl = useIntl();
  const { currently_due, past_due } = status.requirements;
  const topics = requirementTopics([...past_due, ...currently_due]);
  if (topics.length === 0) return null;
  const deadline = dueDeadline(status);
  return (
    <Alert severity={status.charges_enabled ? 'warning' : 'error'} variant="outlined">
      <AlertTitle component="h3" sx={{ fontSize: '1rem' }}>
        <FormattedMessage id="connect.needs.title" />
      </AlertTitle>
      {deadline && (
        <strong>
          <FormattedMessage
            id="connect.needs.deadline"
            values={{ date: intl.formatDate(new Date(deadline), { timeZone: timezone, dateStyle: 'long', timeStyle: 'short' }) }}
          />
        </strong>
      )}
      {past_due.length > 0 && !deadline && (
        <strong>
          <FormattedMessage id="connect.needs.pastDue" />
        </strong>
      )}
      <ul style={{ margin: '0.5rem 0 0', paddingInlineStart: '1.25rem' }}>
        {topics.map((topic) => (
          <li key={topic}>
            <FormattedMessage id={`connect.topic.${topic}` as MessageId} />
          </li>
        ))}
      </ul>
    </Alert>
  );
}
