import { useIntl } from 'react-intl';
import { waiverAccepted } from '../draft';
import { CheckField } from '../Fields';
import type { StepProps } from './step-props';

/** Step 4, the waiver: its text in a box that scrolls (and takes the keyboard), and the acceptance. */
export function WaiverStep({ options, draft, errors, change }: StepProps) {
  const intl = useIntl();
  if (!options.waiver) return null;
  return (
    <>
      <div className="waiver-text" tabIndex={0} role="region" aria-label={intl.formatMessage({ id: 'site.waiver.textLabel' })}>
        {options.waiver.body}
      </div>
      <CheckField
        id="waiver-accept"
        label={intl.formatMessage({ id: 'site.waiver.accept' })}
        error={errors.waiver_sha256}
        checked={waiverAccepted(draft, options)}
        onChange={(checked) => change({ waiver_sha256: checked ? options.waiver!.sha256 : null })}
      />
    </>
  );
}
