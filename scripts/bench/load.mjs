// autocannon runs of `npm run bench`, with the CPU time the measured process spent on them.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

/** seconds of each measured run (`BENCH_SECONDS`, 10 by default) */
export const duration = Number(process.env.BENCH_SECONDS ?? 10);
export const connections = 50;

/** CPU time (user + system, ms) a process has used so far, from /proc; NaN where it is missing. */
export function cpuMsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime, fields 14 and 15 of stat, in clock ticks of 10 ms
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/**
 * autocannon against `url`; with `pid`, also the CPU time that process spent per 1,000 answers
 * (`cpuMsPer1000`): on a shared machine it moves far less than the request rate does.
 */
export function load(url, headers = {}, pid = undefined, seconds = duration) {
  const cpuBefore = pid ? cpuMsOf(pid) : Number.NaN;
  return new Promise((resolvePromise, reject) => {
    autocannon({ url, connections, duration: seconds, headers }, (error, result) => {
      if (error) return reject(error);
      const answers = result.requests.total;
      result.cpuMsPer1000 = pid
        ? Number((((cpuMsOf(pid) - cpuBefore) * 1000) / answers).toFixed(1))
        : Number.NaN;
      resolvePromise(result);
    });
  });
}

/**
 * Several loads compared with each other, taken in turns (`rounds` of `duration / 2` s each),
 * so a machine that slows down or speeds up during the run moves all of them alike: one 10 s run
 * each, one after the other, put the same build's products/bare at 47 % and 64 % (issue 21).
 * Each answer is the median round's rates and latency, with errors and CPU over all rounds.
 */
export async function loadInTurns(targets, rounds = 4) {
  const runs = targets.map(() => []);
  for (let round = 0; round < rounds; round++)
    for (const [index, [url, headers, pid]] of targets.entries())
      runs[index].push(await load(url, headers, pid, duration / 2));
  return runs.map((results) => {
    const byRate = [...results].sort((a, b) => a.requests.average - b.requests.average);
    const median = byRate[Math.floor(byRate.length / 2)];
    const answers = results.reduce((sum, result) => sum + result.requests.total, 0);
    const cpuMs = results.reduce(
      (sum, result) => sum + (result.cpuMsPer1000 * result.requests.total) / 1000,
      0,
    );
    return {
      ...median,
      errors: results.reduce((sum, result) => sum + result.errors, 0),
      non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
      cpuMsPer1000: Number(((1000 * cpuMs) / answers).toFixed(1)),
    };
  });
}

/** The CPU time `pid` spent since `cpuBefore`, per 1,000 of the run's answers, noted on the result. */
export function withCpu(result, pid, cpuBefore) {
  result.cpuMsPer1000 = Number((((cpuMsOf(pid) - cpuBefore) * 1000) / result.requests.total).toFixed(1));
  return result;
}
