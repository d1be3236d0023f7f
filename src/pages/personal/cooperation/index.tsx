import { Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { PageShell } from '../../../components/page-shell'
import { useStore } from '../../../stores'
import { Button } from '../../../components/button'
import { Note } from '../../../components/note'
import { Paragraphs } from '../../../components/article'
import { Section } from '../../../components/section'

/** 商务合作: who we work with, and how to reach us (the ServicePhone config). */
function CooperationPage() {
  const { config } = useStore()
  const phone = config.servicePhone
  return (
    <PageShell>
      <Section title='合作方向'>
        <Paragraphs
          lines={[
            '· 学校与教育机构：为学生提供志愿填报、生涯规划与测评服务。',
            '· 本地服务商：入驻「本地服务商」，为所在地区的考生提供线下咨询。',
            '· 内容合作：升学资讯、课程与直播内容。',
          ]}
        />
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
