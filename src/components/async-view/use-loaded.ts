import { useEffect, useMemo } from 'react'
import type { Resource } from '../../stores/models/resource'

/**
 * A page's loaded value: the store model's Resource made once per `deps` (a store method such as
 * `store.accountPages.appVersion()`), loaded when made. Wrap the page in `observer` to re-render as it answers.
 */
export function useLoaded<T>(make: () => Resource<T>, deps: readonly unknown[] = []): Resource<T> {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what the resource depends on
  const resource = useMemo(make, deps)
  useEffect(() => {
    void resource.load()
  }, [resource])
  return resource
}
