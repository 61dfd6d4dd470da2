import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layers hold by a lint rule (eslint.config.js, docs/adding-an-area.md): each
 * case is a file that is not in the tree, linted as if it stood at its path.
 */
const eslint = new ESLint();

const problems = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  // ESLint says "'…' import is restricted from being used …. <our message>": ours only.
  return result!.messages
    .filter((m) => m.ruleId === 'no-restricted-imports')
    .map((m) => m.message.replace(/^.*? is restricted from being used[^.]*\. /, ''));
};

describe('the layers', () => {
  it('refuses an upward import on each side, and lets the allowed ones through', async () => {
    // The SPA: never the server, and from contracts that import zod only their types.
    expect(
      await problems(
        'src/member/Fixture.ts',
        "import { buildApp } from '../../server/app';\nexport const x = buildApp;\n",
      ),
    ).toEqual(['The SPA never imports the server.']);
    expect(
      (
        await problems(
          'src/member/Fixture.ts',
          "import { memberRow } from '../../shared/contract/member';\nexport const x = memberRow;\n",
        )
      )[0],
    ).toMatch(/imports zod/);
    expect(
      (
        await problems('src/member/Fixture.ts', "import { z } from 'zod';\nexport const x = z;\n")
      )[0],
    ).toMatch(/imports zod/);
    expect(
      await problems(
        'src/member/Fixture.ts',
        "import type { MemberRow } from '../../shared/contract/member';\nexport type X = MemberRow;\n",
      ),
    ).toEqual([]);
    expect(
      await problems(
        'src/member/Fixture.ts',
        "import { checkMobile } from '../../shared/contract/mobile';\nexport const x = checkMobile;\n",
      ),
    ).toEqual([]);
    // shared/ imports nothing of ours.
    expect(
      await problems(
        'shared/fixture.ts',
        "import { say } from '../server/http/messages.js';\nexport const x = say;\n",
      ),
    ).toEqual(['shared/ is what both sides import: it imports nothing of the server or the SPA.']);
    // A shared server layer never imports an area; an area may import a layer.
    expect(
      await problems(
        'server/lists/fixture.ts',
        "import { readMember } from '../member/read.js';\nexport const x = readMember;\n",
      ),
    ).toEqual(['A shared server layer never imports an area (docs/adding-an-area.md).']);
    expect(
      await problems(
        'server/member/fixture.ts',
        "import { fetchPage } from '../lists/list-query.js';\nexport const x = fetchPage;\n",
      ),
    ).toEqual([]);
  }, 60_000);
});
