// H5 serves every page at its spec path: nothing to translate.

export function platformUrl(url: string): string {
  return url
}

export function specRoute(route: string): string {
  return route
}

export function installPagePaths(): void {}
