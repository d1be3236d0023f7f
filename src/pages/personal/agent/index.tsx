import { useState } from 'react'
import { Picker, Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect } from 'react'
import { PageShell } from '../../../components/page-shell'
import { EmptyView } from '../../../components/empty-view'
import { useStore } from '../../../stores'
import { loadProvinces } from '../../../stores/flows/profile'
import { FieldRow } from '../../../components/field-row'
import { Note } from '../../../components/note'
import { Section } from '../../../components/section'

/** 本地服务商: offline service providers by province. */
function AgentPage() {
  const { province, profile } = useStore()
  const [pid, setPid] = useState<number | null>(profile.provinceId)
  useEffect(() => {
    void loadProvinces().catch(() => undefined)
  }, [])
  const list = province.list
  const index = list.findIndex((p) => p.ID === pid)
  return (
    <PageShell>
      <Section testId='agent-province'>
        <FieldRow label='所在省份'>
          <Picker
            mode='selector'
            range={list.map((p) => p.ProvinceName)}
            value={Math.max(index, 0)}
            onChange={(e) => setPid(list[Number(e.detail.value)]?.ID ?? null)}
          >
            <Text>{index < 0 ? '请选择省份' : list[index].ProvinceName} ›</Text>
          </Picker>
        </FieldRow>
      </Section>
      <Section flush testId='agents'>
        <EmptyView
          text={index < 0 ? '请选择省份' : `暂无${list[index].ProvinceName}的服务商`}
          hint='本地服务商入驻后，可在这里查看地址和联系方式，预约线下咨询'
        />
      </Section>
      <Note>请通过正规渠道咨询，不要向任何人透露账号密码或验证码。</Note>
    </PageShell>
  )
}

export default observer(AgentPage)
