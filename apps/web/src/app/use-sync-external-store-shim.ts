/*
 * `use-sync-external-store/shim`, which @lingui/react imports, is a polyfill for React before 18; React 19
 * has the hook itself. vite.config.ts points the shim here so the landing page does not carry it.
 */
export { useSyncExternalStore } from 'react';
