import { useState } from 'react'
import { Text, Textarea, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { PageShell } from '../../../components/page-shell'
import { EmptyView } from '../../../components/empty-view'
import { LoginGate } from '../../../components/login-gate'
import { BottomBar } from '../../../components/bottom-bar'
import { Button } from '../../../components/button'
import { Note } from '../../../components/note'
import { Section } from '../../../components/section'
import { AsyncView } from '../../../components/async-view'
import { useLoaded } from '../../../components/async-view/use-loaded'
import { openRoute } from '../../../components/menu-list'
import { useStore } from '../../../stores'
import { replace } from '../../../navigation'
import { pageUrl } from '../../../utils/url'
import { REMARK_MAX } from '@contract/api/audit'
import type { AuditRights } from '../../../model/audit'

function rightsText(r: AuditRights): { ok: boolean; text: string } {
  if (r.Open >= r.OpenLimit) return { ok: false, text: `你已有 ${r.Open} 份志愿表在审核中（最多同时 ${r.OpenLimit} 份），请等结果出来后再提交。` }
  if (r.Member) return { ok: true, text: '你的会员包含志愿审核，可以直接提交。' }
  if (r.Credits > 0) return { ok: true, text: `提交后将使用 1 次单次审核（现有 ${r.Credits} 次）。专家开始审核前撤回，次数会退回。` }
  return { ok: false, text: '志愿审核需要开通会员，或先购买一次单次审核。' }
}

const AuditRemarkForm = observer(function AuditRemarkForm({ wishId }: { wishId: number }) {
  const store = useStore()
  const table = useLoaded(() => store.resource(() => store.savedTables.read(wishId)), [wishId])
  const rights = useLoaded(() => store.audit.rights(), [])
  const [remark, setRemark] = useState('')
  const [busy, setBusy] = useState(false)
  const submit = async () => {
    setBusy(true)
    try {
      const r = await store.audit.commit(wishId, remark)
      void Taro.showToast({ title: '已提交审核', icon: 'success', duration: 1500 })
      await replace(pageUrl('pages/personal/audit-wish/audit-result', { id: r.AuditId }))
    } catch {
      // the request layer has shown the server's words (and opens the member page for 113)
      void rights.retry()
    } finally {
      setBusy(false)
    }
  }
  return (
    <AsyncView state={table} onRetry={() => void table.retry()} errorText='打不开这张志愿表' skeletonRows={3}>
      {() => {
        const t = table.data!
        const r = rights.data ? rightsText(rights.data) : null
        return (
          <View data-testid='audit-remark'>
            <Section title='要审核的志愿表'>
              <Text className='zy-strong' data-testid='audit-table-name'>
                {t.Name}
              </Text>
              <Text className='zy-muted'>
                {t.ProvinceName} {t.Year} · {t.BatchName} · {t.ItemCount} 个志愿 · 滑档风险 {t.SlipRisk === null ? '—' : `${t.SlipRisk}%`}
              </Text>
              {t.ErrorCount ? <Note tone='warn'>这张表还有 {t.ErrorCount} 处需要修改，建议先改好再提交审核。</Note> : null}
            </Section>
            <Section title='给审核专家的留言'>
              <Textarea
                value={remark}
                maxlength={REMARK_MAX}
                placeholder='写下你最在意的问题，如：想稳妥一些、担心被调剂……'
                onInput={(e) => setRemark(e.detail.value)}
                style={{ width: '100%', height: '120px' }}
              />
              <Text className='zy-muted'>
                {remark.length}/{REMARK_MAX}
              </Text>
            </Section>
            {r ? (
              <Note tone={r.ok ? 'info' : 'warn'} testId='audit-rights'>
                {r.text}
              </Note>
            ) : null}
            {rights.data && !r?.ok && rights.data.Open < rights.data.OpenLimit ? (
              <View className='zy-actions-row'>
                <Button size='small' kind='ghost' onClick={() => openRoute('pages/personal/audit-payment/openmamber')} testId='audit-buy'>
                  购买单次审核
                </Button>
                <Button size='small' kind='ghost' onClick={() => openRoute('pages/personal/membership')}>
                  了解会员
                </Button>
              </View>
            ) : null}
            <Note>
              专家会检查梯度、专业与选科、调剂和志愿顺序，给出每个志愿的意见；结果出来后会发消息给你。审核看的是提交这一刻的志愿表，之后修改原表不影响审核。
            </Note>
            <BottomBar>
              <Button block disabled={busy || !r?.ok} loading={busy} onClick={() => void submit()} testId='audit-submit'>
                提交审核
              </Button>
            </BottomBar>
          </View>
        )
      }}
    </AsyncView>
  )
})

/** 提交审核: send a saved wish table (opened with its id) to an expert, with a note about what matters most. */
export default function AuditRemarkPage() {
  const { id } = useRouter().params
  const wishId = Number(id)
  return (
    <PageShell>
      <LoginGate why='登录后才能提交志愿表审核'>
        {!Number.isInteger(wishId) || wishId < 1 ? (
          <Section>
            <EmptyView text='没有指定要审核的志愿表' hint='请在「我的志愿表」中打开一张志愿表后再提交审核'>
              <Button size='small' kind='ghost' onClick={() => openRoute('pages/personal/volunteerlist/volunteerlist')}>
                去我的志愿表
              </Button>
            </EmptyView>
          </Section>
        ) : (
          <AuditRemarkForm wishId={wishId} />
        )}
      </LoginGate>
    </PageShell>
  )
}
