/**
 * The shape every admin command line shares (`npm run quotes`, `npm run schedule`, `npm run projects`): its
 * arguments parsed by Node's `util.parseArgs` with the options every one of them takes (`--remote`, `--url`,
 * `--help`), a usage error that prints the usage and exits 2, and a refusal or failure that exits 1.
 */
import { parseArgs } from 'node:util';
import { shown } from './cli-output.mjs';

/**
 * Parses `process.argv` for a command line.
 * @param {string} usageText the usage, printed after a usage error and by `--help`
 * @param {import('node:util').ParseArgsConfig['options']} commandOptions the command's own options (the shared
 *   `remote`, `url` and `help` are added)
 * @returns {{ options: Record<string, any>, positionals: string[], usage: (message: string) => never, fail: (message: string) => never, refused: (status: number, answer: { errors?: string[], error?: string }) => never }}
 *   `usage(message)` prints the message and the usage and exits 2; `fail(message)` prints the message and exits 1;
 *   `refused(status, answer)` prints the site's refusal (its reasons one a line, else its error, through `shown`)
 *   and exits 1.
 *   An option parseArgs refuses (unknown, a missing value) is a usage error.
 */
export function commandLine(usageText, commandOptions) {
  const usage = (message) => {
    console.error(`${message}\n\n${usageText}`);
    process.exit(2);
  };
  const fail = (message) => {
    console.error(message);
    process.exit(1);
  };
  const refused = (status, answer) => {
    if (Array.isArray(answer.errors)) fail(`Refused:\n${answer.errors.map((message) => `  ${shown(message)}`).join('\n')}`);
    fail(`Refused (${status}): ${shown(answer.error ?? JSON.stringify(answer))}`);
  };
  try {
    const { values, positionals } = parseArgs({
      allowPositionals: true,
      options: {
        ...commandOptions,
        remote: { type: 'boolean', default: false },
        url: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
    return { options: values, positionals, usage, fail, refused };
  } catch (error) {
    return usage(error.message);
  }
}
