// The compiled catalogs of build/lingui-catalogs.ts: `virtual:catalog/<language>/<bundle>`.
declare module 'virtual:catalog/*' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
