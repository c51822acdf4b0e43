/** Overall score over the candidate's scored interviews, oldest first: a line chart with labelled axes. */
import type { InterviewSummary } from '@intervia/shared';

const WIDTH = 480;
const HEIGHT = 220;
const PLOT = { left: 44, right: 16, top: 16, bottom: 44 };
/** Points sit this far inside the plot, so their score and date labels are not cut off or on the axis. */
const INSET = 28;
const SCORE_TICKS = [0, 25, 50, 75, 100] as const;

export interface ChartPoint {
  id: string;
  x: number;
  y: number;
  score: number;
  dateLabel: string;
  title: string;
}

const shortDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/**
 * The scored, complete interviews as points in the plot area (x evenly spaced by order, y by score 0–100); an
 * incomplete interview's score covers only its answered questions, so it is not plotted against complete ones.
 */
export function progressChartPoints(interviews: readonly InterviewSummary[]): ChartPoint[] {
  const scored = interviews
    .filter((interview) => interview.overallScore !== null && !interview.incomplete)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const plotWidth = WIDTH - PLOT.left - PLOT.right - INSET * 2;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const step = scored.length > 1 ? plotWidth / (scored.length - 1) : 0;
  return scored.map((interview, index) => {
    const score = Math.round(interview.overallScore ?? 0);
    return {
      id: interview.id,
      x: PLOT.left + INSET + (scored.length > 1 ? index * step : plotWidth / 2),
      y: PLOT.top + plotHeight - (score / 100) * plotHeight,
      score,
      dateLabel: shortDate(interview.createdAt),
      title: interview.title,
    };
  });
}

const yOf = (score: number) => PLOT.top + (HEIGHT - PLOT.top - PLOT.bottom) * (1 - score / 100);

export function ProgressChart({
  interviews,
  currentId,
}: {
  interviews: InterviewSummary[];
  currentId: string;
}) {
  const points = progressChartPoints(interviews);
  if (points.length < 2) {
    return <p className="text-sm text-slate-500">Your progress chart appears after two scored interviews.</p>;
  }
  // With many interviews, label every other date so the labels do not overlap.
  const labelEvery = points.length > 8 ? Math.ceil(points.length / 8) : 1;
  return (
    <figure>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="w-full max-w-xl text-slate-500"
        role="img"
        aria-labelledby="progress-chart-title"
        data-testid="progress-chart"
      >
        <title id="progress-chart-title">
          {`Overall score out of 100 over your ${points.length} scored interviews, from ${points[0]!.score} to ${points.at(-1)!.score}`}
        </title>
        {SCORE_TICKS.map((tick) => (
          <g key={tick}>
            <line
              x1={PLOT.left}
              x2={WIDTH - PLOT.right}
              y1={yOf(tick)}
              y2={yOf(tick)}
              stroke="currentColor"
              strokeOpacity={tick === 0 ? 0.6 : 0.15}
            />
            <text x={PLOT.left - 8} y={yOf(tick) + 4} textAnchor="end" fontSize="11" fill="currentColor">
              {tick}
            </text>
          </g>
        ))}
        <line
          x1={PLOT.left}
          x2={PLOT.left}
          y1={PLOT.top}
          y2={yOf(0)}
          stroke="currentColor"
          strokeOpacity={0.6}
        />
        <text
          transform={`translate(12 ${(PLOT.top + yOf(0)) / 2}) rotate(-90)`}
          textAnchor="middle"
          fontSize="11"
          fill="currentColor"
        >
          Overall score
        </text>
        <polyline
          points={points.map((point) => `${point.x},${point.y}`).join(' ')}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          className="text-brand-500"
        />
        {points.map((point, index) => (
          <g key={point.id} data-testid="progress-point">
            <circle
              cx={point.x}
              cy={point.y}
              r={point.id === currentId ? 6 : 4}
              className={point.id === currentId ? 'fill-brand-700' : 'fill-brand-500'}
            >
              <title>{`${point.title}, ${point.dateLabel}: ${point.score}/100`}</title>
            </circle>
            <text x={point.x} y={point.y - 10} textAnchor="middle" fontSize="11" className="fill-slate-700">
              {point.score}
            </text>
            {index % labelEvery === 0 && (
              <text x={point.x} y={yOf(0) + 16} textAnchor="middle" fontSize="11" fill="currentColor">
                {point.dateLabel}
              </text>
            )}
          </g>
        ))}
        <text
          x={(PLOT.left + WIDTH - PLOT.right) / 2}
          y={HEIGHT - 6}
          textAnchor="middle"
          fontSize="11"
          fill="currentColor"
        >
          Interview date
        </text>
      </svg>
      <figcaption className="mt-1 text-xs text-slate-500">
        Each point is one scored interview; the larger one is this interview.
      </figcaption>
    </figure>
  );
}
