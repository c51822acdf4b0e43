import { describe, expect, it } from 'vitest';
import { MAX_CONCURRENT_PROBES, mayStartProbe } from './decoder-pool';

describe('mayStartProbe', () => {
  it('probes only on a probe process of its own, so an answer never waits for a decoder a probe holds', () => {
    expect(mayStartProbe(null)).toBe(false);
  });

  it('waits for the probe process to load its models', () => {
    expect(mayStartProbe({ usable: false, activeStreams: 0 })).toBe(false);
    expect(mayStartProbe({ usable: true, activeStreams: 0 })).toBe(true);
  });

  it('leaves an answer unprobed while the probe process scores as many answers as it may', () => {
    expect(mayStartProbe({ usable: true, activeStreams: MAX_CONCURRENT_PROBES - 1 })).toBe(true);
    expect(mayStartProbe({ usable: true, activeStreams: MAX_CONCURRENT_PROBES })).toBe(false);
  });
});
