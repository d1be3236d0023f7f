/**
 * What `./page-paths` is to the type checker: the build resolves it to page-paths.weapp.ts or page-paths.h5.ts.
 * The app names pages by their spec paths (src/routes.ts) everywhere; the one place where the mini program's
 * built paths differ (pages in a subpackage of their own, src/routes.ts weappPackages) is this module.
 */

/** A page URL the app names (spec path, '/' and query optional) as the platform opens it. */
export declare function platformUrl(url: string): string

/** A page route the platform reports (WeChat's page.route, Taro's router.path) as its spec path. */
export declare function specRoute(route: string): string

/** Makes Taro's navigation calls (navigateTo, redirectTo, reLaunch, switchTab) open spec paths; once, at start-up. */
export declare function installPagePaths(): void
