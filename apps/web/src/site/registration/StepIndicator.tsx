import { useIntl } from 'react-intl';
import type { StepId } from './draft';

/** Where the registrant is: every step by name, the ones done reachable again, and "Step n of m" for everyone. */
export function StepIndicator({ steps, current, onGo }: { steps: readonly StepId[]; current: number; onGo: (index: number) => void }) {
  const intl = useIntl();
  return (
    <nav className="steps" aria-label={intl.formatMessage({ id: 'site.flow.steps' })}>
      <p className="step-count">
        {intl.formatMessage({ id: 'site.flow.stepOf' }, { step: current + 1, total: steps.length })}
        <span className="step-count-name" aria-hidden="true">
          {' · '}
          {intl.formatMessage({ id: `site.step.${steps[current]!}` })}
        </span>
      </p>
      <ol>
        {steps.map((step, index) => {
          const name = intl.formatMessage({ id: `site.step.${step}` });
          const state = index < current ? 'done' : index === current ? 'current' : 'todo';
          return (
            <li key={step} className={`step step-${state}`} aria-current={index === current ? 'step' : undefined}>
              {index < current ? (
                <button type="button" className="step-button" onClick={() => onGo(index)}>
                  <span className="step-dot" aria-hidden="true">
                    ✓
                  </span>
                  <span className="step-name">{name}</span>
                </button>
              ) : (
                <span className="step-button">
                  <span className="step-dot" aria-hidden="true">
                    {index + 1}
                  </span>
                  <span className="step-name">{name}</span>
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
