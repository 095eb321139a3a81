/**
 * The app's one library of labelled form fields (auth, account, users, companies and the
 * master-data forms): the Spanish error shows at the field (is-invalid + invalid-feedback) and is
 * tied to the input with aria-describedby, like the help text. Inputs take their type (password,
 * email…), autocomplete and autofocus as given, so the browser and password managers fill them.
 *
 * Length limits follow one rule everywhere: a field with `maxChars` shows a live
 * "n/200" count and says it is too long as the user types; nothing is cut
 * silently (no maxLength attribute), so a pasted text can be shortened by hand.
 */
import { useEffect, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** Forms keep a comfortable line length on wide screens. */
export const FORM_WIDTH = '40rem';

export const LENGTH_TEXT = {
  count: (length: number, max: number) => `${length}/${max}`,
  tooLong: (length: number, max: number) => `Admite como máximo ${max} caracteres: sobra${length - max === 1 ? '' : 'n'} ${length - max}.`,
};

export interface LengthLimit {
  /** The registration, counting what is typed. */
  registration: UseFormRegisterReturn;
  /** The id of the count, to add to aria-describedby. */
  countId: string;
  count: ReactNode;
  /** The error to show while the text is longer than the limit. */
  tooLong: string | undefined;
}

/**
 * The live length of a field (as the schemas count it: trimmed) against its limit.
 * Reads the field's value on mount (react-hook-form has put the stored value there) and on every change.
 */
export function useLengthLimit(id: string, registration: UseFormRegisterReturn, max: number | undefined): LengthLimit {
  const [length, setLength] = useState(0);
  useEffect(() => {
    const element = document.getElementById(id) as HTMLInputElement | HTMLTextAreaElement | null;
    if (element) setLength(element.value.trim().length);
  }, [id]);
  const countId = `${id}-count`;
  if (max === undefined) return { registration, countId, count: null, tooLong: undefined };
  const over = length > max;
  return {
    registration: {
      ...registration,
      onChange: (event: { target: { value?: unknown } }) => {
        setLength(typeof event.target.value === 'string' ? event.target.value.trim().length : 0);
        return registration.onChange(event);
      },
    },
    countId,
    count: (
      <Form.Text id={countId} className={`d-block text-end ${over ? 'text-danger fw-semibold' : ''}`} data-testid={countId}>
        {LENGTH_TEXT.count(length, max)}
      </Form.Text>
    ),
    tooLong: over ? LENGTH_TEXT.tooLong(length, max) : undefined,
  };
}

interface FieldProps {
  id: string;
  label: ReactNode;
  registration: UseFormRegisterReturn;
  error?: string;
  help?: ReactNode;
  className?: string;
}

function describedBy(id: string, error?: string, help?: ReactNode, counted = false): string | undefined {
  const ids = [help ? `${id}-help` : '', counted ? `${id}-count` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** What ties a control to its error and help: is-invalid, aria-invalid and aria-describedby. */
function invalidProps(id: string, error: string | undefined, help: ReactNode, counted = false) {
  return { isInvalid: !!error, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(id, error, help, counted) };
}

function Help({ id, help }: { id: string; help?: ReactNode }) {
  return help ? (
    <Form.Text id={`${id}-help`} className="d-block">
      {help}
    </Form.Text>
  ) : null;
}

/** The frame of a labelled control: the label, the control, its count, help and error. */
function LabelledField({
  id,
  label,
  error,
  help,
  className,
  count,
  children,
}: Omit<FieldProps, 'registration'> & { count?: ReactNode; children: ReactNode }) {
  return (
    <Form.Group className={className} controlId={id}>
      <Form.Label>{label}</Form.Label>
      {children}
      {count}
      <Help id={id} help={help} />
      <Form.Control.Feedback type="invalid" id={`${id}-error`}>
        {error}
      </Form.Control.Feedback>
    </Form.Group>
  );
}

type InputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'autoFocus' | 'inputMode' | 'disabled' | 'readOnly' | 'placeholder' | 'spellCheck'
>;

/** The most characters the field takes (the schema's max): shown as a live count, never cut. */
type LimitProps = { maxChars?: number };

type ControlProps = UseFormRegisterReturn & ReturnType<typeof invalidProps>;

/** A labelled text control with its length limit: the live count, and the error while it is too long. */
function LimitedField({
  id,
  label,
  registration,
  error,
  help,
  className,
  maxChars,
  control,
}: FieldProps & LimitProps & { control: (props: ControlProps) => ReactNode }) {
  const limit = useLengthLimit(id, registration, maxChars);
  const shown = error ?? limit.tooLong;
  return (
    <LabelledField id={id} label={label} error={shown} help={help} className={className} count={limit.count}>
      {control({ ...limit.registration, ...invalidProps(id, shown, help, maxChars !== undefined) })}
    </LabelledField>
  );
}

/** A text input of any type (text, email, password, tel…). */
export function TextField({ id, label, registration, error, help, className = 'mb-3', maxChars, ...input }: FieldProps & InputProps & LimitProps) {
  const field = { id, label, registration, error, help, className, maxChars };
  return <LimitedField {...field} control={(props) => <Form.Control type="text" {...input} {...props} />} />;
}

export function TextAreaField({ className = 'mb-3', rows = 3, ...field }: FieldProps & LimitProps & { rows?: number }) {
  return <LimitedField {...field} className={className} control={(props) => <Form.Control as="textarea" rows={rows} {...props} />} />;
}

export function SelectField({
  id,
  label,
  registration,
  error,
  help,
  className = 'mb-3',
  disabled,
  children,
}: FieldProps & { disabled?: boolean; children: ReactNode }) {
  return (
    <LabelledField id={id} label={label} error={error} help={help} className={className}>
      <Form.Select {...registration} disabled={disabled} {...invalidProps(id, error, help)}>
        {children}
      </Form.Select>
    </LabelledField>
  );
}

export function CheckField({ id, label, registration, help, className = 'mb-3' }: Omit<FieldProps, 'error'>) {
  return (
    <Form.Group className={className} controlId={id}>
      <Form.Check type="checkbox" label={label} {...registration} aria-describedby={help ? `${id}-help` : undefined} />
      <Help id={id} help={help} />
    </Form.Group>
  );
}

/** An on/off switch (a user's or company's flags); its error, if any, shows below it. */
export function SwitchField({ id, label, registration, error, help, className = 'mb-3', disabled }: FieldProps & { disabled?: boolean }) {
  return (
    <Form.Group className={className}>
      <Form.Check
        type="switch"
        id={id}
        label={label}
        disabled={disabled}
        {...registration}
        isInvalid={!!error}
        aria-describedby={describedBy(id, error, help)}
      />
      <Help id={id} help={help} />
      {error && (
        <div className="invalid-feedback d-block" id={`${id}-error`}>
          {error}
        </div>
      )}
    </Form.Group>
  );
}

/** A read-only value with its label, for figures other areas maintain. */
export function ReadOnlyField({ id, label, value }: { id: string; label: ReactNode; value: ReactNode }) {
  return (
    <div className="mb-3">
      <div className="form-label" id={`${id}-label`}>
        {label}
      </div>
      {/* A group may be named by its label (aria-labelledby is not allowed on a plain div). */}
      <div className="form-control-plaintext py-0" role="group" aria-labelledby={`${id}-label`} data-testid={id}>
        {value}
      </div>
    </div>
  );
}
