import type { PlayerSession } from '@matchday/domain';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { StepId } from '../draft';
import { CheckField } from '../Fields';
import { PaymentSummary } from '../PaymentSummary';
import { AddOnsGroup, DepositChoice } from './ReviewChoices';
import type { StepProps } from './step-props';

interface ReviewProps extends StepProps {
  session: PlayerSession | null;
  onEdit: (step: StepId) => void;
}

function Row({ label, children, onEdit }: { label: string; children: ReactNode; onEdit: () => void }) {
  const intl = useIntl();
  return (
    <div className="review-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
      <dd className="review-edit">
        <button type="button" className="link-button" onClick={onEdit}>
          {intl.formatMessage({ id: 'site.review.change' })}
          <span className="visually-hidden"> {label}</span>
        </button>
      </dd>
    </div>
  );
}

/**
 * Step 5, review and pay: what was entered (each part can be changed), the league's add-ons, a captain's choice of
 * deposit or full fee, "Payment Information" priced with those choices, the captain's consent.
 */
export function ReviewStep(props: ReviewProps) {
  const intl = useIntl();
  const { options, draft, errors, change, session, onEdit } = props;
  const role = draft.as ?? 'captain';
  const joinLabel = intl.formatMessage({ id: 'site.review.joining' });
  const youLabel = intl.formatMessage({ id: 'site.review.you' });
  const answered = options.questions.filter((question) => draft.answers[question.id]?.trim()).length;
  const questionsLabel = intl.formatMessage({ id: 'site.step.questions' });
  return (
    <>
      <dl className="review">
        <Row label={joinLabel} onEdit={() => onEdit('join')}>
          {intl.formatMessage({ id: `site.join.${role}` }, { team: options.invite?.team_name ?? '' })}
          {role === 'captain' ? <span className="review-sub">{draft.team_name.trim()}</span> : null}
        </Row>
        <Row label={youLabel} onEdit={() => onEdit('you')}>
          {`${draft.first_name.trim()} ${draft.last_name.trim()}`}
          <span className="review-sub">{[session?.email, draft.phone.trim()].filter(Boolean).join(' · ')}</span>
        </Row>
        {options.questions.length > 0 ? (
          <Row label={questionsLabel} onEdit={() => onEdit('questions')}>
            {intl.formatMessage({ id: 'site.review.answered' }, { count: answered, total: options.questions.length })}
          </Row>
        ) : null}
      </dl>
      <AddOnsGroup {...props} />
      <DepositChoice {...props} />
      <PaymentSummary options={options} role={role} choices={draft} headingId="review-payment" />
      {role === 'captain' && options.league.payment_mode === 'players_pay' && options.card_payments ? (
        <div className="consent">
          <CheckField
            id="remainder-consent"
            label={intl.formatMessage({ id: 'site.review.remainderConsent' })}
            error={errors.remainder_consent}
            checked={draft.remainder_consent}
            onChange={(checked) => change({ remainder_consent: checked })}
          />
          <p className="muted small">{intl.formatMessage({ id: 'site.review.remainderHelp' })}</p>
        </div>
      ) : null}
    </>
  );
}
