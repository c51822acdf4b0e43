/** An accessible bar that fills to value/max: a progressbar for amounts, a meter for levels and scores. */
export function FillBar({
  role,
  label,
  value,
  max = 100,
  valueText,
  trackClassName,
  fillClassName,
}: {
  role: 'meter' | 'progressbar';
  label: string;
  value: number;
  max?: number;
  valueText?: string;
  trackClassName: string;
  fillClassName: string;
}) {
  const percent = Math.round((Math.min(max, Math.max(0, value)) / max) * 100);
  return (
    <div
      role={role}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      {...(valueText ? { 'aria-valuetext': valueText } : {})}
      className={trackClassName}
    >
      <div className={fillClassName} style={{ width: `${percent}%` }} />
    </div>
  );
}
