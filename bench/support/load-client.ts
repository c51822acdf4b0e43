/**
 * Child process of bench/api-load.ts: an open-loop load generator. Requests start on a fixed schedule (rate per
 * second) whether or not earlier ones have finished, so a slow server shows up as latency, not as a lower rate.
 */
import { Agent, setGlobalDispatcher } from 'undici';

export interface LoadJob {
  base: string;
  cookies: string[];
  ratePerSecond: number;
  seconds: number;
}
export interface LoadResult {
  create: number[];
  list: number[];
  errors: Record<string, number>;
  achievedRate: number;
}

setGlobalDispatcher(new Agent({ connections: 64, keepAliveTimeout: 30_000 }));
const JD =
  'Backend Engineer: build APIs in Node.js and TypeScript on PostgreSQL, with Redis caching and on-call.';

process.on('message', async (job: LoadJob) => {
  const result: LoadResult = { create: [], list: [], errors: {}, achievedRate: 0 };
  const total = job.ratePerSecond * job.seconds;
  const interval = 1000 / job.ratePerSecond;
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < total; i += 1) {
    const due = started + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const cookie = job.cookies[i % job.cookies.length]!;
    const create = i % 2 === 0;
    inFlight.push(
      (async () => {
        const begin = performance.now();
        try {
          const response = await fetch(`${job.base}/api/interviews`, {
            method: create ? 'POST' : 'GET',
            headers: { cookie, ...(create ? { 'content-type': 'application/json' } : {}) },
            ...(create
              ? {
                  body: JSON.stringify({
                    title: 'Backend Engineer',
                    difficulty: 'medium',
                    duration: 10,
                    jdText: JD,
                  }),
                }
              : {}),
          });
          await response.arrayBuffer();
          const ms = performance.now() - begin;
          if (response.ok) (create ? result.create : result.list).push(ms);
          else result.errors[String(response.status)] = (result.errors[String(response.status)] ?? 0) + 1;
        } catch (error) {
          const key = (error as Error).message;
          result.errors[key] = (result.errors[key] ?? 0) + 1;
        }
      })(),
    );
  }
  result.achievedRate = total / ((performance.now() - started) / 1000);
  await Promise.all(inFlight);
  process.send!(result);
});
