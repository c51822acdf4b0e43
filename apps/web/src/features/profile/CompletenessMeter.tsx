import type { ProfileCompleteness } from '@intervia/shared';

/** The profile's completeness as a bar and the list of what is still missing. */
export function CompletenessMeter({ completeness }: { completeness: ProfileCompleteness }) {
  return (
    <div>
      <p className="text-sm text-slate-700">
        <span className="text-2xl font-bold text-slate-900">{completeness.completenessPercent}%</span>{' '}
        complete
      </p>
      <div
        className="mt-2 h-2 rounded-full bg-slate-100"
        role="progressbar"
        aria-label="Profile completeness"
        aria-valuenow={completeness.completenessPercent}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div
          className="h-2 rounded-full bg-brand-600"
          style={{ width: `${completeness.completenessPercent}%` }}
        />
      </div>
      {completeness.missing.length > 0 ? (
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-600" aria-label="Still missing">
          {completeness.missing.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-emerald-700">Your profile is complete.</p>
      )}
    </div>
  );
}
