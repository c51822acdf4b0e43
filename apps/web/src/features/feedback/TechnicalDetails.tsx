/** The report's technical details: how quickly the interviewer answered in the latest call, stage by stage. */
import { LATENCY_STAGE_LABELS, LATENCY_STAGES, type CallLatency } from '@intervia/shared';

const seconds = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`);

export function TechnicalDetails({ latency }: { latency: CallLatency | null }) {
  return (
    <details className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <summary className="cursor-pointer text-lg font-semibold text-slate-900">Technical details</summary>
      {latency === null ? (
        <p className="mt-3 text-sm text-slate-500">No spoken replies were timed in the latest call.</p>
      ) : (
        <>
          <p className="mt-3 text-sm text-slate-600">
            How quickly the interviewer replied in the latest call ({latency.replies}{' '}
            {latency.replies === 1 ? 'reply' : 'replies'} timed): the median (p50) and the slowest one in
            twenty (p95) of each stage.
          </p>
          <div className="mt-3 overflow-x-auto">
            <table className="w-full min-w-[28rem] text-left text-sm">
              <caption className="sr-only">Reply latency by stage</caption>
              <thead>
                <tr className="border-b border-slate-200 text-slate-500">
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Stage
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right font-medium">
                    p50
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right font-medium">
                    p95
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    Replies
                  </th>
                </tr>
              </thead>
              <tbody>
                {LATENCY_STAGES.map((stage) => {
                  const summary = latency.stages[stage];
                  return (
                    <tr key={stage} className="border-b border-slate-100 last:border-0">
                      <th scope="row" className="py-2 pr-4 font-normal text-slate-700">
                        {LATENCY_STAGE_LABELS[stage]}
                      </th>
                      <td className="py-2 pr-4 text-right font-mono">
                        {summary ? seconds(summary.p50Ms) : '—'}
                      </td>
                      <td className="py-2 pr-4 text-right font-mono">
                        {summary ? seconds(summary.p95Ms) : '—'}
                      </td>
                      <td className="py-2 text-right font-mono text-slate-500">{summary?.count ?? 0}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <p className="mt-2 text-xs text-slate-500">
            A dash: not measured (typed answers have no speech to recognise; the browser’s own voice sends no
            audio).
          </p>
        </>
      )}
    </details>
  );
}
