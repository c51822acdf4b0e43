export function BrandMark({ className = 'h-8 w-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <rect width="32" height="32" rx="8" className="fill-brand-600" />
      <path d="M10 9h12M16 9v14M10 23h12" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
