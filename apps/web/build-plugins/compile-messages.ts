import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { parse as parseMessage } from '@formatjs/icu-messageformat-parser';

/** A message file: `apps/web/src/i18n/locales/<locale>/<namespace>.ts` (not the index that merges them). */
const MESSAGE_FILE = /[\\/]src[\\/]i18n[\\/]locales[\\/][a-z]+[\\/](?!index\.)[\w-]+\.ts$/;

/**
 * Ships the messages compiled: each ICU message is parsed at build time into the syntax tree react-intl
 * formats from, so the browser neither downloads the message parser (~10 KB gzip, replaced by the parser's
 * own no-parser entry) nor spends time parsing messages. The source files stay plain strings (tests and the
 * dev server use them, with the parser).
 */
export function compileMessages(): Plugin {
  const parserPackage = path.dirname(createRequire(import.meta.url).resolve('@formatjs/icu-messageformat-parser/package.json'));
  return {
    name: 'matchday:compile-messages',
    apply: 'build',
    config: () => ({
      resolve: { alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: path.join(parserPackage, 'lib/no-parser.js') }] },
    }),
    transform: {
      filter: { id: MESSAGE_FILE },
      handler(code, id) {
        // The file, TypeScript already removed: `const messages = { 'id': 'text', … }; export default messages;`.
        const body = code.replace(/^export default (\w+);?\s*$/m, 'return $1;');
        if (body === code || /^\s*(?:import|export)\b/m.test(body)) this.error(`${id}: expected an object of messages and \`export default <name>\``);
        const messages = new Function(body)() as Record<string, string>;
        const compiled = Object.fromEntries(Object.entries(messages).map(([messageId, text]) => [messageId, parseMessage(text)]));
        // JSON.parse of one string literal is the quickest way for the browser to build a large object.
        return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`, map: null };
      },
    },
  };
}
