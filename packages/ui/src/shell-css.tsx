/**
 * Global rules antd's theme cannot express. A horizontal antd Menu keeps the entries that do not fit
 * in the DOM to measure them, invisible and aria-hidden, but their links stay in the tab order:
 * visibility hides them from the keyboard too, and they keep their size for the measuring.
 */
export const SHELL_CSS = '.ant-menu-overflow-item[aria-hidden="true"]{visibility:hidden}';

/** The global rules above, rendered once by each UI provider. */
export function ShellStyles() {
  return <style>{SHELL_CSS}</style>;
}
