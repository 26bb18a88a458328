import { startProcess } from './support.mjs';

/** The built API as `npm run bench` runs it: in production mode, quiet, on 127.0.0.1:`port`. */
export function startApi(server, port, env) {
  return startProcess('node', [server], {
    PORT: String(port),
    HOST: '127.0.0.1',
    ...env,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-1234',
  });
}
