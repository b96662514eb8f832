// Each file that imports Mantine's components imports their style sheets (docs/decisions/0033): a component
// added without its sheet renders unstyled in the built app, so this fails first and says what to run.
import { describe, expect, it } from 'vitest';
import {
  filesToRewrite,
  mantineImports,
  readMantineSheets,
  WRITE_COMMAND,
  withSheets,
} from '../../scripts/mantine-styles.ts';

const mantine = readMantineSheets();
const core = (...names: string[]) => names.map((name) => ({ from: '@mantine/core', name }));
const sheetsOf = (...names: string[]) =>
  mantine.sheetsOf(core(...names)).map((sheet) => /styles\/(\w+)\.layer\.css$/.exec(sheet)?.[1]);

describe('Mantine style sheets', () => {
  it('are imported by every web file for the Mantine components it uses, and by no other', () => {
    const stale = filesToRewrite().map(({ file }) => file);
    expect(stale, `these files' Mantine sheets are not the ones they need: run \`${WRITE_COMMAND}\``).toEqual(
      [],
    );
  });

  it('of a component are those of the components it builds on, then its own', () => {
    expect(sheetsOf('Button')).toEqual(['UnstyledButton', 'Loader', 'Button']);
    expect(sheetsOf('Modal')).toEqual([
      'ScrollArea',
      'UnstyledButton',
      'VisuallyHidden',
      'Paper',
      'Overlay',
      'CloseButton',
      'ModalBase',
      'Modal',
    ]);
    // Built on Input and Combobox, with no sheet of its own.
    expect(sheetsOf('NativeSelect')).toEqual([
      'UnstyledButton',
      'Loader',
      'CloseButton',
      'Input',
      'Combobox',
    ]);
  });

  it('come in an order that puts every component after the components it builds on', () => {
    // Mantine's one sheet is the order; were a new version to list a component before one it renders, a
    // page's sheets would no longer cascade as Mantine's tests see them.
    const misplaced = mantine.coreExports.filter((name) => {
      const sheets = sheetsOf(name);
      return sheets.includes(name) && sheets.at(-1) !== name;
    });
    expect(misplaced).toEqual([]);
  });

  it('are none for what only sets Mantine up (the theme, the provider, Box, helpers) or holds no component', () => {
    expect(sheetsOf('createTheme', 'MantineProvider', 'Box', 'em', 'DEFAULT_THEME')).toEqual([]);
    expect(
      mantine.sheetsOf([
        { from: '@mantine/form', name: 'useForm' },
        { from: '@mantine/hooks', name: 'useDisclosure' },
        { from: '@mantine/notifications', name: 'notifications' },
      ]),
    ).toEqual([]);
  });

  it('are those of the @mantine/core components another Mantine package renders', () => {
    expect(mantine.sheetsOf([{ from: '@mantine/notifications', name: 'Notifications' }])).toContain(
      '@mantine/core/styles/Notification.layer.css',
    );
  });

  it("form one block right after the imports, before the other packages' sheets, replacing the old block", () => {
    const file = 'example.tsx';
    const source = [
      "import { Button, type ButtonProps } from '@mantine/core';",
      "import '@mantine/core/styles/Badge.layer.css';",
      "import { helper } from './helper.ts';",
      "import '@mantine/notifications/styles.layer.css';",
      '',
      'export const x = 1;',
      '',
    ].join('\n');
    expect(mantineImports(source, file)).toEqual(core('Button'));
    expect(withSheets(source, file, mantine.sheetsOf(mantineImports(source, file)))).toBe(
      [
        "import { Button, type ButtonProps } from '@mantine/core';",
        "import { helper } from './helper.ts';",
        "import '@mantine/core/styles/UnstyledButton.layer.css';",
        "import '@mantine/core/styles/Loader.layer.css';",
        "import '@mantine/core/styles/Button.layer.css';",
        "import '@mantine/notifications/styles.layer.css';",
        '',
        'export const x = 1;',
        '',
      ].join('\n'),
    );
  });

  it('are not imported for types only', () => {
    const source =
      "import type { ButtonProps } from '@mantine/core';\nimport { type MantineSize } from '@mantine/core';\n";
    expect(mantineImports(source, 'types.ts')).toEqual([]);
    expect(withSheets(source, 'types.ts', [])).toBe(source);
  });
});
