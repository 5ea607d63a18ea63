/**
 * Creates a platform administrator of the console (the very first account; later ones too) in the
 * database the server uses (DATABASE_URL, else PGlite under DATA_DIR).
 *   npm run console:admin -- --email you@example.com [--name "Your Name"] [--password-stdin]
 * Without --password-stdin it asks for the password twice on the terminal, without echo.
 */
import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline';
import { EmailSchema, PasswordSchema } from '@youlan/contract/console';
import { parseEnv } from '../platform/env.ts';
import { createOperatorAccount } from '../entities/operator/accounts.ts';
import { openCliDatabase } from './open-database.ts';

const usage = 'usage: npm run console:admin -- --email <address> [--name <name>] [--password-stdin]';
let options;
try {
  options = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' }, 'password-stdin': { type: 'boolean', default: false } } }).values;
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}
const email = EmailSchema.safeParse(options.email ?? '');
if (!email.success) {
  console.error(`--email: ${email.error.issues[0]?.message ?? 'an e-mail address'}\n${usage}`);
  process.exit(2);
}

const password = options['password-stdin'] ? await readStdin() : await askTwice();
const checked = PasswordSchema.safeParse(password);
if (!checked.success) {
  console.error(`password: ${checked.error.issues[0]?.message ?? 'not accepted'}`);
  process.exit(2);
}

const env = parseEnv(process.env);
const database = await openCliDatabase(env, "make the first operator through the set-up link in the server's log (/console/setup#…), later ones in the console (运营人员 / Operators), or stop the server and run this again");
try {
  await database.migrate();
  const row = await createOperatorAccount(database.db, { email: email.data, displayName: options.name ?? email.data, role: 'platform', tenantId: null, password: checked.data });
  console.info(`created platform administrator ${row.email} (operator ${row.id}); log in at /console`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').replace(/\r?\n$/, '');
}

async function askTwice(): Promise<string> {
  if (!process.stdin.isTTY) {
    console.error('no terminal to ask for the password: pipe it in with --password-stdin');
    process.exit(2);
  }
  const first = await askHidden('password: ');
  const second = await askHidden('again: ');
  if (first !== second) {
    console.error('the two passwords differ');
    process.exit(2);
  }
  return first;
}

function askHidden(prompt: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  // Echo nothing while the password is typed.
  const output = rl as unknown as { _writeToOutput: (text: string) => void };
  process.stdout.write(prompt);
  output._writeToOutput = () => undefined;
  return new Promise((resolveAnswer) =>
    rl.question('', (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolveAnswer(answer);
    }),
  );
}
