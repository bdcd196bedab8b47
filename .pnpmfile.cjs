// Native dependencies (better-sqlite3) are built from source on these machines, which cannot download Node's
// headers: point node-gyp at the installed ones. pnpm passes only a few variables to build scripts, so the
// setting travels through `extraEnv`. Left alone when the headers are not there (node-gyp then fetches them).
const fs = require('node:fs');
const path = require('node:path');

function installedNodeDir() {
  for (const prefix of [process.env.npm_config_nodedir, path.resolve(process.execPath, '../..'), '/usr']) {
    if (prefix && fs.existsSync(path.join(prefix, 'include', 'node', 'common.gypi'))) return prefix;
  }
  return undefined;
}

module.exports = {
  hooks: {
    updateConfig(config) {
      const nodedir = installedNodeDir();
      if (!nodedir) return config;
      return { ...config, extraEnv: { ...config.extraEnv, npm_config_nodedir: nodedir } };
    },
  },
};
