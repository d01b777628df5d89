// A keep-alive HTTP load generator, run in its own process so that it does not share the
// server's event loop: `node load.mjs '{"url":…,"headers":{…},"connections":50,"seconds":10}'`.
// `urlsFile` instead of `url`: a file of addresses, one a line; each request asks the next of the
// list, round and round (many parcels; too many for a command line).
// Prints one JSON line: requests, errors, non-2xx replies, req/s, latency percentiles (ms) and
// the CPU the generator itself used (ms).
import { readFileSync } from 'node:fs';
import http from 'node:http';

const {
  url,
  urlsFile,
  headers = {},
  connections = 50,
  seconds = 10,
  warmupSeconds = 2,
} = JSON.parse(process.argv[2] ?? '{}');
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });

const urls = urlsFile ? readFileSync(urlsFile, 'utf8').split('\n').filter(Boolean) : [url];
let next = 0;
function get() {
  const target = urls[next++ % urls.length];
  return new Promise((resolve) => {
    const req = http.get(target, { agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
  });
}

async function run(ms, latencies) {
  const end = performance.now() + ms;
  let errors = 0;
  let non2xx = 0;
  const worker = async () => {
    while (performance.now() < end) {
      const started = performance.now();
      const status = await get();
      latencies?.push(performance.now() - started);
      if (status === 0) errors++;
      else if (status < 200 || status >= 300) non2xx++;
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return { errors, non2xx };
}

const at = (sorted, p) =>
  sorted[Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length))) - 1];

const warmup = [];
await run(warmupSeconds * 1000, warmup);
const latencies = [];
const cpu = process.cpuUsage();
const started = performance.now();
const { errors, non2xx } = await run(seconds * 1000, latencies);
const elapsed = (performance.now() - started) / 1000;
const { user, system } = process.cpuUsage(cpu);
latencies.sort((a, b) => a - b);
agent.destroy();
console.log(
  JSON.stringify({
    requests: latencies.length,
    warmupRequests: warmup.length,
    errors,
    non2xx,
    rps: latencies.length / elapsed,
    p50: at(latencies, 50),
    p95: at(latencies, 95),
    p99: at(latencies, 99),
    // This process's own CPU over the timed part (ms): what the client cost the machine.
    cpuMs: (user + system) / 1000,
  }),
);
