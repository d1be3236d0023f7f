/**
 * The two ways the H5 app leaves the current document: a reload and a full navigation. Kept behind one
 * object so tests (jsdom cannot navigate) can observe them.
 */
export const browser = {
  reload(): void {
    window.location.reload()
  },
  assign(url: string): void {
    window.location.href = url
  },
}
