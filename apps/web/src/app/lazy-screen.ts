import { lazy, type ComponentType } from 'react';
import { withBundles, type Bundle } from '../lib/i18n/i18n';

/**
 * A lazily loaded screen: the module's export `name`, arriving with its message catalogs in the current
 * language (docs/decisions/0020): `app` for every screen, `staff` too for the dashboard's.
 */
export function screen<M>(load: () => Promise<M>, name: keyof M, bundles: readonly Bundle[] = APP): ComponentType {
  return lazy(async () => {
    const module = await withBundles(load, bundles);
    setTimeout(() => location.href === FIRST_PAGE && showArrived());
    return { default: module[name] as ComponentType };
  });
}

/*
 * When a screen's code arrives, React shows it no sooner than 300 ms after its Suspense fallback appeared
 * (FALLBACK_THROTTLE_MS), time a reopened reader, its code all cached, spent waiting. While the
 * address is still the one the visit opened on, an ordinary update of the routes once the screen has
 * arrived shows it at once (set by AppRoutes). Not after a navigation: its screen arrives in a transition,
 * which React does not hold back, and an update meanwhile would draw the page being left again, its
 * guards included (docs/decisions/0023).
 */
let showArrived = () => {};
const FIRST_PAGE = location.href;
const APP: readonly Bundle[] = ['app'];
/** The dashboard's frame shows the account menu, whose texts are in `chrome`. */
export const STAFF: readonly Bundle[] = ['app', 'staff', 'chrome'];

/** Called by the routes with what redraws them once a screen of the first page has arrived. */
export function onScreenArrived(redraw: () => void): void {
  showArrived = redraw;
}
