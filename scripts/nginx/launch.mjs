// Starts a private nginx on the production build: the deployable rules
// (deploy/nginx/vara-docs.conf, and vara-docs-brotli.conf when nginx has the
// brotli_static module) and the build's generated headers
// (build/.deploy/nginx.conf) inside a server block on 127.0.0.1, with its own
// prefix, pid, logs and temp folders under one temporary directory, so it needs
// no root, no system service and leaves nothing behind. Used by
// `npm run serve:nginx`, the browser tests (E2E_SERVER=nginx) and the bench.
import {spawn, spawnSync} from 'node:child_process';
import {
  accessSync,
  constants,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
  chmodSync,
  chownSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {freePort, waitForHttp} from '../lib/net.mjs';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const RULES = path.join(REPO, 'deploy/nginx/vara-docs.conf');
/** The http-level part of the rules (maps), included once inside `http {}`. */
export const HTTP_RULES = path.join(REPO, 'deploy/nginx/vara-docs-http.conf');
/** The optional brotli part, included only when nginx can load its module. */
export const BROTLI_RULES = path.join(REPO, 'deploy/nginx/vara-docs-brotli.conf');
/** ngx_brotli's static module, as Debian's libnginx-mod-http-brotli-static installs it. */
export const BROTLI_MODULE = 'ngx_http_brotli_static_module.so';
// Debian keeps nginx in /usr/sbin, which a normal user's PATH often lacks.
const SEARCH_PATH = ['/usr/sbin', '/usr/local/sbin', '/usr/local/nginx/sbin'];

/** The nginx binary: NGINX_BIN, else PATH and the sbin folders; null when absent. */
export function findNginx() {
  if (process.env.NGINX_BIN) {
    try {
      accessSync(process.env.NGINX_BIN, constants.X_OK);
      return process.env.NGINX_BIN;
    } catch {
      return null;
    }
  }
  const dirs = [...(process.env.PATH ?? '').split(':').filter(Boolean), ...SEARCH_PATH];
  for (const dir of dirs) {
    const candidate = path.join(dir, 'nginx');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

/** What `nginx -V` says about where nginx keeps its files and what it was built with. */
function buildInfo(nginx) {
  const version = spawnSync(nginx, ['-V'], {encoding: 'utf8'}).stderr ?? '';
  const option = (name) => new RegExp(`--${name}=(\\S+)`).exec(version)?.[1];
  return {
    confPath: option('conf-path') ?? '/etc/nginx/nginx.conf',
    modulesPath: option('modules-path') ?? '/usr/lib/nginx/modules',
    brotliBuiltIn: /--add-module=\S*brotli/.test(version),
  };
}

/** The mime.types that sits beside the binary's compiled-in nginx.conf. */
function mimeTypes(info) {
  const file = path.join(path.dirname(info.confPath), 'mime.types');
  if (!existsSync(file)) throw new Error(`nginx's mime.types is not at ${file}: reinstall nginx`);
  return file;
}

/**
 * How this nginx gets brotli_static: `{load: file}` for the module file in its
 * modules folder, `{load: null}` when compiled in, null when it has neither
 * (then it serves gzip only). The module is loaded by absolute path: Debian's
 * own modules-available/*.conf names it relative to Debian's prefix, which a
 * run under its own prefix does not share.
 */
export function brotliSupport(info) {
  if (info.brotliBuiltIn) return {load: null};
  const file = path.join(info.modulesPath, BROTLI_MODULE);
  return existsSync(file) ? {load: file} : null;
}

/**
 * The main configuration: only what differs per run; the rules are included as deployed.
 * @param {{prefix: string, root: string, port: number, mime: string, user?: string, brotli?: {load: string | null} | null}} options
 */
export function mainConfig({prefix, root, port, mime, user, brotli = null}) {
  const temp = (name) => `${name}_temp_path ${path.join(prefix, name)};`;
  return `# Written by scripts/nginx/launch.mjs for one local run.
${brotli?.load ? `load_module ${brotli.load};\n` : ''}${user ? `user ${user};\n` : ''}daemon off;
# One worker per core, as a deployed nginx runs (the load figures depend on it).
worker_processes auto;
pid ${path.join(prefix, 'nginx.pid')};
error_log ${path.join(prefix, 'error.log')} warn;
events { worker_connections 1024; }
http {
    include ${mime};
    default_type application/octet-stream;
    access_log ${path.join(prefix, 'access.log')};
    sendfile on;
    tcp_nopush on;
    keepalive_timeout 65;
    ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n    ')}
    include ${HTTP_RULES};
    server {
        listen 127.0.0.1:${port};
        server_name localhost;
        root ${root};
        include ${RULES};
${brotli ? `        include ${BROTLI_RULES};\n` : ''}        include ${path.join(root, '.deploy/nginx.conf')};
    }
}
`;
}

/** Why nginx cannot serve the build, or null when it can. */
function checkBuild(root) {
  if (!existsSync(path.join(root, 'index.html'))) {
    return `${root} has no index.html: run \`npm run build\` first`;
  }
  if (!existsSync(path.join(root, '.deploy/nginx.conf'))) {
    return `${root}/.deploy/nginx.conf is missing: run \`npm run build\` (its \`docusaurus server-config\` step writes it)`;
  }
  return null;
}

/**
 * Starts nginx on `root` (default build/) and resolves once it answers.
 * `brotli` tells whether it serves the build's .br files (else gzip only);
 * `options.brotli: false` leaves the module out, as on a host without it.
 * @param {{root?: string, port?: number, quiet?: boolean, brotli?: boolean}} [options]
 * @returns {Promise<{url: string, port: number, prefix: string, pid: number | undefined, brotli: boolean, errorLog: () => string, stop: () => Promise<void>}>}
 */
export async function startNginx(options = {}) {
  const nginx = requireNginx();
  const root = path.resolve(options.root ?? path.join(REPO, 'build'));
  const problem = checkBuild(root);
  if (problem) throw new Error(problem);
  const port = options.port ?? (await freePort());
  const identity = runIdentity(root, port);
  const prefix = makePrefix(identity);
  const info = buildInfo(nginx);
  const brotli = options.brotli === false ? null : brotliSupport(info);
  const conf = path.join(prefix, 'nginx.conf');
  const user = identity.account && !identity.dropAll ? identity.account.name : undefined;
  writeFileSync(conf, mainConfig({prefix, root, port, mime: mimeTypes(info), user, brotli}));
  const args = ['-p', `${prefix}/`, '-c', conf, '-e', path.join(prefix, 'error.log')];
  const command = wrapped(nginx, identity.dropAll ? identity.account : null);
  checkBeforeStart(command, args, {root, prefix, identity});

  const {child, stop} = supervise(command, args, {prefix, quiet: options.quiet});
  const url = `http://127.0.0.1:${port}`;
  const errorLog = () => readErrorLog(prefix);
  try {
    await waitForHttp(url, {child, log: () => errorLog() || '(no error log)', timeoutMs: 15_000});
  } catch (error) {
    await stop();
    throw error;
  }
  return {url, port, prefix, pid: child.pid, brotli: brotli !== null, errorLog, stop};
}

/** The nginx binary, or an error that says how to get one. */
function requireNginx() {
  const nginx = findNginx();
  if (nginx) return nginx;
  const what = process.env.NGINX_BIN
    ? `NGINX_BIN=${process.env.NGINX_BIN} is not an executable file`
    : 'nginx is not installed';
  throw new Error(
    `${what}. Run \`bash scripts/ensure-nginx.sh\` (installs Debian's nginx package; ` +
      'needs root or sudo) or set NGINX_BIN to an nginx binary.',
  );
}

/**
 * Who runs nginx. Started as root, nginx does not keep root: on a port of
 * 1024 or more the whole of it runs as an unprivileged `account`
 * (`dropAll`); a lower port needs a root master to bind it, and then only the
 * workers drop (nginx's `user`). Not root, the port must be 1024 or more.
 * @param {string} root
 * @param {number} port
 * @returns {{account: {name: string, uid: number, gid: number} | null, dropAll: boolean}}
 */
function runIdentity(root, port) {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot && port < 1024) {
    throw new Error(`port ${port} needs root: choose a port of 1024 or more (PORT=8080)`);
  }
  const account = isRoot ? unprivilegedAccount(root) : null;
  return {account, dropAll: account !== null && port >= 1024};
}

/** The run's own folder (config, pid, logs, temp), owned by whoever runs all of nginx. */
function makePrefix({account, dropAll}) {
  const prefix = mkdtempSync(path.join(tmpdir(), 'vara-nginx-'));
  chmodSync(prefix, 0o755);
  if (dropAll) chownSync(prefix, account.uid, account.gid);
  return prefix;
}

/**
 * Fails before starting, with the run's folder removed, when the account
 * nginx runs as cannot read the build or nginx refuses the configuration.
 */
function checkBeforeStart(command, args, {root, prefix, identity}) {
  const fail = (message) => {
    rmSync(prefix, {recursive: true, force: true});
    throw new Error(message);
  };
  if (identity.dropAll) {
    // The same account, through the same wrapper, in place of nginx.
    const readable = ['test', '-r', path.join(root, 'index.html')];
    const probe = spawnSync(command.file, [...command.args.slice(0, -1), ...readable]);
    if (probe.status !== 0) {
      fail(
        `nginx runs as ${identity.account.name}, who cannot read ${root}: make the build readable by others (chmod -R o+rX) or run as its owner`,
      );
    }
  }
  const test = spawnSync(command.file, [...command.args, '-t', '-q', ...args], {encoding: 'utf8'});
  if (test.status !== 0) fail(`nginx refused the configuration:\n${test.stderr.trim()}`);
}

/** nginx's error log of this run, or '' before it has one. */
function readErrorLog(prefix) {
  try {
    return readFileSync(path.join(prefix, 'error.log'), 'utf8').trim();
  } catch {
    return '';
  }
}

/**
 * Starts nginx and ties its life to this process: whatever stops this process
 * stops nginx too: a signal handled here, a normal exit, or a death nothing
 * here can see (SIGKILL, a crash), for which the kernel sends nginx SIGTERM
 * (setpriv --pdeathsig, see `wrapped`). `stop()` ends it gracefully and
 * removes the run's folder.
 * @returns {{child: import('node:child_process').ChildProcess, stop: () => Promise<void>}}
 */
function supervise(command, args, {prefix, quiet}) {
  const child = spawn(command.file, [...command.args, ...args], {
    stdio: ['ignore', 'ignore', quiet ? 'ignore' : 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const running = () => child.exitCode === null && child.signalCode === null;
  const onExit = () => {
    if (running()) child.kill('SIGTERM');
  };
  const onSignal = (signal) => {
    onExit();
    rmSync(prefix, {recursive: true, force: true});
    // Leave the signal's own effect to the process, unless someone else handles it.
    forgetHandlers();
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  };
  const forgetHandlers = () => {
    process.off('exit', onExit);
    for (const signal of STOP_SIGNALS) process.off(signal, onSignal);
  };
  process.on('exit', onExit);
  for (const signal of STOP_SIGNALS) process.on(signal, onSignal);
  const stop = async () => {
    forgetHandlers();
    if (running()) {
      child.kill('SIGQUIT'); // graceful: finish open requests, then exit
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(prefix, {recursive: true, force: true});
  };
  return {child, stop};
}

/** Signals that end a launcher process by default: each stops nginx first. */
const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * How to run nginx: through util-linux's setpriv, which makes the kernel send
 * nginx SIGTERM when this process dies (PR_SET_PDEATHSIG) and, given an
 * account, switches to it first. Without setpriv, nginx runs directly (and
 * only a handled signal or a normal exit stops it).
 * @param {string} nginx
 * @param {{uid: number, gid: number} | null} account
 */
function wrapped(nginx, account) {
  const setpriv = ['/usr/bin/setpriv', '/bin/setpriv'].find((file) => existsSync(file));
  if (!setpriv) {
    if (account)
      throw new Error('setpriv (util-linux) is needed to run nginx unprivileged as root');
    return {file: nginx, args: []};
  }
  const drop = account
    ? [`--reuid=${account.uid}`, `--regid=${account.gid}`, '--clear-groups']
    : [];
  return {file: setpriv, args: [...drop, '--pdeathsig=TERM', '--', nginx]};
}

/**
 * The account nginx runs as when started by root: the owner of the build when
 * that is not root, else `nobody`.
 * @returns {{name: string, uid: number, gid: number}}
 */
function unprivilegedAccount(file) {
  const uid = statSync(file).uid;
  const accounts = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .map((line) => line.split(':'))
    .filter((fields) => fields.length >= 4)
    .map(([name, , id, gid]) => ({name, uid: Number(id), gid: Number(gid)}));
  return (
    (uid !== 0 && accounts.find((a) => a.uid === uid)) ||
    accounts.find((a) => a.name === 'nobody') || {name: 'nobody', uid: 65534, gid: 65534}
  );
}
