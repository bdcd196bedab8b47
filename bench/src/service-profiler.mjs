// `--profile`: loaded into each Grantflow service with NODE_OPTIONS=--import (Node refuses --cpu-prof there).
// Samples the process's CPU from start to exit through the inspector and writes
// `<BENCH_PROFILE_DIR>/<service>-<pid>.cpuprofile` (Chrome DevTools' Performance panel or speedscope open it).
// Plain JavaScript: the services run built code under plain `node`, without tsx.
import fs from 'node:fs';
import inspector from 'node:inspector';
import path from 'node:path';

const directory = process.env.BENCH_PROFILE_DIR;
if (directory) {
  const session = new inspector.Session();
  session.connect();
  session.post('Profiler.enable');
  // 0.2 ms: fine enough for a request of about a millisecond; it slows the service, so compare shares, not rates.
  session.post('Profiler.setSamplingInterval', { interval: 200 });
  session.post('Profiler.start');
  // apps/<service>/dist/main.js → <service>
  const service = path.basename(path.dirname(path.dirname(process.argv[1] ?? 'node'))) || 'node';
  // The in-process session answers synchronously, so the profile is on disk before the process ends.
  process.once('exit', () => {
    session.post('Profiler.stop', (error, result) => {
      if (error) return;
      fs.mkdirSync(directory, { recursive: true });
      const file = path.join(directory, `${service}-${process.pid}.cpuprofile`);
      fs.writeFileSync(file, JSON.stringify(result.profile));
    });
  });
}
