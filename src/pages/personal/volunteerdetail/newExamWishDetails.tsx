import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { PageShell } from '../../../components/page-shell'
import { GatePrompt } from '../../../components/wish-gate'
import { SavedTableView } from '../../../components/saved-table'
import { useStore } from '../../../stores'

/** 志愿表详情 (User/WishDetail): the wishes in saved order with probability, 在此录取 and every issue; edit, delete. */
function SavedTablePage() {
  const { session } = useStore()
  const params = useRouter().params
  const id = Number(params.WishId ?? params.id)
  return (
    <PageShell>
      {session.isLoggedIn ? (
        <SavedTableView wishId={Number.isInteger(id) && id > 0 ? id : null} />
      ) : (
        <GatePrompt state='anonymous' what='可以查看保存的志愿表' />
      )}
    </PageShell>
  )
}

export default observer(SavedTablePage)
