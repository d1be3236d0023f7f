/**
 * The mini program only (config/index.ts: `react-dom` of the weapp build): preact/compat with createRoot.
 *
 * Taro's app entry hands its runtime a ReactDOM, and Taro 4.2.1's mini-program runtime mounts the app with
 * `ReactDOM.createRoot` whenever React's version says 18 — which preact/compat says (18.3.1) — but preact/compat
 * keeps createRoot in preact/compat/client. (The H5 entry already imports react-dom/client for it.)
 */
import compat from 'preact/compat'
import { createRoot, hydrateRoot } from 'preact/compat/client'

// Taro imports it as a default (`import ReactDOM from 'react-dom'`); mobx-react-lite takes unstable_batchedUpdates
// from it, which the default carries too
export default { ...compat, createRoot, hydrateRoot }
