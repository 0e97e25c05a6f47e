import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { cn } from '../lib/cn';
import { FieldError } from './field-error';
import { inputClass, labelClass } from './form-styles';

/** What every kind of field takes. */
interface FieldBase {
  /** The control's `id`, which its label names (`htmlFor`). */
  id: string;
  /** The label's words: the control's accessible name. */
  label: ReactNode;
  /** The message of a refused post: shown under the control (`FieldError`), which is then `aria-invalid` and described by it. */
  error?: string;
  /** The message's `id`, `<id>-error` unless given (a form whose messages have other ids keeps them). */
  errorId?: string;
  /** Marks the control `aria-invalid` though its message is shown elsewhere (a group's one message under its fieldset). */
  invalid?: boolean;
  /** A hint under the label (`<id>-hint`), which describes the control before any message. */
  hint?: ReactNode;
  /** Ids of other text describing the control, read after the hint and before the message. */
  describedBy?: string;
  /** Classes of the wrapper `div`. */
  className?: string;
  /** Classes of the label, `labelClass` unless given. */
  labelClassName?: string;
  /** Classes added to the control's (`inputClass`; inputs and selects at least 48 px tall). */
  controlClassName?: string;
  /** The control takes `controlClassName` alone, not `inputClass` (a file input, drawn as a button). */
  unstyled?: boolean;
  /** What goes between the control and its message: a `datalist`, a character count. */
  after?: ReactNode;
  /** A select's options (`as="select"`). */
  children?: ReactNode;
}

/** The field's props: its own (`FieldBase`), which control (`as`, an input unless said) and that control's attributes. */
export type FieldProps = FieldBase &
  (
    | ({ as?: 'input'; ref?: Ref<HTMLInputElement> } & Omit<InputHTMLAttributes<HTMLInputElement>, keyof FieldBase>)
    | ({ as: 'select' } & Omit<SelectHTMLAttributes<HTMLSelectElement>, keyof FieldBase>)
    | ({ as: 'textarea' } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, keyof FieldBase>)
  );

/**
 * One form field as every admin form draws it (issue 36; the customer's quote page too), on the server and in
 * islands: a label (`labelClass`), any hint, the control (`inputClass`; an input or select at least 48 px tall, the phone's
 * target), then anything `after` it, then the message of a refused post (`FieldError`). With a message the control is
 * `aria-invalid` and `aria-describedby` names it, after any `describedBy` (WCAG 3.3.1, 1.3.1). Every other prop
 * (`name`, `defaultValue`, `value`/`onChange`, `required`, `inputMode`…) goes to the control as given.
 */
export function Field(props: FieldProps) {
  const {
    id,
    label,
    error,
    errorId = `${id}-error`,
    invalid,
    hint,
    describedBy,
    className,
    labelClassName,
    controlClassName,
    unstyled,
    after,
    children,
    ...rest
  } = props;
  const aria = {
    id,
    'aria-invalid': error || invalid ? true : undefined,
    'aria-describedby': [hint ? `${id}-hint` : undefined, describedBy, error ? errorId : undefined].filter(Boolean).join(' ') || undefined,
  } as const;
  const look = (...more: (string | undefined)[]) => (unstyled ? controlClassName : cn(inputClass, ...more, controlClassName));
  let control: ReactNode;
  if (rest.as === 'select') {
    const { as: _, ...attributes } = rest;
    control = (
      <select {...attributes} {...aria} className={look('min-h-12')}>
        {children}
      </select>
    );
  } else if (rest.as === 'textarea') {
    const { as: _, ...attributes } = rest;
    control = <textarea {...attributes} {...aria} className={look()} />;
  } else {
    const { as: _, ...attributes } = rest;
    control = <input {...attributes} {...aria} className={look('min-h-12')} />;
  }
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName ?? labelClass}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          {hint}
        </p>
      )}
      {control}
      {after}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
