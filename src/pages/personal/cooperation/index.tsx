import { Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { PageShell } from '../../../components/page-shell'
import { useStore } from '../../../stores'
import { Button } from '../../../components/button'
import { Note } from '../../../components/note'
import { Blocks } from '../../../components/article'
import { AsyncView } from '../../../components/async-view'
import { Section } from '../../../components/section'
import { useContent } from '../../../components/content-row/data'

/** 商务合作: who we work with (Public/Content cooperation), and how to reach us (the ServicePhone config). */
function CooperationPage() {
  const { config } = useStore()
  const text = useContent('Public/Content', { Key: 'cooperation' })
  const phone = config.servicePhone
  return (
    <PageShell>
      <Section testId='cooperation'>
        <AsyncView state={text} onRetry={() => void text.retry()} skeletonRows={6}>
          {() => <Blocks blocks={text.data!.Blocks} testId='cooperation-text' />}
        </AsyncView>
      </Section>
      <Section title='联系我们' testId='contact'>
        {phone ? (
          <>
            <Text data-testid='service-phone'>服务电话：{phone}</Text>
            <Button size='small' kind='ghost' onClick={() => void Taro.makePhoneCall({ phoneNumber: phone })}>
              拨打电话
            </Button>
          </>
        ) : (
          <Text className='zy-muted'>联系方式暂未公布</Text>
        )}
      </Section>
      <Note>我们不会以任何理由向考生索要验证码或收取“内部名额”费用。</Note>
    </PageShell>
  )
}

export default observer(CooperationPage)
