#!/usr/bin/env node
/**
 * `handoff`: the agent SDK on the command line. Reads HANDOFF_API_KEY and HANDOFF_BASE_URL
 * (default the local stack). Tables for people by default, `--json` for scripts. Exit codes:
 * 0 done, 1 the API or the check refused (its message on stderr), 2 the command line is wrong.
 */
import { parseArgs } from 'node:util';
import { type Options, UsageError } from './cli/command.js';
import { COMMANDS } from './cli/commands/index.js';
import { USAGE } from './cli/usage.js';
import { createHandoffClient, DEFAULT_BASE_URL, HandoffError } from './client.js';

const GLOBAL_OPTIONS: Options = {
  json: { type: 'boolean' },
  'api-key': { type: 'string' },
  'base-url': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
};

/** Splits `group sub` off the front; every command word comes before the options. */
const findCommand = (argv: string[]): { name: string; rest: string[] } | undefined => {
  const [first, second] = argv;
  if (first && COMMANDS[first]) return { name: first, rest: argv.slice(1) };
  if (first && second && COMMANDS[`${first} ${second}`]) return { name: `${first} ${second}`, rest: argv.slice(2) };
  return undefined;
};

const main = async (argv: string[]): Promise<number> => {
  const found = findCommand(argv);
  if (!found) {
    const asked = argv.length === 0 || argv.includes('--help') || argv.includes('-h');
    (asked ? process.stdout : process.stderr).write(asked ? USAGE : `Unknown command: ${argv.slice(0, 2).join(' ')}\n\n${USAGE}`);
    return asked ? 0 : 2;
  }
  const command = COMMANDS[found.name]!;
  try {
    const { values, positionals } = parseArgs({
      args: found.rest,
      options: { ...GLOBAL_OPTIONS, ...command.options },
      allowPositionals: true,
      strict: true,
    });
    if (values.help) {
      process.stdout.write(USAGE);
      return 0;
    }
    const json = Boolean(values.json);
    const apiKey = (values['api-key'] as string | undefined) ?? process.env.HANDOFF_API_KEY;
    if (command.needsApiKey !== false && !apiKey) throw new UsageError('No API key: set HANDOFF_API_KEY or pass --api-key');
    const baseUrl = (values['base-url'] as string | undefined) ?? process.env.HANDOFF_BASE_URL ?? DEFAULT_BASE_URL;
    await command.run({
      values,
      positionals,
      json,
      out: (humanText, data) => console.log(json ? JSON.stringify(data, null, 2) : humanText),
      client: (options = {}) => createHandoffClient({ ...options, apiKey, baseUrl }),
    });
    return 0;
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      process.stderr.write(`${(error as Error).message}\n\nRun handoff --help for usage.\n`);
      return 2;
    }
    if (error instanceof HandoffError) process.stderr.write(`Error ${error.status}: ${error.message}\n`);
    else if (error instanceof TypeError && error.cause)
      process.stderr.write(`Cannot reach the API: ${(error.cause as Error).message ?? error.cause}\n`);
    else process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
};

process.exitCode = await main(process.argv.slice(2));
