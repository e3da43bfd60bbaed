import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * API modules own their data: a module reaches another module's tables only through what that module
 * exports for it (its service or a small function), never through its repository files. Type-only imports
 * count too: a row type is the other module's storage shape.
 */
const MODULES = dirname(fileURLToPath(import.meta.url));
const REPOSITORY_FILE = /(^|-)repository\.(js|ts)$/;

/** The module a path under modules/ belongs to, or null for a file at the root (like this one). */
const moduleOf = (path: string): string | null => {
  const parts = relative(MODULES, path).split(sep);
  return parts.length > 1 ? parts[0]! : null;
};

/** Every module specifier the source names: imports and re-exports (type-only too), dynamic `import()` and `import('…').T` types. */
function specifiersIn(file: string, source: string): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, source, ts.ScriptTarget.Latest));
  return found;
}

/** `importer → imported` for each import of another module's repository file in the source. */
function repositoryImportsIn(file: string, source: string): string[] {
  const owner = moduleOf(file);
  return specifiersIn(file, source)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => resolve(dirname(file), specifier))
    .filter((target) => REPOSITORY_FILE.test(basename(target)) && moduleOf(target) !== null && moduleOf(target) !== owner)
    .map((target) => `${relative(MODULES, file)} → ${relative(MODULES, target)}`);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

describe('module boundaries', () => {
  it('finds an import of another module’s repository, type-only, multi-line or re-exported', () => {
    const file = join(MODULES, 'schedule', 'service.ts');
    const source = [
      "import type { LeagueRow } from '../leagues/repository.js';",
      "import {\n  leagueCourts,\n} from '../playoffs/planning-repository.js';",
      "export { findGames } from '../games/game-repository.js';",
      "import { own } from './repository.js';",
      "import { view } from '../games/game-view.js';",
      "type Row = import('../clubs/repository.js').ClubRow;",
    ].join('\n');
    expect(repositoryImportsIn(file, source)).toEqual([
      `schedule${sep}service.ts → leagues${sep}repository.js`,
      `schedule${sep}service.ts → playoffs${sep}planning-repository.js`,
      `schedule${sep}service.ts → games${sep}game-repository.js`,
      `schedule${sep}service.ts → clubs${sep}repository.js`,
    ]);
  });

  it('keeps the money path one way: teams never imports payments or registration, payments never imports registration', () => {
    // Payments reads teams (rosters, holds) and registration drives both; the other way round is a loop (issue 19 §7):
    // teams asks for its fees through the ChargeOnCreation port, and a freed place reaches registration as a job.
    const FORBIDDEN: Record<string, string[]> = { teams: ['payments', 'registration'], payments: ['registration'] };
    // Tests drive whole flows (a refund test registers a team first): only the modules' own code is held to this.
    const code = sourceFiles(MODULES).filter((file) => !file.endsWith('.test.ts'));
    const violations = code.flatMap((file) => {
      const owner = moduleOf(file);
      const forbidden = owner ? (FORBIDDEN[owner] ?? []) : [];
      return specifiersIn(file, readFileSync(file, 'utf8'))
        .filter((specifier) => specifier.startsWith('.'))
        .map((specifier) => moduleOf(resolve(dirname(file), specifier)))
        .filter((target): target is string => target !== null && forbidden.includes(target))
        .map((target) => `${relative(MODULES, file)} → ${target}`);
    });
    expect(violations).toEqual([]);
  });

  it('no module imports another module’s repository', () => {
    const violations = sourceFiles(MODULES).flatMap((file) => repositoryImportsIn(file, readFileSync(file, 'utf8')));
    expect(violations).toEqual([]);
  });
});
