// Icons are imported one file each so neither the dev server nor the bundle ever touches the
// whole set; the package ships types only for its index, so each icon file gets this shape.
declare module '@tabler/icons-react/dist/esm/icons/*.mjs' {
  import type { Icon } from '@tabler/icons-react';

  const icon: Icon;
  export default icon;
}
