// Proves the lint boundary rules fire: ESLint runs on in-memory fixtures placed (virtually)
// in each layer. If a rule is relaxed, these fail.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: ROOT });

async function ruleIds(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? 'fatal');
}

describe('lint boundary rules', () => {
  it('fails when shared/ imports fs', async () => {
    const ids = await ruleIds(`import { readFileSync } from 'fs';\nexport const x = readFileSync;\n`, 'shared/engine/__fixture__.ts');
    expect(ids).toContain('@typescript-eslint/no-restricted-imports');
  });

  it('fails when shared/ imports node:path', async () => {
    const ids = await ruleIds(`import path from 'node:path';\nexport const x = path.sep;\n`, 'shared/model/__fixture__.ts');
    expect(ids).toContain('@typescript-eslint/no-restricted-imports');
  });

  it('does not mistake a local ./events module for the Node built-in', async () => {
    const ids = await ruleIds(`export * from './events';\n`, 'shared/model/__fixture__.ts');
    expect(ids).toEqual([]);
  });

  it('fails when shared/ rolls Math.random or reads the clock', async () => {
    expect(await ruleIds(`export const d = Math.random();\n`, 'shared/rules/__fixture__.ts')).toContain('no-restricted-properties');
    expect(await ruleIds(`export const t = new Date();\n`, 'shared/rules/__fixture__.ts')).toContain('no-restricted-syntax');
  });

  it('fails when renderer/ imports from main/', async () => {
    const ids = await ruleIds(`import { createHost } from '../../main/host';\nexport const h = createHost;\n`, 'renderer/features/__fixture__.ts');
    expect(ids).toContain('@typescript-eslint/no-restricted-imports');
  });

  it('lets renderer/ import shared/model (no rules there) but never the engine or a rule', async () => {
    expect(await ruleIds(`import { MAJOR_POWERS } from '../../shared/model';\nexport const p = MAJOR_POWERS;\n`, 'renderer/app/__fixture__.ts')).toEqual([]);
    expect(await ruleIds(`import { applyCommand } from '../../shared/engine';\nexport const a = applyCommand;\n`, 'renderer/app/__fixture__.ts')).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
    expect(await ruleIds(`import { legalDestinations } from '../../shared/rules/land/movement';\nexport const l = legalDestinations;\n`, 'renderer/app/__fixture__.ts')).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
  });

  it('fails when the host imports electron', async () => {
    const ids = await ruleIds(`import { app } from 'electron';\nexport const a = app;\n`, 'main/host/__fixture__.ts');
    expect(ids).toContain('@typescript-eslint/no-restricted-imports');
  });
});
