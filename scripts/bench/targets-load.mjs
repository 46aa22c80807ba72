// Throughput under load: authenticated GET /api/clients/list beside GET /api/health, both with
// autocannon at the same number of connections, alternated within each repetition.
import autocannon from 'autocannon';
import { cpuMs } from './server.mjs';
import { count, medianOf, ms, ratio } from './stats.mjs';

const CONNECTIONS = 50;

async function run(url, headers, duration, pid) {
  const cpuBefore = cpuMs(pid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration, headers });
  // Detail only, on stderr: the server's CPU per request, less noisy than the rates on a shared
  // machine (what is measured stays the rates).
  const cpuUsPerRequest = ((cpuMs(pid) - cpuBefore) * 1000) / Math.max(1, result.requests.total);
  console.error(
    `bench:   ${new URL(url).pathname}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, server CPU ${Math.round(cpuUsPerRequest)} µs/request`,
  );
  const failures = result.non2xx + result.errors + result.timeouts;
  if (failures > 0 || result.requests.total === 0) {
    throw new Error(
      `${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  return { rps: result.requests.average, p99: result.latency.p99 };
}

export async function clientsUnderLoad(ctx, duration) {
  const list = `${ctx.baseUrl}/api/clients/list`;
  const health = `${ctx.baseUrl}/api/health`;
  const auth = { cookie: ctx.cookie };
  await run(list, auth, 2, ctx.pid);
  await run(health, {}, 2, ctx.pid);
  const reps = [];
  for (let rep = 0; rep < ctx.reps; rep += 1) {
    reps.push({
      list: await run(list, auth, duration, ctx.pid),
      health: await run(health, {}, duration, ctx.pid),
    });
  }
  const rps = medianOf(reps, (rep) => rep.list.rps);
  const healthRps = medianOf(reps, (rep) => rep.health.rps);
  return {
    what: `authenticated GET /api/clients/list (${ctx.volumes.clients} clients), ${CONNECTIONS} connections, ${duration} s`,
    measured: `${count(rps)} req/s, p99 ${ms(medianOf(reps, (rep) => rep.list.p99))}`,
    baseline: `GET /api/health ${count(healthRps)} req/s, p99 ${ms(medianOf(reps, (rep) => rep.health.p99))}`,
    ratio: ratio(rps, healthRps, 'rate'),
    target: '≥ 0.9×',
  };
}
