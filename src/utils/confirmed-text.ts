/**
 * The text a search box's confirm (the keyboard's search key) was for: the event's own value. The box's `value`
 * prop is what was last rendered, and Preact renders a keystroke in the next microtask — a confirm in the same task
 * as the last input event (a test typing and confirming at once) would otherwise search the text before it.
 */
export function confirmedText(event: { detail?: { value?: unknown } } | undefined, rendered: string): string {
  const value = event?.detail?.value
  return typeof value === 'string' ? value : rendered
}
