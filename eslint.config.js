// Lint, including the layer rules of STYLE.md A. Every rule here is an error: CI is the gate.
// Do not relax the layer rules; change the matrix in DESIGN.md/STYLE.md first (and
// test/architecture/layers.test.ts, which checks the same matrix independently).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const NODE_BUILTINS = [
  'fs', 'path', 'os', 'child_process', 'http', 'https', 'net', 'url', 'crypto', 'stream', 'util',
  'worker_threads', 'zlib', 'events', 'buffer', 'process', 'module', 'readline', 'tty', 'dgram', 'dns',
];
const BUILTIN_MESSAGE = 'Node built-ins are not allowed here (STYLE.md A).';
const nodeBuiltinPatterns = [{ group: ['node:*'], message: BUILTIN_MESSAGE }];
// Bare names are matched exactly (as paths), so a local './events' module is not mistaken for one.
const nodeBuiltinPaths = NODE_BUILTINS.map((name) => ({ name, message: BUILTIN_MESSAGE }));

const noImportsFrom = (patterns, paths = []) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns, paths }],
});

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', 'release/**', 'test/artifacts/**', 'bench/results/**', 'assets/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  // shared/: pure, deterministic, no Node, no DOM, nothing from main/ or renderer/.
  {
    files: ['shared/**/*.ts'],
    // Tests beside the rules run in Node under vitest and may read fixtures from disk.
    ignores: ['**/*.test.ts'],
    rules: {
      ...noImportsFrom([
        ...nodeBuiltinPatterns,
        { group: ['**/main/**', '**/renderer/**'], message: 'shared/ imports nothing from main/ or renderer/.' },
        { group: ['electron', 'react', 'react-dom', 'konva', 'react-konva', 'better-sqlite3', 'ws'], message: 'shared/ is pure game code.' },
      ], nodeBuiltinPaths),
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Dice come from the seeded generator in state.' },
        { object: 'Date', property: 'now', message: 'The engine never reads the clock.' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date']", message: 'The engine never reads the clock.' },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'process', 'Buffer', 'localStorage'],
    },
  },
  // shared/model and shared/protocol import no rules and no engine.
  {
    files: ['shared/model/**/*.ts', 'shared/protocol/**/*.ts', 'shared/data/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      ...noImportsFrom([
        ...nodeBuiltinPatterns,
        { group: ['**/main/**', '**/renderer/**'], message: 'shared/ imports nothing from main/ or renderer/.' },
        // Relative imports of shared/rules are checked with resolved paths in test/architecture/layers.test.ts.
        { group: ['**/shared/rules/**', '**/engine', '**/engine/**'], message: 'model, data and protocol sit below rules and engine (STYLE.md A).' },
      ], nodeBuiltinPaths),
    },
  },
  // renderer/: talks to the host only through the protocol; no main/, no rules, no engine.
  {
    files: ['renderer/**/*.{ts,tsx}'],
    ignores: ['renderer/vite.config.ts'],
    rules: {
      ...noImportsFrom([
        ...nodeBuiltinPatterns,
        { group: ['**/main/**', 'electron'], message: 'renderer/ imports nothing from main/ (talk to the host through the protocol).' },
        { group: ['**/shared/rules', '**/shared/rules/**', '**/shared/engine', '**/shared/engine/**'], message: 'The renderer never decides a rule: ask the host (STYLE.md F).' },
      ], nodeBuiltinPaths),
    },
  },
  // main/host, saves, net: no Electron, no renderer.
  {
    files: ['main/host/**/*.ts', 'main/saves/**/*.ts', 'main/net/**/*.ts', 'main/serve.ts'],
    rules: {
      ...noImportsFrom([
        { group: ['electron'], message: 'Only main/electron may import Electron.' },
        { group: ['**/renderer/**'], message: 'main/ imports nothing from renderer/.' },
        { group: ['**/shared/rules/**'], message: 'The host uses the engine API, never a rule file.' },
      ]),
    },
  },
  {
    files: ['main/electron/**/*.ts'],
    rules: {
      ...noImportsFrom([{ group: ['**/renderer/**'], message: 'main/ imports nothing from renderer/.' }]),
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'test/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
