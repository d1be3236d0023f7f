/**
 * `react-dom/test-utils` for the client tests (jest.config.js maps it here; @testing-library/react takes its `act`
 * from it): Preact's act, with renders and effects that happen while the callback runs, as React's act does.
 *
 * preact/test-utils' act holds every render and effect until its callback has finished. A page's load chain — first
 * render → effect → call → answer → render → effect → next call — then stops at the first render inside one
 * `await act(async () => flush())`, where React (and the browser) would have gone on. Here a render runs in the next
 * microtask and effects in the next macrotask, as Preact schedules them in a browser, and whatever is still pending
 * when the callback ends is flushed before act returns, so a synchronous act leaves the page rendered too.
 */
import { options } from 'preact'

export { setupRerender, teardown } from 'preact/test-utils'

type Task = () => void

let depth = 0

export function act(cb: () => void | Promise<void>): Promise<void> {
  if (depth > 0) {
    const result = cb()
    return result instanceof Promise ? result : Promise.resolve()
  }
  depth++
  const renders = new Set<Task>()
  const effects = new Set<Task>()
  const previousDebounce = options.debounceRendering
  const previousRaf = options.requestAnimationFrame
  options.debounceRendering = (render: Task) => {
    renders.add(render)
    void Promise.resolve().then(() => renders.delete(render) && render())
  }
  options.requestAnimationFrame = (effect: Task) => {
    effects.add(effect)
    setTimeout(() => effects.delete(effect) && effect(), 0)
  }
  const finish = () => {
    try {
      for (let round = 0; round < 100 && (renders.size || effects.size); round++) {
        for (const task of [...renders, ...effects]) {
          renders.delete(task)
          effects.delete(task)
          task()
        }
      }
    } finally {
      options.debounceRendering = previousDebounce
      options.requestAnimationFrame = previousRaf
      depth--
    }
  }
  let result: void | Promise<void>
  try {
    result = cb()
  } catch (e) {
    finish()
    throw e
  }
  if (result instanceof Promise) {
    return result.then(finish, (e: unknown) => {
      finish()
      throw e
    })
  }
  finish()
  return Promise.resolve()
}
