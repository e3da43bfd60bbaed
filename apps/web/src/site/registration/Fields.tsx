import { useEffect, type InputHTMLAttributes, type ReactNode, type Ref, type RefObject, type TextareaHTMLAttributes } from 'react';
import { useIntl } from 'react-intl';

interface FieldFrame {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
}

/** The ids an input is described by: its hint and its error, which a screen reader reads with the label. */
const describedBy = (id: string, hint: ReactNode, error: string | undefined) =>
  [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

function RequiredMark({ required }: { required?: boolean }) {
  const intl = useIntl();
  if (!required) return null;
  return <span className="required-mark">{intl.formatMessage({ id: 'site.flow.required' })}</span>;
}

function Help({ id, hint, error }: Pick<FieldFrame, 'id' | 'hint' | 'error'>) {
  return (
    <>
      {hint ? (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </>
  );
}

/** A labelled text input with its hint and error. */
export function TextField({
  id,
  label,
  hint,
  error,
  required,
  ...input
}: FieldFrame & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return (
    <div className="field">
      <label htmlFor={id}>
        {label} <RequiredMark required={required} />
      </label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} aria-required={required || undefined} {...input} />
      <Help id={id} hint={hint} error={error} />
    </div>
  );
}

export function TextArea({ id, label, hint, error, required, ...input }: FieldFrame & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <div className="field">
      <label htmlFor={id}>
        {label} <RequiredMark required={required} />
      </label>
      <textarea
        id={id}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        aria-required={required || undefined}
        {...input}
      />
      <Help id={id} hint={hint} error={error} />
    </div>
  );
}

/** One choice among a question's options: radio buttons in a fieldset named by the question. */
export function ChoiceField({
  id,
  label,
  hint,
  error,
  required,
  options,
  value,
  onChange,
}: FieldFrame & { options: readonly string[]; value: string; onChange: (value: string) => void }) {
  return (
    <fieldset className="field choice-field" id={id} tabIndex={-1} aria-describedby={describedBy(id, hint, error)} aria-invalid={error ? true : undefined}>
      <legend>
        {label} <RequiredMark required={required} />
      </legend>
      <div className="choice-options">
        {options.map((option, index) => (
          <label key={option} className="choice-option">
            <input
              type="radio"
              name={id}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              id={index === 0 ? `${id}-first` : undefined}
            />
            <span>{option}</span>
          </label>
        ))}
      </div>
      <Help id={id} hint={hint} error={error} />
    </fieldset>
  );
}

/** A checkbox whose label is a sentence (a consent), with its error. */
export function CheckField({ id, label, error, checked, onChange }: Omit<FieldFrame, 'hint'> & { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className="field">
      <label className="check-field" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span>{label}</span>
      </label>
      <Help id={id} error={error} />
    </div>
  );
}

/** Moves focus to the first field of a form that says it is invalid, so its error is read out. */
export function focusFirstInvalid(root: HTMLElement | null): void {
  const invalid = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid) return;
  const target = invalid.tagName === 'FIELDSET' ? (invalid.querySelector<HTMLElement>('input') ?? invalid) : invalid;
  target.focus();
}

/** After each failed submit (`attempt` grows), focus the first invalid field once it has rendered. */
export function useFocusInvalid(root: RefObject<HTMLElement | null>, attempt: number): void {
  useEffect(() => {
    if (attempt > 0) focusFirstInvalid(root.current);
  }, [root, attempt]);
}
