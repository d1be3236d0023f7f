import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { PageShell } from '../../../components/page-shell'
import { APP_VERSION_TEXT } from '../../../utils/version'
import { Blocks } from '../../../components/article'
import { AsyncView } from '../../../components/async-view'
import { Section } from '../../../components/section'
import { useContent } from '../../../components/content-row/data'

/** 关于我们: what the product is and how it treats data (Public/Content about). */
function CompanyPage() {
  const about = useContent('Public/Content', { Key: 'about' })
  return (
    <PageShell>
      <View style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', padding: '32px 0 8px' }}>
        <Text style={{ fontSize: '22px', fontWeight: 700 }}>志愿填报</Text>
        <Text className='zy-muted' data-testid='app-version'>
          高考志愿填报助手 · {APP_VERSION_TEXT}
        </Text>
      </View>
      <Section testId='about'>
        <AsyncView state={about} onRetry={() => void about.retry()} skeletonRows={6}>
          {() => <Blocks blocks={about.data!.Blocks} testId='about-text' />}
        </AsyncView>
      </Section>
    </PageShell>
  )
}

export default observer(CompanyPage)
