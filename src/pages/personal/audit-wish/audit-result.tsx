import { useState } from 'react'
import { View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { PageShell } from '../../../components/page-shell'
import { LoginGate } from '../../../components/login-gate'
import { AsyncView } from '../../../components/async-view'
import { useLoaded } from '../../../components/async-view/use-loaded'
import { AuditResultView } from '../../../components/audit-result'
import { BottomBar } from '../../../components/bottom-bar'
import { Button } from '../../../components/button'
import { EmptyView } from '../../../components/empty-view'
import { useStore } from '../../../stores'
import { go } from '../../../navigation'
import { pageUrl } from '../../../utils/url'

const SAVED_TABLE = 'pages/personal/volunteerdetail/volunteerdetail'

const Result = observer(function Result({ auditId }: { auditId: number }) {
  const store = useStore()
  const res = useLoaded(() => store.audit.detail(auditId), [auditId])
  const [busy, setBusy] = useState(false)
  const withdraw = async () => {
    const ok = await Taro.showModal({ title: '撤回审核？', content: '撤回后专家不会再审核这张表；用的是单次审核的，次数会退回。', confirmText: '撤回' })
    if (!ok.confirm) return
    setBusy(true)
    try {
      await store.audit.withdraw(auditId)
      void Taro.showToast({ title: '已撤回', icon: 'success', duration: 1500 })
      void res.retry()
    } catch {
      // the request layer has shown why (e.g. 专家已开始审核)
      void res.retry()
    } finally {
      setBusy(false)
    }
  }
  const apply = async () => {
    setBusy(true)
    try {
      const r = await store.audit.apply(auditId)
      void Taro.showToast({ title: '已生成新志愿表', icon: 'success', duration: 1500 })
      void res.retry()
      await go(pageUrl(SAVED_TABLE, { WishId: r.WishId }))
    } catch {
      // the request layer has shown why
    } finally {
      setBusy(false)
    }
  }
  return (
    <AsyncView state={res} onRetry={() => void res.retry()} errorText='打不开这条审核记录' skeletonRows={4}>
      {() => {
        const d = res.data!
        return (
          <View>
            <AuditResultView d={d} />
            {d.CanWithdraw || d.CanApply || d.AppliedWishId ? (
              <BottomBar>
                {d.CanWithdraw ? (
                  <Button block kind='ghost' disabled={busy} onClick={() => void withdraw()} testId='audit-withdraw'>
                    撤回审核
                  </Button>
                ) : null}
                {d.CanApply ? (
                  <Button block disabled={busy} loading={busy} onClick={() => void apply()} testId='audit-apply'>
                    按专家建议生成新志愿表
                  </Button>
                ) : null}
                {d.AppliedWishId ? (
                  <Button block kind='ghost' onClick={() => void go(pageUrl(SAVED_TABLE, { WishId: d.AppliedWishId! }))} testId='audit-applied'>
                    查看按建议修改的志愿表
                  </Button>
                ) : null}
              </BottomBar>
            ) : null}
          </View>
        )
      }}
    </AsyncView>
  )
})

/** 审核结果: the expert's opinion on one audited wish table, and the one-tap copy with their suggestions. */
export default function AuditResultPage() {
  const { id } = useRouter().params
  const auditId = Number(id)
  return (
    <PageShell>
      <LoginGate why='登录后可查看审核结果'>
        {Number.isInteger(auditId) && auditId > 0 ? <Result auditId={auditId} /> : <EmptyView text='没有指定审核记录' hint='请从「志愿审核」里打开' />}
      </LoginGate>
    </PageShell>
  )
}
