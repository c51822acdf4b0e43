/** The two static score panels; each percentage is an accessible progress bar. */
import { FillBar } from '../../components/FillBar';
import { SCORE_PANELS, type ScorePanel } from './landing-content';
import { SectionHeading } from './SectionHeading';

function ScoreBar({ label, percent }: { label: string; percent: number }) {
  return (
    <>
      <div className="flex justify-between text-sm">
        <span className="text-slate-700">{label}</span>
        <span className="font-semibold text-slate-900" aria-hidden="true">
          {percent}%
        </span>
      </div>
      <FillBar
        role="progressbar"
        label={label}
        value={percent}
        valueText={`${percent}%`}
        trackClassName="mt-1.5 h-2.5 overflow-hidden rounded-full bg-slate-100"
        fillClassName="h-full rounded-full bg-gradient-to-r from-brand-500 to-brand-700"
      />
    </>
  );
}

function ScorePanelCard({ panel }: { panel: ScorePanel }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h3 className="text-lg font-semibold text-slate-900">{panel.title}</h3>
      <ul className="mt-5 space-y-4">
        {panel.scores.map((score) => (
          <li key={score.label}>
            <ScoreBar label={score.label} percent={score.percent} />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ScorePanels() {
  return (
    <section aria-labelledby="scores-title" className="bg-slate-50 py-20">
      <div className="mx-auto max-w-6xl px-6">
        <SectionHeading id="scores-title">Scores you can act on</SectionHeading>
        <div className="mt-12 grid items-start gap-6 md:grid-cols-2">
          {SCORE_PANELS.map((panel) => (
            <ScorePanelCard key={panel.title} panel={panel} />
          ))}
        </div>
      </div>
    </section>
  );
}
