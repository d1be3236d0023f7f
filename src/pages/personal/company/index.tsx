import { Text, View } from '@tarojs/components'
import { PageShell } from '../../../components/page-shell'
import { APP_VERSION_TEXT } from '../../../utils/version'
import { Note } from '../../../components/note'
import { Paragraphs } from '../../../components/article'
import { Section } from '../../../components/section'

/** 关于我们: what the product is and how it treats data. */
export default function CompanyPage() {
  return (
    <PageShell>
      <View style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', padding: '32px 0 8px' }}>
        <Text style={{ fontSize: '22px', fontWeight: 700 }}>志愿填报</Text>
        <Text className='zy-muted' data-testid='app-version'>
          高考志愿填报助手 · {APP_VERSION_TEXT}
        </Text>
      </View>
      <Section title='我们做什么'>
        <Paragraphs
          lines={[
            '帮助考生和家长在高考后查院校、查专业、查位次，按分数和位次填报志愿，并提供性格、兴趣与选科测评。',
            '每一个分数线、位次和招生计划都注明来源和年份；由我们推算的数字会明确标为「推算」。',
          ]}
        />
      </Section>
      <Section title='数据与隐私'>
        <Paragraphs lines={['你的账号、成绩和志愿表只用于为你提供服务。详见用户服务协议和隐私政策。']} />
      </Section>
      <Note>志愿填报请以各省教育考试院公布的政策、计划和规则为准。</Note>
    </PageShell>
  )
}
