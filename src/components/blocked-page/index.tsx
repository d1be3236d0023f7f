/**
 * A whole page that only says why its form is not there — still loading (the one loading view), or nothing to do
 * here (the one empty view, with at most one way on).
 */
import { LoadingView } from '../loading-view'
import { EmptyView } from '../empty-view'
import { Button } from '../button'
import { PageShell } from '../page-shell'

export function BlockedPage({
  title,
  sub,
  spinner,
  action,
  onAction,
}: {
  title: string
  sub?: string
  spinner?: boolean
  action?: string
  onAction?: () => void
}) {
  return (
    <PageShell>
      {spinner ? (
        <LoadingView text={title} />
      ) : (
        <EmptyView text={title} hint={sub}>
          {action ? (
            <Button onClick={onAction} testId='blocked-action'>
              {action}
            </Button>
          ) : null}
        </EmptyView>
      )}
    </PageShell>
  )
}

export default BlockedPage
