import { installChunkGuard } from './index'

/** H5: wraps the router's page loading before Taro builds the router (see index.ts); called first by src/app.ts. */
export function guardPageLoading(): void {
  if (typeof window !== 'undefined') installChunkGuard(window)
}
