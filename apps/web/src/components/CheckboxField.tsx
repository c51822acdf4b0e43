import type { ReactNode } from 'react';

/** A checkbox inside its label, the label's text beside it; `onChange` gets whether it is now ticked. */
export function CheckboxField({
  className,
  inputClassName,
  checked,
  onChange,
  children,
}: {
  className: string;
  inputClassName: string;
  checked: boolean;
  onChange(checked: boolean): void;
  children: ReactNode;
}) {
  return (
    <label className={className}>
      <input
        type="checkbox"
        className={inputClassName}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{children}</span>
    </label>
  );
}
