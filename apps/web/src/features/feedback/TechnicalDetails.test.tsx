import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { LATENCY_STAGE_LABELS, type CallLatency } from '@intervia/shared';
import { TechnicalDetails } from './TechnicalDetails';

const latency: CallLatency = {
  callId: 'call-1',
  replies: 12,
  stages: {
    endOfTurn: { p50Ms: 650, p95Ms: 1_700, count: 12 },
    recognition: { p50Ms: 720, p95Ms: 1_810, count: 12 },
    decision: { p50Ms: 8, p95Ms: 21, count: 12 },
    firstWords: { p50Ms: 1, p95Ms: 3, count: 12 },
    firstAudio: { p50Ms: 45, p95Ms: 90, count: 12 },
    speechEndToFirstAudio: { p50Ms: 790, p95Ms: 1_900, count: 12 },
  },
};

describe('TechnicalDetails', () => {
  it('shows p50 and p95 of each latency stage of the latest call', () => {
    const html = renderToStaticMarkup(<TechnicalDetails latency={latency} />);
    expect(html).toContain('Technical details');
    expect(html).toContain('12 replies timed');
    for (const label of Object.values(LATENCY_STAGE_LABELS)) expect(html).toContain(label);
    expect(html).toContain('790 ms');
    expect(html).toContain('1.90 s');
  });

  it('marks a stage that was not measured, and says when nothing was timed', () => {
    const html = renderToStaticMarkup(
      <TechnicalDetails latency={{ ...latency, stages: { ...latency.stages, recognition: null } }} />,
    );
    expect(html).toContain('—');
    expect(renderToStaticMarkup(<TechnicalDetails latency={null} />)).toContain(
      'No spoken replies were timed in the latest call.',
    );
  });
});
