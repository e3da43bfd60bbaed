/**
 * Under Node, mui-tiptap loads its CommonJS build and Tiptap's with it, while the editor's own
 * `@tiptap/starter-kit` import is ESM: two ProseMirrors in one editor, which refuses to start. A test that
 * shows the editor mocks the starter kit with its CommonJS build (the browser bundle has one ESM copy).
 */
export async function commonJsStarterKit(): Promise<unknown> {
  const builtin = 'node:module';
  const { createRequire } = (await import(/* @vite-ignore */ builtin)) as { createRequire: (from: string) => (id: string) => unknown };
  return createRequire(import.meta.url)('@tiptap/starter-kit');
}
