import { useId, type TextareaHTMLAttributes } from 'react';

/** A labelled text area with its error announced and linked, drawn as TextField draws an input. */
export function TextAreaField({
  label,
  error,
  className = '',
  ...textarea
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string | undefined }) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-sm shadow-sm focus:outline-2 ${
          error ? 'border-red-500 focus:outline-red-500' : 'border-slate-300 focus:outline-brand-500'
        }`}
        {...textarea}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
