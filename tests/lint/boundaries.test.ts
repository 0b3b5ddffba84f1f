import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

// The lint rules that keep the rooms of the code apart (eslint.config.js, docs/architecture.md), proved on code
// that breaks them. Each probe is linted as if it stood at the given path in the real tree.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });

async function ruleIds(code: string, at: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, at) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

// The first lint builds a TypeScript program: 17 s at load 20, over 30 s once at load 23; more than the default 5 s.
describe('lint: the rooms of the code', { timeout: 90_000 }, () => {
  it("refuses an import from another server feature's internals", async () => {
    const ids = await ruleIds(
      "import { coverRoutes } from '../covers/routes.js';\nexport const x = coverRoutes;\n",
      'src/server/features/share/probe.ts',
    );
    expect(ids).toContain('boundaries/dependencies');
  });

  it("refuses the same import written with a path alias, and a web feature reaching into another's files", async () => {
    expect(
      await ruleIds(
        "import { coverRoutes } from '@server/features/covers/routes.js';\nexport const x = coverRoutes;\n",
        'src/server/features/voice/probe.ts',
      ),
    ).toContain('boundaries/dependencies');
    expect(
      await ruleIds(
        "import { createShare } from '@web/features/share/share-api';\nexport const x = createShare;\n",
        'src/web/features/journey/probe.ts',
      ),
    ).toContain('boundaries/dependencies');
  });

  it("allows a feature's own files, app-level shared modules, core, content and another feature's public index", async () => {
    const code = [
      "import { recordEvent } from '@server/shared/events.js';",
      "import { newId } from '@server/lib/ids.js';",
      "import { roles } from '@content/roles.js';",
      "import { coverFileName } from '@core/share.js';",
      'export const x = [recordEvent, newId, roles, coverFileName];',
      '',
    ].join('\n');
    expect(await ruleIds(code, 'src/server/features/share/probe.ts')).toEqual([]);
    expect(
      await ruleIds(
        "import { useCoverShare } from '@web/features/share';\nexport const x = useCoverShare;\n",
        'src/web/features/magazine/probe.ts',
      ),
    ).toEqual([]);
  });

  it('keeps the drawing room behind its door: a feature reaches src/server/render only through its index.ts, and the room imports no feature', async () => {
    expect(
      await ruleIds(
        "import { fitText } from '@server/render/fonts/fonts.js';\nexport const x = fitText;\n",
        'src/server/features/share/probe.ts',
      ),
    ).toContain('boundaries/dependencies');
    expect(
      await ruleIds(
        "import { shareRoutes } from '@server/features/share/routes.js';\nexport const x = shareRoutes;\n",
        'src/server/render/probe.ts',
      ),
    ).toContain('boundaries/dependencies');
    expect(
      await ruleIds(
        "import { renderPool } from '@server/render/index.js';\nexport const x = renderPool;\n",
        'src/server/features/share/probe.ts',
      ),
    ).toEqual([]);
  });

  it('refuses core importing the server, and the web importing the server', async () => {
    expect(
      await ruleIds("import { newId } from '@server/lib/ids.js';\nexport const x = newId;\n", 'src/core/probe.ts'),
    ).toContain('boundaries/dependencies');
    expect(
      await ruleIds("import { newId } from '@server/lib/ids.js';\nexport const x = newId;\n", 'src/web/lib/probe.ts'),
    ).toContain('boundaries/dependencies');
  });

  describe('cycles', () => {
    const dir = mkdtempSync(path.join(root, 'src/server/lib/lint-probe-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('refuses an import cycle', async () => {
      writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b.js';\nexport const a = () => b();\n");
      writeFileSync(path.join(dir, 'b.ts'), "import { a } from './a.js';\nexport const b = () => a();\n");
      const [result] = await eslint.lintFiles([path.join(dir, 'a.ts')]);
      expect(result?.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
    });
  });
});
