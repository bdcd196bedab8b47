#!/usr/bin/env node
import { runAdminCommand } from './admin-command.ts';

process.exitCode = await runAdminCommand(process.argv.slice(2), {
  env: process.env,
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
});
