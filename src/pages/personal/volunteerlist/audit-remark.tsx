import { useState } from 'react'
import { Text, Textarea } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { PageShell } from '../../../components/page-shell'
import { EmptyView } from '../../../components/empty-view'
import { LoginGate } from '../../../components/login-gate'
import { BottomBar } from '../../../components/bottom-bar'
import { Button } from '../../../components/button'
import { Note } from '../../../components/note'
import { Section } from '../../../components/section'
import { openRoute } from '../../../components/menu-list'

export const AUDIT_REMARK_MAX = 200

/** 提交审核: a note to the reviewing expert about a saved wish table (opened with its id). */
export default function AuditRemarkPage() {
  const { id } = useRouter().params
  const [remark, setRemark] = useState('')
  return (
    <PageShell>
      <LoginGate why='登录后才能提交志愿表审核'>
        {!id ? (
          <Section>
            <EmptyView text='没有指定要审核的志愿表' hint='请在「我的志愿表」中打开一张志愿表后再提交审核'>
              <Button size='small' kind='ghost' onClick={() => openRoute('pages/personal/volunteerlist/volunteerlist')}>
                去我的志愿表
              </Button>
            </EmptyView>
          </Section>
        ) : (
          <>
            <Section title='给审核专家的留言' testId='audit-remark'>
              <Textarea
                value={remark}
                maxlength={AUDIT_REMARK_MAX}
                placeholder='写下你最在意的问题，如：想稳妥一些、担心被调剂……'
                onInput={(e) => setRemark(e.detail.value)}
                style={{ width: '100%', height: '120px' }}
              />
              <Text className='zy-muted'>
                {remark.length}/{AUDIT_REMARK_MAX}
              </Text>
            </Section>
            <Note tone='warn'>志愿审核服务目前没有开放，现在不能提交审核；志愿表可以在「我的志愿表」里查看、检查和修改。</Note>
            <BottomBar>
              <Button block disabled testId='audit-submit'>
                提交审核
              </Button>
            </BottomBar>
          </>
        )}
      </LoginGate>
    </PageShell>
  )
}
